import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe';
import { newMember } from './shop-helpers';

const pages = () => process.env.PAGES_URL!;
const api = () => process.env.API_URL!;
const page_ = (name: string) => `${pages()}/tests/browser/fixtures/${name}`;

interface Mail {
  to: string;
  code: string | null;
  link: string | null;
}

async function lastMail(page: Page, to: string): Promise<Mail> {
  const mails = (await (await page.request.get(`${api()}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  return mails[0];
}

async function passwordLogin(page: Page, email = 'demo@venue.example', password = 'demo1234') {
  const login = page.locator('#login');
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill(email);
  await login.locator('input[name=password]').fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('accounts against the reference back end', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${api()}/dev/faults`);
  });

  test('password login, a wrong password, the user menu and logout', async ({ page }) => {
    await page.goto(page_('accounts.html'));
    const menu = page.locator('#menu');
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await passwordLogin(page, 'demo@venue.example', 'wrong-password');
    await expect(page.locator('#login [role=alert]')).toHaveText('The e-mail address or password is not right.');
    await expect(page.locator('#login').getByLabel('E-mail address')).toHaveValue('demo@venue.example');
    // A login that never reached the server is not a wrong password.
    await page.route('**/api/v1/cognito/user/login', (route) => route.abort('connectionrefused'));
    await page.locator('#login').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('#login [role=alert]')).toHaveText(
      'The connection to the server failed. Check your connection and try again.',
    );
    await page.unroute('**/api/v1/cognito/user/login');

    const login = page.locator('#login');
    await login.locator('input[name=password]').fill('demo1234');
    const event = page.evaluate(
      () => new Promise((r) => document.addEventListener('venue-login', (e) => r((e as CustomEvent).detail), { once: true })),
    );
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await event).toEqual({ user_id: 1 });
    await expect(menu.locator('[part=name]')).toHaveText('Casey Driver');
    await expect(login).toContainText('You are logged in as Casey Driver.');
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('keyboard only: password login and logout', async ({ page }) => {
    await page.goto(page_('accounts.html'));
    const login = page.locator('#login');
    await expect(login.getByLabel('E-mail address')).toBeVisible();
    await login.getByLabel('E-mail address').focus();
    await page.keyboard.type('demo@venue.example');
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // 'Log in with a password instead'
    await page.keyboard.press('Enter');
    await expect(login.locator('input[name=password]')).toBeVisible();
    await login.locator('input[name=password]').focus();
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');
    await login.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('code login through the outbox', async ({ page }) => {
    await page.goto(page_('accounts.html'));
    const login = page.locator('#login');
    await login.getByLabel('E-mail address').fill('demo@venue.example');
    await login.getByRole('button', { name: 'E-mail me a login link' }).click();
    await expect(login.getByLabel('Code from the e-mail')).toBeVisible();
    // 000 §5 shows no format or lifetime for the code: the notice promises none.
    await expect(login.getByRole('status')).toHaveText(
      'We have sent a code to demo@venue.example. Open the link in the e-mail, or type the code here.',
    );
    const mail = await lastMail(page, 'demo@venue.example');
    // An empty code is stopped here; any other is the server's to judge, in its own words.
    await login.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(login).toContainText('Please fill in this field.');
    const asked = page.waitForRequest((r) => r.url().includes('/loginRecoveryCode') && r.url().includes('code=12a'));
    await login.getByLabel('Code from the e-mail').fill('12a');
    await login.getByRole('button', { name: 'Log in with the code' }).click();
    await asked;
    await expect(login).toContainText('The code is not right or has expired');
    await login.getByLabel('Code from the e-mail').fill(mail.code!);
    await login.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');
  });

  test('sign-up, then the e-mailed link logs the new member in and leaves a clean address', async ({ page }) => {
    const email = `rider.${Date.now()}@venue.example`;
    await page.goto(page_('signup.html'));
    const signup = page.locator('#signup');
    await signup.getByRole('button', { name: 'Create my account' }).click();
    await expect(signup).toContainText('Please enter your e-mail address.');
    await signup.getByLabel('E-mail address').fill(email);
    await signup.getByLabel('First name').fill('Robin');
    await signup.getByLabel('Last name').fill('Racer');
    await signup.getByLabel('Date of birth').pressSequentially('31022001');
    await signup.getByRole('button', { name: 'Create my account' }).click();
    await expect(signup).toContainText('Please enter a real date as dd/mm/yyyy.');
    await signup.getByLabel('Date of birth').fill('');
    await signup.getByLabel('Date of birth').pressSequentially('03022001');
    await signup.getByRole('button', { name: 'Create my account' }).click();
    await expect(signup.getByLabel('Code from the e-mail')).toBeVisible();
    await expect(signup.getByRole('status')).toHaveText(
      `We have sent a code to ${email}. Open the link in the e-mail, or type the code here.`,
    );
    const mail = await lastMail(page, email);
    await page.goto(mail.link!);
    await expect(page).toHaveURL(page_('signup.html'));
    await expect(page.locator('#menu [part=name]')).toHaveText('Robin Racer');
    await expect(page.locator('#signup')).toContainText('Welcome, Robin!');
  });

  test('<venue-login redirect>: the e-mailed link goes on to the remembered page, as a code login does', async ({ page }) => {
    const email = `rider.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@venue.example`;
    const signup = await page.request.post(`${api()}/api/v1/cognito/user/registerLink`, {
      data: { email, first_name: 'Lee', last_name: 'Linked', date_of_birth: '1990-05-17', fingerprint: 'e2eLinkFingerprint0001' },
    });
    expect(signup.ok()).toBe(true);
    await page.goto(page_('shop-login.html'));
    const login = page.locator('#login');
    await login.getByLabel('E-mail address').fill(email);
    await login.getByRole('button', { name: 'E-mail me a login link' }).click();
    await expect(login.getByLabel('Code from the e-mail')).toBeVisible();
    // The page the member was sent away from, remembered as redirect_after_login.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('venue-elements/session') || '{}');
      const redirect_after_login = '/tests/browser/fixtures/accounts.html';
      localStorage.setItem('venue-elements/session', JSON.stringify({ ...session, redirect_after_login }));
    });
    await page.goto((await lastMail(page, email)).link!);
    await expect(page).toHaveURL(page_('accounts.html'));
    await expect(page.locator('#menu [part=name]')).toHaveText('Lee Linked');
  });

  test('password recovery, with a suggested password', async ({ page }) => {
    await page.goto(page_('accounts.html'));
    const login = page.locator('#login');
    await login.getByRole('button', { name: 'Log in with a password instead' }).click();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    await login.getByLabel('E-mail address').fill('admin@venue.example');
    await login.getByRole('button', { name: 'E-mail me a recovery code' }).click();
    await expect(login.getByLabel('Code from the e-mail')).toBeVisible();
    await expect(login.locator('[part=alert]')).toHaveText('We have sent a code to admin@venue.example.');
    const { code } = await lastMail(page, 'admin@venue.example');
    await login.getByLabel('Code from the e-mail').fill(code!);
    // The password's rules are the server's: a short one is sent, and refused in the server's words.
    await login.locator('input[name=newpassword]').fill('short');
    await login.getByRole('button', { name: 'Set my new password' }).click();
    await expect(login).toContainText('The new password needs at least 8 characters');
    await login.getByRole('button', { name: 'Suggest a password' }).click();
    const suggested = await login.locator('input[name=newpassword]').inputValue();
    expect(suggested).toMatch(/^[A-Za-z0-9]{8}$/);
    await login.getByRole('button', { name: 'Set my new password' }).click();
    await expect(login).toContainText('Your password has been changed.');
    await login.locator('input[name=password]').fill(suggested);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('#menu [part=admin]')).toHaveText('Staff');
  });

  test('OAuth round trip, and a tampered state', async ({ page }) => {
    await page.goto(page_('accounts.html'));
    await page.locator('#login').getByRole('button', { name: 'Log in with your venue account' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('demo@venue.example');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in and allow' }).click();
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');
    expect(new URL(page.url()).search).toBe('');
    await page.locator('#menu').getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();

    // Back from the authorise page with a state that is not the one stored: no token request.
    await page.locator('#login').getByRole('button', { name: 'Log in with your venue account' }).click();
    await expect(page.getByRole('button', { name: 'Log in and allow' })).toBeVisible();
    const exchanges: string[] = [];
    page.on('request', (r) => r.url().endsWith('/authtoken') && exchanges.push(r.url()));
    await page.goto(page_('accounts.html?code=a-real-looking-code&state=tampered'));
    await expect(page.locator('#login [role=alert]')).toHaveText('Bad state please try again');
    expect(exchanges).toEqual([]);
    await expect(page.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();

    // A code with no state at all is a mismatch too: the alert, and no token request.
    await page.goto(page_('accounts.html?code=a-real-looking-code'));
    await expect(page.locator('#login [role=alert]')).toHaveText('Bad state please try again');
    expect(exchanges).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
  });

  test('two tabs share the session: login and logout show in the other at once', async ({ context }) => {
    const one = await context.newPage();
    const two = await context.newPage();
    await one.goto(page_('accounts.html'));
    await two.goto(page_('accounts.html'));
    await passwordLogin(one);
    await expect(two.locator('#menu [part=name]')).toHaveText('Casey Driver');
    await two.locator('#menu').getByRole('button', { name: 'Log out' }).click();
    await expect(one.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 1000 });
  });

  test('short-lived tokens: one refresh call across two tabs, both stay logged in', async ({ context, request }) => {
    test.setTimeout(60_000);
    await request.post(`${api()}/dev/faults`, { data: { token_ttl_s: 34 } });
    const one = await context.newPage();
    const two = await context.newPage();
    const refreshes: string[] = [];
    for (const p of [one, two]) p.on('request', (r) => r.url().includes('/refreshToken') && refreshes.push(r.url()));
    await one.goto(page_('accounts.html'));
    await two.goto(page_('accounts.html'));
    await passwordLogin(one);
    await expect(two.locator('#menu [part=name]')).toHaveText('Casey Driver');
    await expect.poll(() => refreshes.length, { timeout: 25_000 }).toBeGreaterThan(0);
    await one.waitForTimeout(2500);
    expect(refreshes).toHaveLength(1);
    await two.reload();
    await expect(two.locator('#account [part=credit]')).toBeVisible();
    await expect(one.locator('#menu [part=name]')).toHaveText('Casey Driver');
  });

  test('a tampered token logs both tabs out', async ({ context }) => {
    const one = await context.newPage();
    const two = await context.newPage();
    await one.goto(page_('accounts.html'));
    await two.goto(page_('accounts.html'));
    await passwordLogin(one);
    await expect(two.locator('#menu [part=name]')).toHaveText('Casey Driver');
    await one.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('/session'))!;
      const stored = JSON.parse(localStorage.getItem(key)!);
      const state = stored.state ?? stored;
      state.access_token = `${state.access_token.slice(0, -4)}AAAA`;
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await one.reload();
    await expect(one.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(two.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('profile: edit flags, date of birth rule, picture upload, addresses', async ({ page, request }) => {
    await request.post(`${api()}/dev/settings`, {
      data: { edit_name: false, edit_emergency_contact: true, edit_club_additional_member: true },
    });
    await page.goto(page_('accounts.html'));
    await passwordLogin(page);
    const account = page.locator('#account');
    await expect(account.getByLabel('First name')).toHaveAttribute('readonly', '');
    await expect(account.getByLabel('Date of birth')).toHaveAttribute('readonly', '');
    await expect(account).toContainText('Your date of birth cannot be changed once set.');
    await expect(account.getByLabel('Partner Name')).toBeVisible();
    await expect(account.getByLabel("Driver's licence number")).toHaveCount(0);
    await account.getByLabel('Emergency contact name').fill('Jo Driver');
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(account.locator('[role=status], [role=alert]').first()).toContainText('Your profile has been saved.');

    await request.post(`${api()}/dev/settings`, { data: { edit_name: true } });
    await page.reload();
    await expect(account.getByLabel('First name')).not.toHaveAttribute('readonly', '');
    await account.getByLabel('First name').fill('Cass');
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#menu [part=name]')).toHaveText('Cass Driver');
    await account.getByLabel('First name').fill('Casey');
    await account.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    await account.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(account.locator('[part=picture] img')).toHaveAttribute('src', /\/assets\/i\//);

    await account.getByRole('button', { name: 'Add an address' }).click();
    await account.getByRole('button', { name: 'Save address' }).click();
    await expect(account).toContainText('Please fill in this field.');
    await account.locator('input[name=street_address]').fill('9 Chicane Ct');
    await account.getByLabel('City or suburb').fill('Petrie');
    await account.getByLabel('Postcode').fill('4502');
    await account.getByRole('button', { name: 'Save address' }).click();
    const row = account.locator('li', { hasText: '9 Chicane Ct' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('(disabled)');
    await row.getByRole('button', { name: 'Enable' }).click();
    await expect(row).not.toContainText('(disabled)');
  });

  test("profile: a new address is the checkout's form, sent with every field of 000 §3 and the member's e-mail", async ({ page }) => {
    const member = await newMember(page.request);
    await page.goto(page_('accounts.html'));
    const login = page.locator('#login');
    await login.getByLabel('E-mail address').fill(member.email);
    await login.getByRole('button', { name: 'E-mail me a login link' }).click();
    // The code field once the mail is sent: before that, the newest mail is the sign-up's.
    await expect(login.getByLabel('Code from the e-mail')).toBeVisible();
    await login.getByLabel('Code from the e-mail').fill((await lastMail(page, member.email)).code!);
    await login.getByRole('button', { name: 'Log in with the code' }).click();
    const account = page.locator('#account');
    await account.getByRole('button', { name: 'Add an address' }).click();
    const fields = account.locator('[part=address-fields]');
    const names = await fields.locator('input, select').evaluateAll((all) => all.map((f) => f.getAttribute('name')));
    expect(names).toEqual([
      'display_name',
      'first_name',
      'last_name',
      'phone',
      'company',
      'street_address',
      'street_address_1',
      'city',
      'state',
      'postcode',
      'country',
    ]);
    // Started with the member's name.
    await expect(fields.getByLabel('First name')).toHaveValue('Sam');
    await expect(fields.getByLabel('Last name')).toHaveValue('Shopper');
    const typed = {
      display_name: 'Pit garage',
      phone: '0400 222 333',
      company: 'Shopper Racing',
      street_address: '3 Pit Lane',
      street_address_1: 'Garage 4',
      city: 'Petrie',
      state: 'QLD',
      postcode: '4502',
    };
    for (const [name, value] of Object.entries(typed)) await fields.locator(`input[name=${name}]`).fill(value);
    const sent = page.waitForRequest((r) => r.url().includes('/sell/address/create'));
    await account.getByRole('button', { name: 'Save address' }).click();
    expect((await sent).postDataJSON()).toEqual({
      ...typed,
      first_name: 'Sam',
      last_name: 'Shopper',
      email: member.email,
      country: 'AU',
    });
    await expect(account.locator('li', { hasText: 'Pit garage: 3 Pit Lane' })).toBeVisible();
  });

  test('axe-core: no violations on each element, logged out and in', async ({ page }, testInfo) => {
    await page.goto(page_('accounts.html'));
    await expect(page.locator('#login').getByLabel('E-mail address')).toBeVisible();
    for (const id of ['#menu', '#login', '#account']) expect(await axeViolations(page, id), id).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('accounts-out.png'), fullPage: true });
    await passwordLogin(page);
    await expect(page.locator('#account [part=form]')).toBeVisible();
    for (const id of ['#menu', '#login', '#account']) expect(await axeViolations(page, id), id).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('accounts-in-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('accounts-in-320.png'), fullPage: true });
    await page.locator('#menu').getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('#menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto(page_('signup.html'));
    await expect(page.locator('#signup').getByLabel('First name')).toBeVisible();
    expect(await axeViolations(page, '#signup')).toEqual([]);
  });
});

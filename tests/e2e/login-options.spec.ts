import { expect, test, type Page } from '@playwright/test';

/**
 * The site's login options (000 §6: code_only and google, both off by default) as they arrive
 * with its settings, against the reference back end, which plays Google on its authorise page.
 */
const api = () => process.env.API_URL!;
const loginPage = () => `${process.env.PAGES_URL!}/tests/browser/fixtures/login-options.html`;

async function setOptions(page: Page, options: { google?: boolean; code_only?: boolean }) {
  expect((await page.request.post(`${api()}/dev/settings`, { data: options })).ok()).toBe(true);
}

test.describe('login options from the site settings', () => {
  test.afterEach(async ({ page }) => {
    await setOptions(page, { google: false, code_only: false });
  });

  test("google off: no Google login; on: 'Continue with Google', keyboard reachable, logs the member in", async ({ page }) => {
    await page.goto(loginPage());
    const login = page.locator('#login');
    await expect(login.getByRole('button', { name: 'E-mail me a login link' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

    await setOptions(page, { google: true });
    await page.goto(loginPage());
    const google = login.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    // By keyboard: from the e-mail field, Tab reaches the button and Enter starts the flow.
    await login.getByLabel('E-mail address').focus();
    for (let i = 0; i < 6 && !(await google.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
    await expect(google).toBeFocused();
    const sent = page.waitForRequest((r) => r.url().startsWith(`${api()}/oauth/authorize?`));
    await page.keyboard.press('Enter');
    const authorize = new URL((await sent).url());
    const params = authorize.searchParams;
    expect(params.get('identity_provider')).toBe('Google');
    expect(params.get('state')).toMatch(/^[\w-]{21}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{21}$/);
    expect(params.get('nonce')).not.toBe(params.get('state'));
    expect(params.get('client_id')).toBe('venue-elements-demo');
    expect(params.get('scope')).toBe('all');
    expect(params.get('redirect_uri')).toBe(loginPage());

    // The reference back end's stand-in for Google, then back with a code the exchange accepts.
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('Google account e-mail').fill('demo@venue.example');
    const exchanged = page.waitForRequest((r) => r.url() === `${api()}/authtoken`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await exchanged;
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');
    await expect(login).toContainText('You are logged in as Casey Driver.');
    expect(new URL(page.url()).search).toBe('');
  });

  test('code_only on: only a code is offered and asked for, and the notice speaks of the code alone', async ({ page }) => {
    await setOptions(page, { code_only: true });
    await page.goto(loginPage());
    const login = page.locator('#login');
    await expect(login.getByRole('button', { name: 'E-mail me a login code' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'E-mail me a login link' })).toHaveCount(0);
    await login.getByLabel('E-mail address').fill('demo@venue.example');
    const sent = page.waitForRequest((r) => r.url().endsWith('/sendLoginLink'));
    await login.getByRole('button', { name: 'E-mail me a login code' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email: 'demo@venue.example', code_only: true });
    await expect(login.locator('[part=alert]')).toHaveText('We have sent a code to demo@venue.example.');
    await expect(login.getByLabel('Code from the e-mail')).toBeVisible();
    const mails = (await (await page.request.get(`${api()}/dev/outbox.json?to=demo%40venue.example`)).json()) as {
      code: string | null;
      link: string | null;
    }[];
    expect(mails[0].link).toBeNull();
    await login.getByLabel('Code from the e-mail').fill(mails[0].code!);
    await login.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(page.locator('#menu [part=name]')).toHaveText('Casey Driver');
  });
});

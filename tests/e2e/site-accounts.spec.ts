import { expect, test, type Page } from '@playwright/test';
import { newMember } from './shop-helpers';
import { api, hashSite, logInWithPassword, main, site } from './site-helpers';

/** The newest mail to `email` in the back end's development outbox. */
async function latestLink(page: Page, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${api()}/dev/outbox.json`, { params: { to: email } })).json()) as {
        link: string | null;
      }[];
      link = mails[0]?.link ?? null;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** Asks for a login link on the site's login screen, as a member does. */
async function askForLink(page: Page, email: string) {
  await main(page)
    .getByRole('textbox', { name: /^E-mail address/ })
    .fill(email);
  await main(page).getByRole('button', { name: 'E-mail me a login link' }).click();
  await expect(main(page).getByRole('textbox', { name: /^Code from the e-mail/ })).toBeVisible();
}

test.describe('<venue-site>: logging in and going on (000 §2)', () => {
  test('/profile as a visitor → /login → the e-mailed link lands on /profile', async ({ page }) => {
    const member = await newMember(page.request);
    await page.goto(site('/profile'));
    await expect(page).toHaveURL(/\/site\/login$/);
    await askForLink(page, member.email);
    await page.goto(await latestLink(page, member.email));
    await expect(page).toHaveURL(/\/site\/profile$/);
    await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
  });

  test('/login visited directly, nothing remembered → the e-mailed link goes on to /profile, as the login screen would', async ({
    page,
  }) => {
    const member = await newMember(page.request);
    await page.goto(site('/login'));
    const entries = await page.evaluate(() => history.length);
    await askForLink(page, member.email);
    await page.goto(await latestLink(page, member.email));
    await expect(page).toHaveURL(/\/site\/profile$/);
    await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
    // The link's landing entry was replaced by /profile, not followed by it.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  test('hash routing: #/profile as a visitor → #/login → the e-mailed link lands on #/profile', async ({ page }) => {
    const member = await newMember(page.request);
    await page.goto(hashSite('/profile'));
    await expect(page).toHaveURL(/hash\.html#\/login$/);
    await askForLink(page, member.email);
    // The link lands on the page without its #/login; the remembered #/profile is used.
    await page.goto(await latestLink(page, member.email));
    await expect(page).toHaveURL(/hash\.html#\/profile$/);
    await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
  });

  test('hash routing: a login link with its tokens in the hash route (#/login?a=…&r=…) logs in, and the address loses them', async ({
    page,
  }) => {
    const reply = await page.request.post(`${api()}/api/v1/cognito/user/login`, {
      data: { username: 'demo@venue.example', password: 'demo1234', fingerprint: 'e2eHashTokenLogin0001' },
    });
    const { access_token: a, refresh_token: r } = await reply.json();
    await page.goto(hashSite(`/login?a=${encodeURIComponent(a)}&r=${encodeURIComponent(r)}`));
    // Logged in: the login screen goes on to the member's profile, and no token is left in the address.
    await expect(page).toHaveURL(/hash\.html#\/profile$/);
    await expect(main(page).getByRole('heading', { name: 'My profile' })).toBeVisible();
    expect(page.url()).not.toMatch(/[?&](a|r)=/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').access_token);
    expect(stored).toBe(a);
  });

  for (const [routing, login] of [
    ['path', site('/login')],
    ['hash', hashSite('/login')],
  ] as const) {
    test(`on a racing site the login goes on to the entry area at /enter/#/profile (${routing} routing)`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { VenueElements: object }).VenueElements = { queue: [{ entrySites: [location.hostname] }] };
      });
      await page.goto(login);
      await logInWithPassword(page);
      await expect(page).toHaveURL(`${process.env.PAGES_URL}/enter/#/profile`);
    });
  }
});

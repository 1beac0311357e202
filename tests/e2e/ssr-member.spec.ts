import { expect, test, type Page } from '@playwright/test';
import { logInWithPassword, main, startRenderedSite } from './site-helpers';

/**
 * A member on the server-rendered site with full page loads (the session lives in the browser's
 * storage, 000 §4, so the server cannot see it): a route that needs a login is a page the browser
 * resolves, the member's own for a member and /login for a visitor, who comes back to it after
 * logging in (000 §2 redirect_after_login); /logout as a full load logs out and goes home.
 */
let pages: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  pages = await startRenderedSite();
});
test.afterAll(() => pages?.close());

const at = (path: string) => `${pages.url}/site${path}`;
const profileForm = (page: Page) => main(page).getByRole('textbox', { name: /^First name/ });

/** Logs the demo member in on the rendered site, as a visitor does, and lands on their profile. */
async function logIn(page: Page) {
  await page.goto(at('/login'));
  // The server's page is read at once; its form answers once the page has hydrated.
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/site\/profile$/);
  await expect(profileForm(page)).toHaveValue(/\S/);
}

test('a member reloads /profile, opens it in a new tab and from a bookmark, and stays on it', async ({ page, context }) => {
  await logIn(page);
  const answer = await page.reload();
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(profileForm(page)).toHaveValue(/\S/);
  await expect(page).toHaveURL(/\/site\/profile$/);

  // A new tab, as a bookmark or a typed address opens it: the same storage, a full load.
  const tab = await context.newPage();
  await tab.goto(at('/profile'));
  await expect(profileForm(tab)).toHaveValue(/\S/);
  await expect(tab).toHaveURL(/\/site\/profile$/);
  // The checkout too (an empty cart says so, it does not send the member away).
  await tab.goto(at('/checkout'));
  await expect(tab).toHaveURL(/\/site\/checkout$/);
  await tab.close();
});

test('a visitor following an e-mailed link to /profile logs in and comes back to it', async ({ page }) => {
  await page.goto(at('/profile'));
  await expect(page).toHaveURL(/\/site\/login$/);
  // The page asked for is kept (000 §2), in the session's own store.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').redirect_after_login);
  expect(stored).toMatch(/\/site\/profile$/);
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/site\/profile$/);
  await expect(profileForm(page)).toHaveValue(/\S/);
});

test('/logout in a new tab logs the member out and goes home', async ({ page, context }) => {
  await logIn(page);
  const tab = await context.newPage();
  await tab.goto(at('/logout'));
  await expect(tab).toHaveURL(/\/site\/$/);
  await expect
    .poll(() => tab.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').access_token ?? ''))
    .toBe('');
  // The first tab hears it too (000 §4: every tab shares the session): its profile is gone.
  await page.reload();
  await expect(page).toHaveURL(/\/site\/login$/);
});

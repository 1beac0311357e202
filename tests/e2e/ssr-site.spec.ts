import { expect, test } from '@playwright/test';
import { sitemapPaths, startRenderedSite, watchPolicy } from './site-helpers';

/**
 * The venue's site rendered on the server (venue-elements/server's createHandler, as `npm start`
 * serves it): read without JavaScript, its pages show their text and images and link to each
 * other as plain links; with JavaScript, under a strict Content-Security-Policy, the stylesheet
 * links, the data block and the element that takes over cause not one violation.
 */
let pages: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  pages = await startRenderedSite({ attributes: { 'service-worker': '/site/sw.js' } });
});
test.afterAll(() => pages?.close());

test('without JavaScript a page shows its head, text, images and plain links that navigate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${pages.url}/site/about`);
  expect(response!.status()).toBe(200);
  await expect(page).toHaveTitle('About | Lakeside Park');
  // Playwright's locators reach into the declared shadow root, as a reader's eyes do.
  await expect(page.locator('h1')).toHaveText('About Lakeside Park');
  await expect(page.getByText('A circuit, a drag strip and a driver training centre')).toBeVisible();
  await expect(page.locator('img.image').first()).toBeVisible();
  // The stylesheet links apply inside the shadow root: the header is laid out by site.css.
  expect(await page.locator('.site-header').evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
  await page.locator('nav a', { hasText: 'Contact' }).click();
  await expect(page).toHaveURL(`${pages.url}/site/contact`);
  await expect(page.locator('h1')).toHaveText('Contact us');
  // The note is in a <noscript> (which getByText skips), shown because no script runs.
  await expect(page.locator('p.needs-script').first()).toHaveText(
    'This form needs JavaScript: turn JavaScript on in your browser to send it.',
  );
  await expect(page.locator('p.needs-script').first()).toBeVisible();
  // On a phone too: the menu is a popover, which its toggle opens with no script.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('nav a', { hasText: 'Gallery' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.locator('nav a', { hasText: 'Gallery' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('nav a', { hasText: 'Gallery' })).toBeHidden();
  const missing = await page.goto(`${pages.url}/site/no-such-page`);
  expect(missing!.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await context.close();
});

for (const javaScriptEnabled of [false, true]) {
  test(`every page, its event types one of each shape, under the handler's own CSP reports no violation, ${javaScriptEnabled ? 'with' : 'without'} script`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const violations = await watchPolicy(page, pages.url);
    for (const path of [...(await sitemapPaths()), '/profile', '/no-such-page']) {
      const response = await page.goto(`${pages.url}/site${path === '/' ? '/' : path}`);
      expect(response!.headers()['content-security-policy'], path).toMatch(/^default-src 'self'/);
      if (javaScriptEnabled) await expect(page.locator('venue-site'), path).toHaveAttribute('data-venue-hydrated', '', { timeout: 15_000 });
      else await expect(page.locator('venue-site [part=header]'), path).toBeVisible();
    }
    expect(violations).toEqual([]);
    await context.close();
  });
}

test("with JavaScript under the handler's CSP, the page comes alive with no violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  await page.goto(`${pages.url}/site/about`);
  await expect(page.locator('h1')).toHaveText('About Lakeside Park');
  // The element is defined and routes on the client: a menu click needs no new document.
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('nav a', { hasText: 'FAQ' }).first().click();
  await expect(page).toHaveURL(`${pages.url}/site/faq`);
  await expect(page.locator('h1')).toHaveText('Frequently asked questions');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // On a phone the menu is behind its toggle.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('.menu-toggle')).toBeVisible();
  await expect(page.locator('nav a', { hasText: 'Gallery' })).toBeHidden();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

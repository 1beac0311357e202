import { expect, test } from '@playwright/test';
import { startRenderedSite } from './site-helpers';

/**
 * A server-rendered form's note for readers without script ("This form needs JavaScript…"):
 * shown, in the site's language, when no script runs; never shown to a visitor whose browser runs
 * script, neither before the page hydrates nor after.
 */
let site: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  site = await startRenderedSite({ lang: 'de' });
});
test.afterAll(() => site?.close());

const GERMAN = 'Dieses Formular braucht JavaScript: Schalten Sie JavaScript in Ihrem Browser ein, um es zu senden.';
/** The text a visitor sees in the site's shadow tree (laid out text only: a noscript's is not). */
const shownText = () => document.querySelector('venue-site')!.shadowRoot!.querySelector('main')!.innerText;

test("without JavaScript the note shows, in the site's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/site/contact`);
  const note = page.locator('main form p.needs-script').first();
  await expect(note).toBeVisible();
  await expect(note).toHaveText(GERMAN);
  await expect(page.getByText('This form needs JavaScript')).toHaveCount(0);
  await context.close();
});

test('with JavaScript the note never shows: not before hydration, not after', async ({ page }) => {
  await page.goto(`${site.url}/site/contact`, { waitUntil: 'domcontentloaded' });
  // Before any of the SDK's code has run: the server's form is there, its note is not.
  const before = await page.evaluate(() => ({ defined: Boolean(customElements.get('venue-site')) }));
  expect(before.defined).toBe(false);
  const form = page.locator('main form').first();
  await expect(form).toBeVisible();
  await expect(page.locator('p.needs-script')).toHaveCount(0);
  expect(await page.evaluate(shownText)).not.toContain('JavaScript');
  // Hydrated, and the form alive once touched.
  await expect(page.locator('venue-site[data-venue-hydrated]')).toHaveCount(1);
  await form.getByRole('textbox').first().fill('Robin');
  await expect(page.locator('p.needs-script')).toHaveCount(0);
  expect(await page.evaluate(shownText)).not.toContain('JavaScript');
});

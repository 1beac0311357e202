import { expect, test } from '@playwright/test';
import { goClientSide, main, site, waitForPage } from './site-helpers';

/**
 * The site imports a widget kind's definition when a page first shows it: a page reached
 * client-side whose widget's code cannot be loaded shows that widget's error with a retry, and
 * the rest of the page as it is.
 */
test("a widget whose definition's code cannot be loaded shows its error with a retry; the page around it stays", async ({ page }) => {
  await page.goto(site('/'));
  await waitForPage(page);
  await page.route('**/dist/chunks/def-contact-form-*.js', (route) => route.abort());
  await goClientSide(page, '/contact');
  await expect(main(page).getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main(page).locator('form')).toHaveCount(0);
  // The header, the footer and the rest of the page are there.
  await expect(page.locator('venue-site [part=header] a[href="/site/contact"]').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { goClientSide, main, site, waitForPage } from './site-helpers';

// An event type or article that does not exist is as unknown as a CMS page that does not: the
// site's not-found screen, not the widget's own notice inside an otherwise ordinary page.
const MISSING = [
  { path: '/events/no-such-type', notice: 'This event could not be found.' },
  { path: '/article/no-such-article', notice: 'This article could not be found' },
];

test.describe('site: a route whose record does not exist', () => {
  for (const { path, notice } of MISSING) {
    test(`${path} shows the not-found screen on load`, async ({ page }) => {
      await page.goto(site(path));
      await expect(main(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(main(page).getByText('Please visit our homepage to get where you need to go.')).toBeVisible();
      await expect(main(page).getByText(notice)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Page not found/);
      await main(page).getByRole('link', { name: 'Take me home' }).click();
      await expect(page).toHaveURL(/\/site\/$/);
      await expect(main(page).locator('[part=page]')).toBeVisible();
    });

    test(`${path} shows the not-found screen after a client-side navigation`, async ({ page }) => {
      await page.goto(site('/'));
      await waitForPage(page);
      await goClientSide(page, path);
      await expect(main(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(main(page).getByText(notice)).toHaveCount(0);
    });
  }

  test('an existing event type and article still show their pages', async ({ page }) => {
    await page.goto(site('/events/happy-laps'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Happy Laps' })).toBeVisible();
    await goClientSide(page, '/article/sorry');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sorry: the 14th is cancelled' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
});

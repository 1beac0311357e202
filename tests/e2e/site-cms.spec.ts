import { expect, test } from '@playwright/test';
import { api, site } from './site-helpers';

/**
 * 001 §2: the `cms` slug "sends the browser to the back-office area at {host}/cms": the site's
 * own host (here the demo's, whose API is on another port), unless configure({ cmsUrl }) names
 * another back office.
 */
const backOffice = (route: import('@playwright/test').Route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Back office</title><h1>Back office</h1>' });

test("/cms leaves for the back office on the site's own host, not the API's", async ({ page }) => {
  const own = `${new URL(site()).origin}/cms`;
  expect(new URL(api()).origin).not.toBe(new URL(site()).origin);
  await page.route(own, backOffice);
  await page.goto(site('/cms'));
  await expect(page).toHaveURL(own);
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
});

test('/cms leaves for the configured cmsUrl', async ({ page }) => {
  const elsewhere = `${new URL(api()).origin}/cms`;
  await page.addInitScript((cmsUrl) => {
    const w = window as unknown as { VenueElements?: { queue?: object[] } };
    w.VenueElements = w.VenueElements || {};
    (w.VenueElements.queue = w.VenueElements.queue || []).push({ cmsUrl });
  }, elsewhere);
  await page.route(elsewhere, backOffice);
  await page.goto(site('/cms'));
  await expect(page).toHaveURL(elsewhere);
});

import { expect, test, type Page } from '@playwright/test';
import { api, main, site } from './site-helpers';

/**
 * The trackers the domain settings name, and only those, load after the page's first paint, set
 * up through their JavaScript interfaces (no inline script). No network here: each tracker's
 * address answers with a script that records it ran.
 */
const TRACKERS = {
  ga: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
  matomo: 'https://stats.venue.example/matomo.js',
};

async function withDomain(page: Page, settings: Record<string, string>) {
  await page.route(`${api()}/api/v1/cognito/domain/initialData`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, domain: { ...body.domain, ...settings } } });
  });
  const requested: string[] = [];
  for (const [name, url] of Object.entries(TRACKERS)) {
    await page.route(`${url}*`, (route) => {
      requested.push(name);
      return route.fulfill({ contentType: 'text/javascript', body: `(window.ran = window.ran || []).push(${JSON.stringify(name)});` });
    });
  }
  // Each tracker's script element, with whether the page had painted when it was added.
  await page.addInitScript(() => {
    const added: { src: string; painted: boolean }[] = ((window as unknown as { added: typeof added }).added = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && /googletagmanager|facebook|matomo/.test(node.src)) {
            added.push({ src: node.src, painted: performance.getEntriesByType('paint').length > 0 });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return requested;
}

const added = (page: Page) => page.evaluate(() => (window as unknown as { added: { src: string; painted: boolean }[] }).added);

test('every tracker the domain sets loads after the first paint, configured without inline script', async ({ page }) => {
  const requested = await withDomain(page, {
    google_analytics_key: 'G-TEST123',
    google_tag_manager: 'GTM-TEST45',
    facebook_pixel: '123456789',
    matomo_site_url: 'https://stats.venue.example',
    matomo_site_id: '7',
  });
  await page.goto(site('/calendar'));
  await expect(main(page).locator('[part=page]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { ran?: string[] }).ran ?? []).sort()))
    .toEqual(['ga', 'gtm', 'matomo', 'pixel']);
  expect(requested.sort()).toEqual(['ga', 'gtm', 'matomo', 'pixel']);
  const scripts = await added(page);
  expect(scripts.map((s) => new URL(s.src).origin + new URL(s.src).pathname + new URL(s.src).search).sort()).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js',
    'https://stats.venue.example/matomo.js',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    'https://www.googletagmanager.com/gtm.js?id=GTM-TEST45',
  ]);
  expect(scripts.every((s) => s.painted)).toBe(true);
  const setup = await page.evaluate(() => {
    const w = window as unknown as { dataLayer: unknown[]; _paq: unknown[][]; fbq: { queue: unknown[][] } };
    return {
      config: w.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === 'config'),
      gtm: w.dataLayer.some((entry) => (entry as { event?: string }).event === 'gtm.js'),
      site: w._paq.find((args) => args[0] === 'setSiteId'),
      tracker: w._paq.find((args) => args[0] === 'setTrackerUrl'),
      pixel: w.fbq.queue.find((args) => args[0] === 'init'),
    };
  });
  expect(setup).toEqual({
    config: ['config', 'G-TEST123'],
    gtm: true,
    site: ['setSiteId', '7'],
    tracker: ['setTrackerUrl', 'https://stats.venue.example/matomo.php'],
    pixel: ['init', '123456789'],
  });
});

test('only the trackers that are set load: none for empty settings', async ({ page }) => {
  const requested = await withDomain(page, { facebook_pixel: '987654321' });
  await page.goto(site('/calendar'));
  await expect(main(page).locator('[part=page]')).toBeVisible();
  await expect.poll(() => requested).toEqual(['pixel']);
  // Given the time the first one took, the others would have been asked for as well.
  await page.waitForTimeout(500);
  expect(requested).toEqual(['pixel']);
  expect((await added(page)).map((s) => s.painted)).toEqual([true]);

  const none = await page.context().newPage();
  const asked = await withDomain(none, {});
  await none.goto(site('/calendar'));
  await expect(main(none).locator('[part=page]')).toBeVisible();
  await none.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  expect(await none.evaluate(() => 'dataLayer' in window || '_paq' in window || 'fbq' in window)).toBe(false);
});

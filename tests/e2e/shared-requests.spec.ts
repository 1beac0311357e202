import { expect, test, type Request } from '@playwright/test';

/**
 * Ten elements on one page that need the same data share one request per resource: the
 * loader's plans, the elements' first renders and the GraphQL calls all go through the page's
 * one query cache.
 */
test('ten elements that need the same data make one request per resource', async ({ page }) => {
  const pages = process.env.PAGES_URL!;
  const api = process.env.API_URL!;
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(api) && r.method() !== 'OPTIONS') requests.push(r);
  });
  await page.goto(`${pages}/tests/browser/fixtures/ten-elements.html`);
  await expect(page.locator('venue-faq').first().locator('button[part=question]').first()).toBeVisible();
  await expect(page.locator('venue-calendar').first().locator('.calendar-day').first()).toBeVisible();
  await expect(page.locator('venue-event-type').nth(1).locator('h1')).toBeVisible();
  await expect(page.locator('venue-product-grid').nth(1).locator('[part=card]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const count = (match: (r: Request) => boolean) => requests.filter(match).length;
  const path = (r: Request) => new URL(r.url()).pathname;
  const graphql = (name: string) => (r: Request) => path(r) === '/graphql' && (r.postData() ?? '').includes(name);
  expect(count((r) => path(r) === '/api/v1/cognito/faq')).toBe(1);
  expect(count((r) => path(r) === '/api/v1/lakeside/event/calendar')).toBe(1);
  expect(count(graphql('lakesideVenues'))).toBe(1);
  expect(count(graphql('lakesideEventType'))).toBe(1);
  expect(count((r) => path(r) === '/api/v1/sell/product')).toBe(1);
});

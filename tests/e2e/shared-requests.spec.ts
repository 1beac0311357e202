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

/**
 * A visitor's calendar and FAQ data are asked for by the loader itself (fetch, before any chunk
 * has arrived) and adopted by the elements: one request each, none by the elements' own client.
 * A member's calls carry a token, so the elements make them.
 */
test('the loader asks for a visitor’s first data itself, and the elements adopt it', async ({ page }) => {
  const api = process.env.API_URL!;
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(api) && r.method() !== 'OPTIONS') requests.push(r);
  });
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/ten-elements.html`);
  await expect(page.locator('venue-faq').first().locator('button[part=question]').first()).toBeVisible();
  await expect(page.locator('venue-calendar').first().locator('.calendar-day').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const path = (r: Request) => new URL(r.url()).pathname;
  const made = (match: (r: Request) => boolean) => requests.filter(match).map((r) => r.resourceType());
  expect(made((r) => path(r) === '/api/v1/lakeside/event/calendar')).toEqual(['fetch']);
  expect(made((r) => path(r) === '/graphql' && (r.postData() ?? '').includes('lakesideVenues'))).toEqual(['fetch']);
  expect(made((r) => path(r) === '/api/v1/cognito/faq')).toEqual(['fetch']);
});

test('a calendar’s data is asked for while its code is still on the way', async ({ page }) => {
  // When the tag is defined: its code is all in and evaluated (the element's own client could
  // only ask after that).
  await page.addInitScript(() => {
    const define = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      if (name === 'venue-calendar') (window as unknown as { definedAt: number }).definedAt = performance.now();
      define(name, constructor, options);
    };
  });
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/calendar.html`);
  await expect(page.locator('venue-calendar').first().locator('.calendar-day').first()).toBeVisible();
  // The days show before the venues' reply, which comes 50 ms after the events' call: both
  // calls' entries are waited for.
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').filter((e) => /\/graphql$|\/event\/calendar/.test(e.name)).length >= 2,
  );
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // Its two calls, the events first and the venues 50 ms later (000 §9).
    const venues = entries.find((e) => e.name.endsWith('/graphql'))!;
    const events = entries.find((e) => e.name.includes('/api/v1/lakeside/event/calendar'))!;
    const definedAt = (window as unknown as { definedAt: number }).definedAt;
    return { venues: venues.startTime, events: events.startTime, definedAt, initiator: events.initiatorType };
  });
  expect(timing.initiator).toBe('fetch');
  expect(timing.events).toBeLessThan(timing.definedAt);
  expect(timing.venues).toBeGreaterThan(timing.events);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { goClientSide, main, waitForPage } from './site-helpers';
import { expect, strictApi, strictSite, test } from './strict-helpers';

interface SitemapEntry {
  url: string;
  seo_title?: string;
}

/** The sitemap as the SDK reads it: initialData's (001 §7). */
async function sitemapOf(request: APIRequestContext): Promise<SitemapEntry[]> {
  const reply = await request.get(`${strictApi()}/api/v1/cognito/domain/initialData`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { sitemap: SitemapEntry[] }).sitemap;
}

/** An event type as the contract's GraphQL gives it. */
async function eventTypeOf(request: APIRequestContext, url: string) {
  const reply = await request.post(`${strictApi()}/graphql`, {
    data: {
      query: 'query ($url: String!) { lakesideEventType(url: $url) { name events { name start_time } } }',
      variables: { url },
    },
  });
  const body = (await reply.json()) as {
    data?: { lakesideEventType: { name: string; events: { name: string; start_time: string }[] } | null };
  };
  return body.data?.lakesideEventType ?? null;
}

/**
 * Requests the page has in flight. A widget of the site shows nothing while its code is on the
 * way, and a spinner while its data is: only once the network has been quiet a while has every
 * widget of a page shown what it will.
 */
function watchRequests(page: Page) {
  let open = 0;
  let last = Date.now();
  const settle = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { quiet: (ms: number) => open <= 0 && Date.now() - last >= ms };
}
type Requests = ReturnType<typeof watchRequests>;

/** Every widget in the site's main content has its code and its data: the network quiet, no loading indicator left. */
async function expectLoaded(page: Page, requests: Requests, url: string) {
  await expect.poll(() => requests.quiet(300), { message: `${url}: requests settle`, timeout: 15_000 }).toBe(true);
  await expect(main(page).locator('[role=status].spinner, .spinner'), `${url} has loaded`).toHaveCount(0);
}

/** No error alert, no not-found screen, no Unknown widget in the site's main content. */
async function expectNoErrorShown(page: Page, url: string) {
  await expect(main(page).locator('[part=alert][data-tone=danger]'), `${url}: error alerts`).toHaveCount(0);
  await expect(main(page).locator('.not-found'), `${url}: not found`).toHaveCount(0);
  await expect(main(page).locator('.unknown-widget'), `${url}: unknown widgets`).toHaveCount(0);
}

test.describe('strict: <venue-site>', () => {
  test('every page of the sitemap but the event types renders its heading and content, with no error; testimonials show, in the grid and the hero', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const requests = watchRequests(page);
    const sitemap = (await sitemapOf(request)).filter((e) => !e.url.startsWith('/events/'));
    expect(sitemap.length).toBeGreaterThan(10);
    await page.goto(strictSite('/'));
    await waitForPage(page);
    let testimonials = 0;
    for (const { url } of sitemap) {
      await goClientSide(page, url);
      await expect(main(page).locator('[part=page]'), url).toBeVisible();
      await expect(main(page).locator('h1, h2').first(), `${url} has a heading`).toBeVisible();
      await expect.poll(async () => (await main(page).innerText()).trim().length, { message: `${url} shows content` }).toBeGreaterThan(20);
      // Its widgets' code and data in (a testimonial grid shows nothing, then a spinner, until then).
      await expectLoaded(page, requests, url);
      await expectNoErrorShown(page, url);
      for (const grid of await main(page).locator('[part~=testimonials], .hero-testimonial').all()) {
        await expect(grid.locator('blockquote').first(), `${url}: testimonials`).toBeVisible();
        testimonials += 1;
      }
    }
    expect(testimonials, 'the site shows testimonials somewhere').toBeGreaterThan(0);
  });

  test('every /events/{slug} page of the sitemap renders its event type and its next event', async ({ page, request }) => {
    test.setTimeout(180_000);
    const types = (await sitemapOf(request)).filter((e) => e.url.startsWith('/events/'));
    expect(types.length).toBeGreaterThanOrEqual(17);
    await page.goto(strictSite('/'));
    await waitForPage(page);
    for (const { url } of types) {
      const type = await eventTypeOf(request, url.slice('/events/'.length));
      expect(type, `${url} is an event type`).not.toBeNull();
      await goClientSide(page, url);
      await expect(main(page).getByRole('heading', { level: 1, name: type!.name, exact: true }), url).toBeVisible();
      const next = main(page).locator('[part~=next]');
      if (type!.events.length) await expect(next.locator('.event-name'), `${url}: next event`).toHaveText(type!.events[0].name);
      else await expect(next, `${url}: no next event`).toContainText('New dates to be announced soon');
      await expectNoErrorShown(page, url);
    }
  });
});

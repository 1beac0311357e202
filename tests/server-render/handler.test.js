// createHandler on the standard Request and Response: called directly, from Node's http server
// through nodeListener, and from Hono.
import { createServer } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, siteOptions, state, title, SITE_URL } from './helpers.js';

let api;
let handler;
let nodeListener;

beforeAll(async () => {
  const module = await server();
  api = await startServer();
  handler = module.createHandler(siteOptions(api));
  nodeListener = module.nodeListener;
});
afterAll(() => api?.stop());

describe('createHandler', () => {
  it('answers a page with its HTML and the cache headers a CDN needs', async () => {
    const response = await handler(new Request('https://venue.example/site/about'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    const html = await response.text();
    expect(title(html)).toBe('About | Lakeside Park');
    expect(state(html).url).toBe('/about');
  });

  it('answers 404, redirects and HEAD', async () => {
    const missing = await handler(new Request('https://venue.example/site/nothing-here'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    // A member's route is a page each browser resolves for itself: kept by no shared cache.
    const profile = await handler(new Request('https://venue.example/site/profile'));
    expect(profile.status).toBe(200);
    expect(profile.headers.get('location')).toBeNull();
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    const cms = await handler(new Request('https://venue.example/site/cms'));
    expect(cms.status).toBe(302);
    // 001 §2: {host}/cms, the site's own host (cms.test.js: the setting that says otherwise).
    expect(cms.headers.get('location')).toBe('https://venue.example/cms');
    // HEAD: the GET's headers, its length among them, and no body.
    const get = await handler(new Request('https://venue.example/site/faq'));
    const head = await handler(new Request('https://venue.example/site/faq', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const bytes = new TextEncoder().encode(await get.text()).length;
    expect(Number(head.headers.get('content-length'))).toBe(bytes);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
  });

  it('sends the headers a careful operator would: a CSP the page satisfies, nosniff, a referrer policy', async () => {
    const response = await handler(new Request('https://venue.example/site/about'));
    const policy = response.headers.get('content-security-policy');
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const origin = new URL(api.url).origin;
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} 'self' [^;]*${origin}`));
    // 'self': raw_code's frame document (server/rawFrame).
    expect(policy).toContain("frame-src 'self' https://maps.google.com");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Each can be changed or turned off.
    const own = (await server()).createHandler({
      ...siteOptions(api),
      headers: { contentSecurityPolicy: "default-src 'none'", contentTypeOptions: false, referrerPolicy: false },
    });
    const changed = await own(new Request('https://venue.example/site/about'));
    expect(changed.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(changed.headers.get('x-content-type-options')).toBeNull();
    expect(changed.headers.get('referrer-policy')).toBeNull();
    const none = (await server()).createHandler({ ...siteOptions(api), headers: { contentSecurityPolicy: false } });
    expect((await none(new Request('https://venue.example/site/about'))).headers.get('content-security-policy')).toBeNull();
  });

  it('allows the trackers the site names, and only those', async () => {
    const { contentSecurityPolicy } = await server();
    const plain = contentSecurityPolicy({ api: api.url, assets: '/dist/' });
    expect(plain).not.toContain('googletagmanager');
    const tracked = contentSecurityPolicy({ api: api.url, assets: 'https://cdn.example/ve/', trackers: ['google_analytics_key'] });
    expect(tracked).toMatch(/script-src 'self' https:\/\/cdn\.example https:\/\/www\.googletagmanager\.com;/);
    expect(tracked).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('serves robots.txt and sitemap.xml from the sitemap', async () => {
    const robots = await handler(new Request('https://venue.example/robots.txt'));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /site/profile');
    expect(text).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);
    const sitemap = await handler(new Request('https://venue.example/site/sitemap.xml'));
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${SITE_URL}about</loc>`);
    expect(xml).toContain(`<loc>${SITE_URL}events/happy-laps</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toContain('<priority>1.0</priority>');
  });

  it('leaves other addresses and methods to the server (null)', async () => {
    expect(await handler(new Request('https://venue.example/site/site.css'))).toBeNull();
    expect(await handler(new Request('https://venue.example/dist/venue-elements.js'))).toBeNull();
    expect(await handler(new Request('https://venue.example/site/contact', { method: 'POST', body: 'x' }))).toBeNull();
  });

  it("works from Node's http server", async () => {
    const http = createServer(nodeListener(handler));
    await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${http.address().port}`;
      const page = await fetch(`${base}/site/article/sorry`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toMatch(/s-maxage=60/);
      expect(title(await page.text())).toBe('Sorry: the 14th is cancelled | Lakeside Park');
      const checkout = await fetch(`${base}/site/checkout`, { redirect: 'manual' });
      expect(checkout.status).toBe(200);
      expect(checkout.headers.get('cache-control')).toBe('private, no-store');
      const moved = await fetch(`${base}/site/cms`, { redirect: 'manual' });
      expect(moved.status).toBe(302);
      expect((await fetch(`${base}/elsewhere.js`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('works from Hono', async () => {
    const app = new Hono();
    app.get('/site/*', async (c) => (await handler(c.req.raw)) ?? c.notFound());
    const page = await app.request('https://venue.example/site/events/happy-laps');
    expect(page.status).toBe(200);
    expect(title(await page.text())).toBe('Happy Laps | Lakeside Park');
    const missing = await app.request('https://venue.example/site/nope');
    expect(missing.status).toBe(404);
  });

  it('keeps rendered pages in memory as long as a CDN may, renders each once, and revalidates in the background', async () => {
    const { createHandler } = await server();
    let calls = 0;
    const counted = (...args) => (calls++, fetch(...args));
    const cached = createHandler({ ...siteOptions(api), fetch: counted });
    const [first, second] = await Promise.all(
      ['about', 'about'].map((p) => cached(new Request(`https://venue.example/site/${p}`)).then((r) => r.text())),
    );
    expect(title(first)).toBe('About | Lakeside Park');
    expect(second).toBe(first);
    const oneRender = calls;
    expect(oneRender).toBeGreaterThan(0);
    expect(await (await cached(new Request('https://venue.example/site/about'))).text()).toBe(first);
    expect((await cached(new Request('https://venue.example/site/nothing-here'))).status).toBe(404);
    const afterMissing = calls;
    expect((await cached(new Request('https://venue.example/site/nothing-here'))).status).toBe(404);
    expect(calls).toBe(afterMissing);
    expect(oneRender).toBeLessThan(afterMissing);

    // Past s-maxage (0 here) the kept page is served while one render replaces it.
    calls = 0;
    const revalidating = createHandler({
      ...siteOptions(api),
      fetch: counted,
      cacheControl: 'public, s-maxage=0, stale-while-revalidate=60',
    });
    await (await revalidating(new Request('https://venue.example/site/faq'))).text();
    const rendered = calls;
    const stale = await revalidating(new Request('https://venue.example/site/faq'));
    expect(stale.status).toBe(200);
    await expect.poll(() => calls, { timeout: 10_000 }).toBe(2 * rendered);

    // memoryCache: 0, or a private page, keeps nothing. (A fetch of its own: the site's pages share
    // the GETs in flight, and the revalidation above may still be waiting for its reply.)
    for (const options of [{ memoryCache: 0 }, { cacheControl: 'private, max-age=60' }]) {
      const uncached = createHandler({ ...siteOptions(api), fetch: (...args) => (calls++, fetch(...args)), ...options });
      // The first render also asks for the site-wide data this site's renders then share for a minute.
      await (await uncached(new Request('https://venue.example/site/faq'))).text();
      calls = 0;
      await (await uncached(new Request('https://venue.example/site/faq'))).text();
      const once = calls;
      expect(once).toBeGreaterThan(0);
      await (await uncached(new Request('https://venue.example/site/faq'))).text();
      expect(calls).toBe(2 * once);
    }
  });

  it('answers 503, kept by no cache, when the API does not answer: a page that says so and tries again by itself', async () => {
    const { createHandler } = await server();
    const offline = createHandler({ ...siteOptions(api), api: 'http://127.0.0.1:9' });
    const response = await offline(new Request('https://venue.example/site/about'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="30">');
    expect(title(html)).toBe('The site is not available right now');
  });
});

/** A fetch to the reference back end that a test can take down, make fail or slow. */
function switchable() {
  const state = { mode: 'up', delay: 0, calls: 0 };
  const fetcher = async (input, init) => {
    state.calls += 1;
    if (state.delay) await new Promise((resolve) => setTimeout(resolve, state.delay));
    if (state.mode === 'down') throw new TypeError('fetch failed');
    if (state.mode === 'failing')
      return new Response('{"message":"Server Error"}', { status: 500, headers: { 'content-type': 'application/json' } });
    return fetch(input, init);
  };
  return { state, fetcher };
}

describe('createHandler under distinct addresses', () => {
  it('answers unknown addresses 404 at one API call each: initialData is shared by the renders', async () => {
    const { createHandler } = await server();
    const { state, fetcher } = switchable();
    const handler = createHandler({ ...siteOptions(api), fetch: fetcher });
    expect((await handler(new Request('https://venue.example/site/about'))).status).toBe(200);
    const before = state.calls;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => handler(new Request(`https://venue.example/site/no-such-page-${i}`)).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(404));
    // 001 §4: an unknown page is asked of the server, once; nothing else is asked again.
    expect(state.calls - before).toBe(20);
  });

  it('renders a few pages at a time, the others in their turn: a thousand at once hold a few renders', async () => {
    const { createHandler } = await server();
    let asking = 0;
    let most = 0;
    const counted = async (...args) => {
      most = Math.max(most, ++asking);
      try {
        return await fetch(...args);
      } finally {
        asking -= 1;
      }
    };
    const handler = createHandler({ ...siteOptions(api), fetch: counted, renders: 3 });
    expect((await handler(new Request('https://venue.example/site/about'))).status).toBe(200);
    most = 0;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => handler(new Request(`https://venue.example/site/not-here-${i}`)).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(12).fill(404));
    // Each unknown page's render asks one call: never more than three renders' calls at once.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3);
  });
});

describe('createHandler, its memory bounded by bytes', () => {
  it('forgets the least recently rendered page once the kept pages weigh more than memoryCacheBytes', async () => {
    const { createHandler } = await server();
    const { state, fetcher } = switchable();
    const handler = createHandler({ ...siteOptions(api), fetch: fetcher, memoryCacheBytes: 1 });
    await handler(new Request('https://venue.example/site/about'));
    await handler(new Request('https://venue.example/site/faq'));
    // /faq is kept (the last, however large); /about was forgotten and is rendered again.
    let calls = state.calls;
    await handler(new Request('https://venue.example/site/faq'));
    expect(state.calls).toBe(calls);
    calls = state.calls;
    await handler(new Request('https://venue.example/site/about'));
    expect(state.calls).toBeGreaterThan(calls);
  });
});

describe('createHandler when the API fails', () => {
  // A page is fresh for a second and stale for one more: past both, it would be rendered again.
  const shortCache = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400';

  for (const mode of ['down', 'failing']) {
    it(`serves a page rendered before, stale with its honest age, while the API is ${mode}; nothing is kept from the error`, async () => {
      const { createHandler } = await server();
      const { state, fetcher } = switchable();
      const handler = createHandler({ ...siteOptions(api), fetch: fetcher, cacheControl: shortCache });
      const first = await handler(new Request('https://venue.example/site/about'));
      expect(first.status).toBe(200);
      const kept = await first.text();
      state.mode = mode;
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      const stale = await handler(new Request('https://venue.example/site/about'));
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(kept);
      expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(2);
      // A page never rendered: the 503 page, kept by no cache.
      const never = await handler(new Request('https://venue.example/site/faq'));
      expect(never.status).toBe(503);
      expect(never.headers.get('cache-control')).toBe('no-store');
      // The API back: that page renders, nothing of the error was kept.
      state.mode = 'up';
      expect((await handler(new Request('https://venue.example/site/faq'))).status).toBe(200);
    });
  }

  it('answers a first render past its time limit with the 503 page at once, and keeps the page once it is done', async () => {
    const { createHandler } = await server();
    const { state, fetcher } = switchable();
    state.delay = 1_500;
    const handler = createHandler({ ...siteOptions(api), fetch: fetcher, renderTimeout: 1_000 });
    const started = Date.now();
    const slow = await handler(new Request('https://venue.example/site/contact'));
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The render went on: once done, the page is answered from memory at once.
    await expect
      .poll(async () => (await handler(new Request('https://venue.example/site/contact'))).status, { timeout: 20_000, interval: 500 })
      .toBe(200);
  });
});

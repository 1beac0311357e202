// createHandler with a cache other processes share, of the Cache API's shape (match/put of
// Responses): here a Map behind that shape, as a Worker's caches.default is one behind it. A page
// one handler rendered is answered by another without a call to the API, fresh or stale by the
// same rules as memory; a member's page is never put.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, siteOptions, title } from './helpers.js';

let api;
let module;

beforeAll(async () => {
  module = await server();
  api = await startServer();
});
afterAll(() => api?.stop());

/** The Cache API's shape over a Map: what the handler puts is kept as bytes and given back as a new Response. */
function cacheLike() {
  const entries = new Map();
  return {
    entries,
    async match(request) {
      const kept = entries.get(request.url);
      return kept && new Response(kept.body, { status: kept.status, headers: kept.headers });
    },
    async put(request, response) {
      entries.set(request.url, { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() });
    },
    async delete(request) {
      return entries.delete(request.url);
    },
  };
}

/** A handler of its own (its own memory) on `cache`, its API calls counted. */
function handlerOn(cache, options = {}) {
  const calls = { count: 0 };
  const handler = module.createHandler({ ...siteOptions(api), fetch: (...args) => (calls.count++, fetch(...args)), cache, ...options });
  return { calls, get: (path, context) => handler(new Request(`https://venue.example/site${path}`), context) };
}

/** The stored page at `path` made `seconds` older, as if rendered that long ago. */
function age(cache, path, seconds) {
  const kept = cache.entries.get(`https://venue.example/site${path}`);
  kept.headers = kept.headers.map(([name, value]) => [name, name === 'venue-rendered-at' ? String(Number(value) - seconds * 1000) : value]);
}

describe('createHandler on a shared cache', () => {
  it('answers a page another handler rendered, with no call to the API', async () => {
    const cache = cacheLike();
    const first = handlerOn(cache);
    const second = handlerOn(cache);
    const rendered = await first.get('/about?utm_source=one');
    const html = await rendered.text();
    expect(first.calls.count).toBeGreaterThan(0);
    const answered = await second.get('/about?fbclid=two');
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe(html);
    expect(second.calls.count).toBe(0);
    // The page's own headers, not the store's (an age aside, in whole seconds since the render).
    const own = (response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'age'));
    expect(own(answered)).toEqual(own(rendered));
    expect(title(html)).toBe('About | Lakeside Park');
  });

  it('never puts a page each browser resolves for itself, nor the 503 page', async () => {
    const cache = cacheLike();
    await handlerOn(cache).get('/profile');
    await handlerOn(cache, { api: 'http://127.0.0.1:9' }).get('/faq');
    expect([...cache.entries.keys()]).toEqual([]);
    expect((await handlerOn(cache).get('/profile')).headers.get('cache-control')).toBe('private, no-store');
  });

  it("serves another's page stale with its age while one render replaces it, and renders one past its time", async () => {
    const cache = cacheLike();
    const cacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
    await (await handlerOn(cache, { cacheControl }).get('/faq')).text();
    // Two minutes old: stale, answered at once with its age, and rendered again in the background.
    age(cache, '/faq', 120);
    const stale = handlerOn(cache, { cacheControl });
    // The background render goes to the context's waitUntil, as a Worker's ctx keeps it alive.
    const background = [];
    const answer = await stale.get('/faq', { waitUntil: (work) => background.push(work) });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('age'))).toBeGreaterThanOrEqual(120);
    expect(background).toHaveLength(1);
    await Promise.all(background);
    expect(stale.calls.count).toBeGreaterThan(0);
    // The new render is put: the next handler finds it fresh.
    const next = handlerOn(cache, { cacheControl });
    expect(Number((await next.get('/faq')).headers.get('age') ?? 0)).toBeLessThan(60);
    expect(next.calls.count).toBe(0);

    // Past s-maxage and stale-while-revalidate: rendered again before it is answered.
    age(cache, '/faq', 700);
    const late = handlerOn(cache, { cacheControl });
    const renewed = await late.get('/faq');
    expect(renewed.headers.get('age')).toBeNull();
    expect(late.calls.count).toBeGreaterThan(0);
  });

  it('answers the stored page, up to a day old, when the API fails', async () => {
    const cache = cacheLike();
    const html = await (await handlerOn(cache).get('/contact')).text();
    age(cache, '/contact', 3_600);
    const offline = handlerOn(cache, { api: 'http://127.0.0.1:9' });
    const answer = await offline.get('/contact');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(html);
    expect(Number(answer.headers.get('age'))).toBeGreaterThanOrEqual(3_600);
  });
});

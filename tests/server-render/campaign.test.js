// A campaign's clicks on createHandler: each carries a parameter of its own (utm_*, fbclid, gclid),
// and none of them is a new page to render. Routes that read a parameter keep it, a bounded number
// of variants each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { canonical, server, siteOptions, state, SITE_URL } from './helpers.js';

let api;
let module;

beforeAll(async () => {
  module = await server();
  api = await startServer();
  // The seed's redirect table is empty (001 §2): one old slug, as the CMS would add it.
  await api.db.query('INSERT INTO redirects (from_path, to_path) VALUES ($1, $2)', ['old-about', '/about']);
});
afterAll(() => api?.stop());

/** A handler whose API calls are counted. */
function counted(options = {}) {
  const calls = { count: 0 };
  const handler = module.createHandler({ ...siteOptions(api), fetch: (...args) => (calls.count++, fetch(...args)), ...options });
  const get = (path) => handler(new Request(`https://venue.example/site${path}`));
  return { calls, get };
}

describe('pageKeyOf', () => {
  const key = (address, keep) => module.pageKeyOf(new URL(address, 'https://venue.example'), '/site', keep);

  it('leaves out every parameter no route reads, tracking or not', () => {
    expect(key('/site/about?utm_source=fb&utm_campaign=raceday&fbclid=IwAR0')).toBe('/site/about');
    expect(key('/site/calendar?gclid=1&gbraid=2&wbraid=3&msclkid=4&mc_cid=5&mc_eid=6&_hsenc=7&_hsmi=8')).toBe('/site/calendar');
    expect(key('/site/faq?igshid=1&dclid=2&yclid=3&twclid=4&ttclid=5&li_fat_id=6&_ga=7&_gl=8&anything=9')).toBe('/site/faq');
    expect(key('/site/login?a=token&r=refresh&b=https://api.example')).toBe('/site/login');
  });

  it("keeps the parameters a route reads, sorted, and never a tracking one even under '*'", () => {
    const keep = { '/shop': ['category', 'page'], 'events/': ['*'] };
    expect(key('/site/shop?page=2&utm_source=x&category=karts', keep)).toBe('/site/shop?category=karts&page=2');
    expect(key('/site/shop/item?category=karts', keep)).toBe('/site/shop/item?category=karts');
    expect(key('/site/about?category=karts', keep)).toBe('/site/about');
    expect(key('/site/events?day=3&fbclid=1&UTM_Source=x&gclid=2', keep)).toBe('/site/events?day=3');
    expect(module.isTrackingParameter('utm_whatever')).toBe(true);
    expect(module.TRACKING_PARAMETERS).toEqual(expect.arrayContaining(['utm_*', 'fbclid', 'gclid', 'msclkid', '_gl']));
  });
});

describe('createHandler under a campaign', () => {
  it('renders a page once for any number of campaign addresses, the same document with its canonical', async () => {
    const { calls, get } = counted();
    const plain = await (await get('/about')).text();
    const rendered = calls.count;
    expect(rendered).toBeGreaterThan(0);
    const addresses = [
      ...Array.from({ length: 30 }, (_, i) => `/about?utm_source=x${i}&utm_medium=cpc`),
      ...Array.from({ length: 30 }, (_, i) => `/about?fbclid=IwAR${i}`),
      '/about?gclid=1&_gl=2&mc_eid=3&anything=else',
    ];
    const pages = await Promise.all(addresses.map((path) => get(path).then((r) => r.text())));
    for (const page of pages) expect(page).toBe(plain);
    expect(calls.count).toBe(rendered);
    expect(state(plain).url).toBe('/about');
    expect(canonical(plain)).toBe(`${SITE_URL}about`);
  });

  it("never writes a login link's tokens into a page, nor renders it again for them", async () => {
    const { calls, get } = counted();
    const login = await (await get('/login')).text();
    const rendered = calls.count;
    const linked = await (await get('/login?a=secret-access&r=secret-refresh')).text();
    expect(linked).toBe(login);
    expect(linked).not.toContain('secret-');
    expect(calls.count).toBe(rendered);
  });

  it("sends a redirect on with the visitor's parameters, for them alone", async () => {
    const { get } = counted();
    const plain = await get('/old-about');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/site/about');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const campaign = await get('/old-about?utm_source=news&fbclid=7');
    expect(campaign.status).toBe(301);
    expect(campaign.headers.get('location')).toBe('/site/about?utm_source=news&fbclid=7');
    // A CDN that leaves the query out of its key must not give one visitor's parameters to another.
    expect(campaign.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renders a parameter a route reads as a page of its own (keepParameters), and cacheKey replaces the rule', async () => {
    const { calls, get } = counted({ keepParameters: { '/about': ['edition'] } });
    const first = await (await get('/about?edition=2026&utm_source=x')).text();
    expect(state(first).url).toBe('/about?edition=2026');
    const rendered = calls.count;
    expect(await (await get('/about?utm_source=y&edition=2026')).text()).toBe(first);
    expect(calls.count).toBe(rendered);
    await get('/about?edition=2027');
    expect(calls.count).toBeGreaterThan(rendered);

    // A key of the operator's own: here every query is one page.
    const own = counted({ cacheKey: (url) => url.pathname });
    await own.get('/faq?edition=1');
    const once = own.calls.count;
    await own.get('/faq?edition=2');
    expect(own.calls.count).toBe(once);
  });

  it("keeps at most queryVariants of a route's variants, the oldest going first, and the site's pages stay", async () => {
    const { calls, get } = counted({ queryVariants: 2 });
    await get('/about');
    for (const words of ['laps', 'karts', 'gifts']) expect((await get(`/search/${words}`)).status).toBe(200);
    let before = calls.count;
    // The two most recent are kept; /about, not a variant, is kept too.
    for (const path of ['/search/karts', '/search/gifts', '/about']) await get(path);
    expect(calls.count).toBe(before);
    before = calls.count;
    await get('/search/laps');
    expect(calls.count).toBeGreaterThan(before);
    // A search's campaign parameters are left out as any page's.
    before = calls.count;
    await get('/search/laps?utm_source=x');
    expect(calls.count).toBe(before);
  });
});

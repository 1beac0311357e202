import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isChunk } from '../chunks';
import { API, SITE, manifest, openSite, questions, script } from './site';

const faq = '<venue-faq group="faqs"></venue-faq>';

function consoleOf(page: import('@playwright/test').Page) {
  const messages: ConsoleMessage[] = [];
  page.on('console', (m) => messages.push(m));
  page.on('pageerror', (e) => messages.push({ type: () => 'error', text: () => String(e) } as ConsoleMessage));
  return messages;
}

test.describe('the loader', () => {
  for (const [name, html] of [
    ['a classic script before the tags', `<head>${script()}</head><body>${faq}</body>`],
    ['a classic script after the tags', `<body>${faq}${script()}</body>`],
    ['a module script before the tags', `<head>${script('type="module"')}</head><body>${faq}</body>`],
    ['a module script after the tags', `<body>${faq}${script('type="module"')}</body>`],
    ['an async script', `<head>${script('async')}</head><body>${faq}</body>`],
    ['a deferred script', `<head>${script('defer')}</head><body>${faq}</body>`],
  ]) {
    test(`works as ${name}`, async ({ page }) => {
      const messages = consoleOf(page);
      await openSite(page, html);
      await expect(questions(page)).toHaveCount(3);
      expect(messages.filter((m) => ['error', 'warning'].includes(m.type())).map((m) => m.text())).toEqual([]);
    });
  }

  test('a data-api that is not an http(s) address is passed over with a warning that says so, not a crash', async ({ page }) => {
    const messages = consoleOf(page);
    await page.route('https://api.venue.example/**', (route) => route.abort());
    await openSite(page, `<head><script src="/dist/venue-elements.js" data-api="api.venue.example"></script></head><body>${faq}</body>`);
    // The element is defined and shows that its content could not be loaded, with a retry.
    await expect(page.locator('venue-faq').getByRole('button', { name: 'Try again' })).toBeVisible();
    const said = (type: string) => messages.filter((m) => m.type() === type).map((m) => m.text());
    expect(said('warning')).toEqual([expect.stringContaining('data-api="api.venue.example" on the <script> tag is not valid')]);
    expect(said('error').filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('asks for the kit (React, the longest download) before the data and before anything else it sets up', async ({ page }) => {
    await openSite(page, `<head>${script('defer')}</head><body>${faq}</body>`);
    await expect(questions(page)).toHaveCount(3);
    const started = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ name: new URL(entry.name).pathname, at: entry.startTime })),
    );
    const kit = started.find((entry) => entry.name.endsWith(manifest.kit.replace(/^chunks/, '')));
    const call = started.find((entry) => entry.name === '/api/v1/cognito/faq');
    expect(kit && call).toBeTruthy();
    expect(kit!.at).toBeLessThanOrEqual(call!.at);
  });

  test("discover(root) finds the tags in a host's shadow root, and those added to it later", async ({ page }) => {
    // No venue-* tag outside: nothing loads unless the loader finds the one in the shadow root.
    await openSite(page, `<head>${script()}</head><body><div id="now"></div><div id="later"></div></body>`);
    await page.evaluate(() => {
      const root = document.getElementById('now')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<venue-faq group="faqs"></venue-faq>';
      window.VenueElements!.discover!(root);
    });
    await expect(questions(page, '#now venue-faq')).toHaveCount(3);
    // A root discovered while it is empty: its tag, added afterwards, is found as it comes.
    await page.evaluate(() => {
      const root = document.getElementById('later')!.attachShadow({ mode: 'open' });
      window.VenueElements!.discover!(root);
      setTimeout(() => (root.innerHTML = '<div><venue-calendar></venue-calendar></div>'), 50);
    });
    await expect(page.locator('#later venue-calendar')).toHaveAttribute('data-venue-ready', '', { timeout: 10_000 });
  });

  test("the README's queue before a deferred script configures it, as configure() would", async ({ page }) => {
    const messages = consoleOf(page);
    const queue = `<script>
      window.VenueElements = window.VenueElements || {};
      (VenueElements.queue = VenueElements.queue || []).push({ lang: 'de' });
    </script>`;
    await openSite(page, `<head>${queue}${script('defer')}</head><body>${faq}</body>`);
    await expect(questions(page)).toHaveCount(3);
    expect(await page.evaluate(() => window.VenueElements!.getConfig!().lang)).toBe('de');
    await expect(page.locator('venue-faq .venue-root')).toHaveAttribute('lang', 'de');
    expect(messages.filter((m) => ['error', 'warning'].includes(m.type())).map((m) => m.text())).toEqual([]);
  });

  test('included twice does nothing the second time and warns once', async ({ page }) => {
    const messages = consoleOf(page);
    await openSite(page, `<head>${script()}${script('type="module"')}${script()}</head><body>${faq}</body>`);
    await expect(questions(page)).toHaveCount(3);
    const warnings = messages.filter((m) => m.type() === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].text()).toContain('included more than once');
    expect(messages.filter((m) => m.type() === 'error')).toEqual([]);
  });

  test('checks the script tag’s data-* values: a bad one is ignored with one warning naming the attribute and the fix', async ({
    page,
  }) => {
    const messages = consoleOf(page);
    await openSite(page, `<head>${script('data-mode="staging" data-routing="memory"')}</head><body>${faq}</body>`);
    await expect(questions(page)).toHaveCount(3);
    const warnings = messages.filter((m) => m.type() === 'warning').map((m) => m.text());
    expect(warnings).toHaveLength(2);
    expect(warnings.find((w) => w.includes('data-mode="staging"'))).toContain('Use "production" or "development"');
    expect(warnings.find((w) => w.includes('data-routing="memory"'))).toContain('Use "path" or "hash"');
    expect(await page.evaluate(() => window.VenueElements?.getConfig?.())).toMatchObject({ mode: 'production', routing: 'path' });
  });

  test('finds a tag added later', async ({ page }) => {
    await openSite(page, `<head>${script()}</head><body><div id="later"></div></body>`);
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      const el = document.createElement('venue-faq');
      el.setAttribute('group', 'faqs');
      document.getElementById('later')!.append(el);
    });
    await expect(questions(page)).toHaveCount(3);
  });

  test('imports only the chunks of the tags on the page, relative to its own URL', async ({ page }) => {
    const log = await openSite(page, `<head>${script()}</head><body>${faq}</body>`);
    await expect(questions(page)).toHaveCount(3);
    const allowed = new Set(['venue-elements.js', ...manifest.tags['venue-faq'].files]);
    expect(log.files.filter((f) => !allowed.has(f))).toEqual([]);
  });

  test('starts the data call while the element code is still downloading (no waterfall)', async ({ page }) => {
    let apiAt = 0;
    let kitServedAt = 0;
    // the kit: the React runtime and the UI every element renders with
    const kitFile = manifest.tags['venue-faq'].files.find((f) => f.includes('kit-'))!;
    page.on('requestfinished', (r) => {
      if (r.url().endsWith(kitFile)) kitServedAt = Date.now();
    });
    await openSite(page, `<head>${script()}</head><body>${faq}</body>`, {
      delays: { 'kit-': 800 },
      api: (url) => {
        if (url.pathname.endsWith('/faq')) apiAt = Date.now();
        return { body: { data: [] } };
      },
    });
    await expect(page.locator('venue-faq .faq-empty')).toBeVisible();
    expect(apiAt).toBeGreaterThan(0);
    expect(apiAt).toBeLessThan(kitServedAt);
  });

  test('an element without early calls starts its queries with the core and its definition, before the kit and its component', async ({
    page,
  }) => {
    let apiAt = 0;
    let kitServedAt = 0;
    page.on('requestfinished', (r) => {
      if (r.url().endsWith(manifest.kit)) kitServedAt = Date.now();
    });
    const log = await openSite(page, `<head>${script()}</head><body><venue-testimonials></venue-testimonials></body>`, {
      delays: { 'kit-': 800 },
      api: (url) => {
        if (url.pathname.endsWith('/testimonial')) apiAt ||= Date.now();
        return { body: { data: [], num_items: 0, num_pages: 0 } };
      },
    });
    await expect.poll(() => kitServedAt).toBeGreaterThan(0);
    expect(apiAt).toBeGreaterThan(0);
    expect(apiAt).toBeLessThan(kitServedAt);
    // The core, the kit, the definition and the rest: no per-element entry or plan chunk.
    expect(new Set(log.files.filter((f) => f.startsWith('chunks/')))).toEqual(new Set(manifest.tags['venue-testimonials'].files));
  });

  test('a calendar asks for its events first, before the loader sets up anything else, then the venues', async ({ page }) => {
    // In the order the page asks, with what the loader had done by then: the first call goes out
    // before its reserving sheet is adopted, in the same task, not after the loader has run.
    await page.addInitScript(() => {
      const asked: string[] = ((window as unknown as { asked: string[] }).asked = []);
      const fetch = window.fetch;
      window.fetch = (input, init) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        asked.push(`${init?.method ?? 'GET'} ${path} (sheets: ${document.adoptedStyleSheets.length})`);
        return fetch(input, init);
      };
    });
    // Deferred: the element is on the page when the loader runs.
    await openSite(page, `<head>${script('defer')}</head><body><venue-calendar></venue-calendar></body>`, {
      api: (url) => (url.pathname === '/graphql' ? { body: { data: { lakesideVenues: [] } } } : { body: [] }),
    });
    const asked = () => page.evaluate(() => (window as unknown as { asked: string[] }).asked);
    await expect.poll(async () => (await asked()).length).toBeGreaterThanOrEqual(2);
    expect((await asked()).slice(0, 2)).toEqual(['GET /api/v1/lakeside/event/calendar (sheets: 0)', 'POST /graphql (sheets: 1)']);
  });

  test('two elements on one page cost one request', async ({ page }) => {
    const log = await openSite(page, `<head>${script()}</head><body>${faq}${faq}</body>`);
    await expect(questions(page)).toHaveCount(6);
    expect(log.requests.filter((r) => r.url().startsWith(`${API}/api/v1/cognito/faq`))).toHaveLength(1);
  });

  test('reserves the element space before its code arrives', async ({ page }) => {
    await openSite(page, `<head>${script()}</head><body>${faq}<p id="after">after</p></body>`, { delays: { 'kit-': 1500 } });
    await page.waitForFunction(() => document.adoptedStyleSheets.length > 0);
    const before = await page.locator('venue-faq').evaluate((el) => el.getBoundingClientRect().height);
    expect(before).toBeGreaterThanOrEqual(200);
  });

  test('venue-elements.css reserves every element from the first paint, before a deferred script runs', async ({ page }) => {
    const css = readFileSync(join(import.meta.dirname, '../../dist/venue-elements.css'), 'utf8');
    // every tag is reserved, each with a height of its own
    const reserved =
      /:where\(:is\(([^)]+)\):not\(\[data-venue-ready\]\)\)\{min-height:var\(--venue-remembered,var\(--venue-reserve,var\(--venue-own\)\)\)\}/.exec(
        css,
      )!;
    const own = new Map(
      [...css.matchAll(/:where\(([^)]+)\)\{--venue-own:([^}]+)\}/g)].flatMap(([, tags, height]) =>
        tags.split(',').map((tag) => [tag, height]),
      ),
    );
    for (const tag of Object.keys(manifest.tags)) {
      expect(reserved[1].split(',')).toContain(tag);
      expect(own.get(tag)).toMatch(/^\d+(px|vh)$/);
    }
    const reserve = own.get('venue-faq')!.replace('px', '');
    await openSite(
      page,
      `<head><link rel="stylesheet" href="/dist/venue-elements.css">${script('defer')}</head><body>${faq}<p id="after">after</p></body>`,
      {
        delays: { 'venue-elements.js': 3000 },
        waitUntil: 'commit',
      },
    );
    await page.waitForFunction(() => document.getElementById('after'));
    expect(await page.evaluate(() => 'VenueElements' in window)).toBe(false); // the script has not run
    expect(await page.locator('venue-faq').evaluate((el) => el.getBoundingClientRect().height)).toBe(Number(reserve));
    // a host's --venue-reserve wins
    await page.addStyleTag({ content: 'venue-faq { --venue-reserve: 333px }' });
    expect(await page.locator('venue-faq').evaluate((el) => el.getBoundingClientRect().height)).toBe(333);
    // and so does any rule of the host's own, however plain (the reserving rules weigh nothing)
    await page.addStyleTag({ content: 'venue-faq { min-height: 111px }' });
    expect(await page.locator('venue-faq').evaluate((el) => el.getBoundingClientRect().height)).toBe(111);
    await expect(questions(page)).toHaveCount(3);
  });

  test('on the next view of a page, reserves the height the element’s first content had, then cleans up', async ({ page }) => {
    // FAQs with no box of their own (`auto`): each is its content's height.
    const own = '<style>venue-faq { --venue-reserve: auto }</style>';
    const html = `<head>${own}${script()}</head><body>${faq}<venue-faq group="faqs" toc></venue-faq><p id="after">after</p></body>`;
    await openSite(page, html, { delays: { 'kit-': 1500 } });
    await expect(questions(page)).toHaveCount(6);
    const heights = () => page.locator('venue-faq').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const rendered = await heights();
    expect(rendered[1]).toBeGreaterThan(rendered[0]); // the table of contents: two different heights
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(JSON.parse(localStorage.getItem('venue-elements/heights') ?? '{}'))
            .filter(([key]) => key.startsWith('/ '))
            .map(([, height]) => height),
        ),
      )
      .toEqual(rendered);

    // A host's guess at the loading box (--venue-reserve until the code is in); what the
    // visitor's browser measured wins.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.head.insertAdjacentHTML('beforeend', '<style>venue-faq:not(:defined) { --venue-reserve: 100px }</style>'),
      ),
    );
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('after') && document.adoptedStyleSheets.length > 0);
    expect(await page.evaluate(() => 'VenueElements' in window && !customElements.get('venue-faq'))).toBe(true); // code not in yet
    expect(await heights()).toEqual(rendered);
    expect(await page.locator('venue-faq').first().getAttribute('style')).toBe(`--venue-remembered: ${rendered[0]}px;`);

    await expect(questions(page)).toHaveCount(6);
    await expect(page.locator('venue-faq[data-venue-ready]')).toHaveCount(2);
    expect(await page.locator('venue-faq[style]').count()).toBe(0);
    expect(await heights()).toEqual(rendered);

    // Another page of the site with the same elements: their heights from the page seen.
    await page.goto(`${SITE}/another-page`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('after') && document.adoptedStyleSheets.length > 0);
    expect(await page.evaluate(() => !customElements.get('venue-faq'))).toBe(true);
    expect(await heights()).toEqual(rendered);
    await expect(questions(page)).toHaveCount(6);
  });

  test('VenueElements.reservationCss() gives a host the rules that reserve a first view at the right heights, from its first paint', async ({
    page,
    browser,
  }) => {
    const body = `${faq}<venue-faq group="faqs" toc></venue-faq><p id="after">after</p>`;
    const log = await openSite(page, `<head>${script()}</head><body>${body}</body>`);
    await expect(questions(page)).toHaveCount(6);
    const heights = (p: Page) => p.locator('venue-faq').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const rendered = await heights(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('venue-elements/heights'))).not.toBeNull();
    expect(log.files.filter(isChunk('reservationCss'))).toEqual([]);
    const css = await page.evaluate(() => window.VenueElements!.reservationCss!());
    expect(log.files.filter(isChunk('reservationCss'))).toHaveLength(1); // loaded when asked for, not before
    expect(css.split('\n')).toEqual([
      "/* venue-elements: the height of each element's first content at a 1280 px wide window, on / */",
      `venue-faq[group="faqs"]:not([data-venue-ready]) { display: block; min-height: var(--venue-remembered, ${rendered[0]}px) }`,
      `venue-faq[group="faqs"][toc]:not([data-venue-ready]) { display: block; min-height: var(--venue-remembered, ${rendered[1]}px) }`,
    ]);

    // A first-time visitor (nothing remembered) of the page with the rules in its stylesheet.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const visitor = await context.newPage();
      // The rules alone reserve, from the first paint: the deferred script has not even arrived.
      await openSite(visitor, `<head><style>${css}</style>${script('defer')}</head><body>${body}</body>`, {
        delays: { 'venue-elements.js': 1500 },
        waitUntil: 'commit',
      });
      await visitor.waitForFunction(() => document.getElementById('after'));
      expect(await visitor.evaluate(() => [localStorage.getItem('venue-elements/heights'), 'VenueElements' in window])).toEqual([
        null,
        false,
      ]);
      expect(await heights(visitor)).toEqual(rendered);
      await expect(questions(visitor)).toHaveCount(6);
      expect(await heights(visitor)).toEqual(rendered);
    } finally {
      await context.close();
    }
  });

  test('configure() before the core arrives is applied (later wins over data-*)', async ({ page }) => {
    const other = 'http://api2.test';
    let asked = '';
    await page.route(`${other}/**`, (route) => {
      asked = route.request().url();
      return route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify({ data: [] }),
      });
    });
    await openSite(page, `<head>${script()}<script>VenueElements.configure({ api: '${other}' })</script></head><body>${faq}</body>`);
    await expect(page.locator('venue-faq .faq-empty')).toBeVisible();
    expect(asked).toContain(`${other}/api/v1/cognito/faq`);
  });
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { isChunk } from '../chunks';
import { API, manifest, openSite } from './site';

/**
 * A page rendered by venue-elements/server: its head names its largest picture (preload, high
 * priority) and its data block the chunks of the widget kinds it renders. The page can be read
 * before any of its code runs: the loader waits until the page has loaded (or the visitor's first
 * key or touch), then loads the site and the kinds' chunks at once, and the core starts from the
 * replies the page carried (no initialData call). The page is rendered from the reference back
 * end's data, as if its API were http://api.test, and served with the built SDK.
 */
const kindsOf = manifest as unknown as { kinds: Record<string, string[]> };

/** `alter`, if given, changes each JSON reply of the back end before the renderer reads it. */
async function renderedDocument(path: string, alter?: (reply: unknown) => void): Promise<string> {
  const { renderPage } = (await import(new URL('../../dist/server/index.js', import.meta.url).href)) as {
    renderPage(url: string, options: object): Promise<{ status: number; html: string }>;
  };
  const backEnd = process.env.API_URL!;
  const { status, html } = await renderPage(path, {
    api: API,
    siteUrl: 'http://site.test/site/',
    base: '/site',
    assets: '/dist/',
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const reply = await fetch(String(input instanceof Request ? input.url : input).replace(API, backEnd), init);
      if (!alter || !reply.headers.get('content-type')?.includes('json')) return reply;
      const body = (await reply.json()) as unknown;
      alter(body);
      return Response.json(body, { status: reply.status });
    },
  });
  expect(status).toBe(200);
  return html;
}

const headLinks = (html: string, rel: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);
const stateOf = (html: string) =>
  JSON.parse(/data-venue-state>([\s\S]*?)<\/script>/.exec(html)![1]) as {
    kinds: string[];
    chunks: string[];
    queries: [unknown, unknown][];
  };

/**
 * The rendered page as a browser without script shows it, then as one with script once the site
 * has hydrated: `check` is run on each (a fresh context each time).
 */
async function withoutAndWithScript(
  browser: Browser,
  html: string,
  path: string,
  check: (page: Page, scripted: boolean) => Promise<void>,
): Promise<void> {
  for (const scripted of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled: scripted });
    try {
      const page = await context.newPage();
      await openSite(page, html, { path });
      if (scripted) await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
      await check(page, scripted);
    } finally {
      await context.close();
    }
  }
}

/** The page's pictures held until `release()`; every other reply as the fake API gives it. */
function heldPictures() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = async (url: URL) => {
    if (url.pathname.startsWith('/assets/')) await held;
    return { status: 404, body: {} };
  };
  return { api, release };
}

/**
 * The chunks asked for but the rendered page's own part of the loader (loader/rendered, 0.7 KB),
 * which reads the page's state block and waits with the rest.
 */
const chunksAsked = (files: string[]) => files.filter((file) => file.startsWith('chunks/') && !/^chunks\/rendered-/.test(file));

test("a rendered page preloads its largest picture, names its kinds' chunks for the loader, and its replies are not asked again", async ({
  page,
}) => {
  // The booking enquiry's page: its one row, the page's title on its picture and the form, comes
  // alive with the page (a row of the title alone would stay as the server wrote it: site/stillRows).
  const html = await renderedDocument('/site/booking-enquiry');
  const { kinds, chunks } = stateOf(html);
  expect(kinds).toContain('tpl/heading');
  expect(kinds).toContain('venue_booking_enquiry');
  // Exactly the kinds' chunks: the row's heading's, not People's or Calendar's; none fetched from the head.
  const expected = [...new Set(kinds.flatMap((kind) => kindsOf.kinds[kind] ?? []))];
  expect([...chunks].sort()).toEqual(expected.sort());
  expect(chunks.some(isChunk('TplHeading'))).toBe(true);
  expect(chunks.some(isChunk('People'))).toBe(false);
  expect(chunks.some(isChunk('Calendar'))).toBe(false);
  expect(headLinks(html, 'modulepreload')).toEqual([]);

  const api = await openSite(page, html, { path: '/site/booking-enquiry' });
  const image = page.locator('head link[rel=preload][as=image]');
  await expect(image).toHaveCount(1);
  // The first picture loaded at once: its first source, the avif a browser that decodes it picks.
  const first = page.locator('venue-site picture:has(img:not([loading=lazy])) source').first();
  const [srcset, sizes, type] = await first.evaluate((source) => ['srcset', 'sizes', 'type'].map((name) => source.getAttribute(name)));
  expect(srcset).toMatch(/^http:\/\/api\.test\/\S+\.avif \d+w/);
  expect(
    await image.evaluate((link) => ({
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      type: link.getAttribute('type'),
      priority: link.getAttribute('fetchpriority'),
    })),
  ).toEqual({ srcset, sizes, type, priority: 'high' });
  expect(type).toBe('image/avif');
  // The loader fetched every chunk the block names, and the site came to life from the page's replies.
  await page.evaluate(() => customElements.whenDefined('venue-site'));
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect.poll(() => expected.filter((file) => !api.files.includes(file))).toEqual([]);
  expect(api.requests.map((r) => new URL(r.url()).pathname)).not.toContain('/api/v1/cognito/domain/initialData');
});

test("a rendered page's code waits until the page has loaded: its pictures have the connection first", async ({ page }) => {
  const html = await renderedDocument('/site/booking-enquiry');
  const pictures = heldPictures();
  // Each read of storage, by key: a page's first one waits on the browser process.
  await page.addInitScript(() => {
    const reads: string[] = ((window as unknown as { storageReads: string[] }).storageReads = []);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
    };
  });
  const storageReads = () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
  const api = await openSite(page, html, { path: '/site/booking-enquiry', waitUntil: 'commit', api: pictures.api });
  // Readable at once, its picture still on its way, and not one chunk asked for but the part that waits.
  await expect(page.locator('venue-site h1')).toBeVisible();
  await expect.poll(() => api.files).toContain('venue-elements.js');
  await expect.poll(() => api.files.some((file) => /^chunks\/rendered-/.test(file))).toBe(true);
  await page.waitForTimeout(500);
  expect(chunksAsked(api.files)).toEqual([]);
  // Nothing to reserve on a rendered page: the loader leaves storage to the code that waits.
  expect(await storageReads()).toEqual([]);
  pictures.release();
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  expect(chunksAsked(api.files).some(isChunk('TplHeading'))).toBe(true);
  // The session, read by the core once it runs; remembered heights by none.
  expect(await storageReads()).toContain('venue-elements/session');
  expect(await storageReads()).not.toContain('venue-elements/heights');
});

test("a rendered page is ready from its first paint: its code changes none of the site's or the document's attributes", async ({
  page,
}) => {
  const html = await renderedDocument('/site/about');
  // Every change to the attributes of <venue-site> and <html> (its lang and dir), from before any code runs.
  await page.addInitScript(() => {
    const changes: string[] = ((window as unknown as { siteChanges: string[] }).siteChanges = []);
    new MutationObserver((records) => {
      for (const { target, attributeName } of records)
        if (['venue-site', 'html'].includes((target as Element).localName))
          changes.push(`${(target as Element).localName} ${attributeName}`);
    }).observe(document, { subtree: true, attributes: true });
  });
  await openSite(page, html, { path: '/site/about', waitUntil: 'commit' });
  const site = page.locator('venue-site');
  await expect(site.locator('h1')).toBeVisible();
  // Its box is its content's from the first paint: no reservation (venue-elements.css) to give up later.
  const before = await site.evaluate((el) => ({ ready: el.hasAttribute('data-venue-ready'), minHeight: getComputedStyle(el).minHeight }));
  expect(before.ready).toBe(true);
  await expect(site).toHaveAttribute('data-venue-hydrated', '');
  expect(await site.evaluate((el) => getComputedStyle(el).minHeight)).toBe(before.minHeight);
  // Hydrated says so, and that is all: setting an attribute a style rule reads (data-venue-ready,
  // dir), even to the value it has, restyles the whole page.
  expect(await page.evaluate(() => (window as unknown as { siteChanges: string[] }).siteChanges)).toEqual([
    'venue-site data-venue-hydrated',
  ]);
});

test("a rendered calendar shows each event's colours from its first paint, before any script, and keeps them live", async ({ browser }) => {
  const html = await renderedDocument('/site/calendar');
  // Each event's colours as the page's data gives them, by its title.
  const items = stateOf(html)
    .queries.flatMap(([, data]) => (Array.isArray(data) ? data : []))
    .filter((item): item is { title: string; backgroundColor: string; textColor?: string } => Boolean(item?.backgroundColor));
  expect(new Set(items.map((item) => item.backgroundColor)).size).toBeGreaterThan(1);
  const shownColours = (page: Page) =>
    page.locator('venue-site [part~=event]').evaluateAll((buttons) =>
      buttons.map((button) => ({
        title: button.querySelector('.name')!.textContent!.trim(),
        background: getComputedStyle(button).backgroundColor,
      })),
    );
  // The data's colour as the browser computes it.
  const computed = (page: Page, colour: string) =>
    page.evaluate((value) => {
      const probe = document.createElement('i');
      probe.style.backgroundColor = value;
      document.body.append(probe);
      const result = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return result;
    }, colour);
  await withoutAndWithScript(browser, html, '/site/calendar', async (page, scripted) => {
    await expect(page.locator('venue-site [part~=event]').first()).toBeVisible();
    const shown = await shownColours(page);
    expect(shown.length).toBeGreaterThan(1);
    for (const { title, background } of shown) {
      const item = items.find((candidate) => candidate.title === title)!;
      expect({ title, background, scripted }).toEqual({ title, background: await computed(page, item.backgroundColor), scripted });
    }
    // The legend's swatches too: a colour each, none left transparent.
    const swatches = await page
      .locator('venue-site [part~=legend] .swatch')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
    expect(swatches.length).toBeGreaterThan(1);
    expect(swatches).not.toContain('rgba(0, 0, 0, 0)');
  });
});

test("a rendered row's background picture shows its opacity and saturation from the first paint, before any script", async ({
  browser,
}) => {
  // /about's "Welcome" row: a background picture at opacity 50 and saturation 50.
  const html = await renderedDocument('/site/about');
  await withoutAndWithScript(browser, html, '/site/about', async (page) => {
    const background = page.locator('venue-site .decorated > .background').first();
    await expect(background).toBeAttached();
    expect(await background.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, filter: getComputedStyle(el).filter }))).toEqual({
      opacity: '0.5',
      filter: 'saturate(0.5)',
    });
  });
});

test("a rendered row's spacing beyond the scale's classes is in place from the first paint, before any script", async ({ browser }) => {
  // Every row of /about with a padding at the top: 120 px (30 on the scale) at the top, 2 px (a
  // half step) below, values spacing.css has no class for.
  const html = await renderedDocument('/site/about', function beyond(reply) {
    if (!reply || typeof reply !== 'object') return;
    if ('padding_top' in reply) Object.assign(reply, { padding_top: 30, margin_bottom: 0.5 });
    Object.values(reply).forEach(beyond);
  });
  expect(html).toContain('data-pt="120px"');
  await withoutAndWithScript(browser, html, '/site/about', async (page) => {
    const rows = page.locator('venue-site .decorated[data-pt]');
    await expect(rows.first()).toBeAttached();
    const spacing = await rows.evaluateAll((els) =>
      els.map((el) => ({
        top: getComputedStyle(el).paddingTop,
        bottom: getComputedStyle(el).marginBottom,
        style: el.getAttribute('style'),
      })),
    );
    for (const row of spacing) expect(row).toEqual({ top: '120px', bottom: '2px', style: null });
  });
});

test('a key pressed before the page has loaded starts its code at once', async ({ page }) => {
  const html = await renderedDocument('/site/about');
  const pictures = heldPictures();
  const api = await openSite(page, html, { path: '/site/about', waitUntil: 'commit', api: pictures.api });
  // Once the page's part of the loader (loader/rendered) is in and listening.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/rendered-/.test(e.name)));
  await page.waitForTimeout(100);
  expect(chunksAsked(api.files)).toEqual([]);
  await page.keyboard.press('Tab');
  // At once: well before the 5 s after which the page's code would start anyway.
  await expect.poll(() => chunksAsked(api.files).length, { timeout: 3_000 }).toBeGreaterThan(0);
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  pictures.release();
});

test("the loader names no chunk of a kind itself: a page without its data block's chunks loads only the site", async ({ page }) => {
  const html = await renderedDocument('/site/booking-enquiry');
  const bare = html.replace(/<link rel="preload"[^>]*>\n?/g, '').replace(/"chunks":\[[^\]]*\]/, '"chunks":[]');
  expect(bare).not.toBe(html);
  const api = await openSite(page, bare, { path: '/site/booking-enquiry' });
  await page.evaluate(() => customElements.whenDefined('venue-site'));
  // The site's own chunk loads the rendered kinds' components (site/rendered) before it hydrates.
  await expect.poll(() => api.files.some(isChunk('TplHeading'))).toBe(true);
  expect(api.files.some(isChunk('Calendar'))).toBe(false);
  // The loader fetches ahead only the chunks it imports itself, the site's: no kind's.
  await expect(page.locator('head link[rel=preload]')).toHaveCount(0);
  const hinted = await page
    .locator('head link[rel=modulepreload]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hinted.length).toBeGreaterThan(0);
  expect(new Set(hinted).size).toBe(hinted.length);
  expect(hinted.filter((href) => isChunk('People')(href) || isChunk('Calendar')(href))).toEqual([]);
});

test('a rendered page runs its core, then its kit, each in a task of its own', async ({ page }) => {
  const html = await renderedDocument('/site/about');
  // Each chunk says when it starts to run; the core also when its task is over.
  const order = (name: string, more = '') => `(self.order ??= []).push('${name}');${more}\n`;
  await openSite(page, html, {
    path: '/site/about',
    // The core last in: a kit that waited for it would run in the core's task.
    delays: { 'chunks/boot-': 300 },
    rewrite: (file, body) =>
      file.startsWith('chunks/boot-')
        ? order('core', "setTimeout(() => self.order.push('next task'));") + body
        : file.startsWith('chunks/kit-')
          ? order('kit') + body
          : body,
  });
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  expect(await page.evaluate(() => (self as unknown as { order: string[] }).order)).toEqual(['core', 'next task', 'kit']);
});

test("a rendered page reads localStorage first in a task of the loader's, before its core runs and reads the session", async ({ page }) => {
  const html = await renderedDocument('/site/about');
  // Every read of localStorage, and when the core starts.
  await page.addInitScript(() => {
    const order: string[] = ((self as unknown as { order: string[] }).order = []);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (order.at(-1) !== 'read') order.push('read');
      return getItem.call(this, key);
    };
  });
  await openSite(page, html, {
    path: '/site/about',
    rewrite: (file, body) => (file.startsWith('chunks/boot-') ? `self.order.push('core');\n${body}` : body),
  });
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const order = await page.evaluate(() => (self as unknown as { order: string[] }).order);
  // The first read comes before the core, which then finds the storage read in already.
  expect(order.slice(0, 2)).toEqual(['read', 'core']);
});

test('a rendered page’s loader reads no viewport size as it finds the elements (a read lays out a page changed since its last frame)', async ({
  page,
}) => {
  const html = await renderedDocument('/site/about');
  // Every read of innerWidth and innerHeight made by the loader's own file.
  await page.addInitScript(() => {
    const reads: string[] = ((self as unknown as { loaderReads: string[] }).loaderReads = []);
    for (const name of ['innerWidth', 'innerHeight'] as const) {
      const own = Object.getOwnPropertyDescriptor(window, name)!;
      Object.defineProperty(window, name, {
        ...own,
        get() {
          if (/venue-elements\.js/.test(new Error().stack ?? '')) reads.push(name);
          return own.get!.call(this);
        },
      });
    }
  });
  await openSite(page, html, { path: '/site/about' });
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  expect(await page.evaluate(() => (self as unknown as { loaderReads: string[] }).loaderReads)).toEqual([]);
});

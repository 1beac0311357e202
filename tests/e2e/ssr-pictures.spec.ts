import { expect, test, type Page } from '@playwright/test';
import { api, site } from './site-helpers';

/**
 * The pictures of a server-rendered page (ui/Image, 001 §4): the browser picks their format from
 * the `<picture>` the server wrote, before any of the SDK's code has run, and hydrating keeps it:
 * Chromium fetches each picture once (once for each box it shows in, at that box's size), in avif
 * (webp for the voucher image), never its jpg or webp as well, and nothing more once the page is
 * live. The page is rendered by dist/server from this worker's reference back end, which serves
 * each format at the documented addresses.
 */
type RenderPage = (url: string, options: Record<string, unknown>) => Promise<{ status: number; html: string }>;

async function renderedPage(path: string): Promise<string> {
  const server = '../../dist/server/index.js';
  const { renderPage } = (await import(server)) as { renderPage: RenderPage };
  const { status, html } = await renderPage(`/site${path}`, { api: api(), siteUrl: site('/'), base: '/site', assets: '/dist/' });
  expect(status).toBe(200);
  return html.replace(/&amp;/g, '&');
}

/** A picture's address without its size and format: one key per picture. */
const pictureOf = (url: string) => url.replace(/\/(\d+x\d+:)?(\d+)\.(avif|webp|jpg)$/, '/$2');
/**
 * Each picture fetched once, or once for each box it shows in: a lazy picture's size is its box's
 * (sizes=auto), so a picture shown at two widths comes at two sizes, never one size twice.
 */
function expectOnceABox(html: string, urls: string[]) {
  expect(new Set(urls).size).toBe(urls.length);
  const boxes = [...html.matchAll(/class="image" src="([^"]+)"/g)].map((m) => pictureOf(m[1]));
  for (const picture of new Set(urls.map(pictureOf))) {
    const fetched = urls.filter((url) => pictureOf(url) === picture).length;
    expect(fetched, picture).toBeLessThanOrEqual(boxes.filter((box) => box === picture).length);
  }
}
const placeholders = (html: string) => [...html.matchAll(/class="picture-placeholder" src="([^"]+)"/g)].map((m) => m[1]);
/** The requests for the page's pictures (not, say, a background video's poster), placeholders aside. */
function picturesAsked(html: string, urls: string[]): string[] {
  const folders = new Set([...html.matchAll(/<source [^>]*srcSet="(\S+\/)\d+x\d+:/gi)].map((m) => m[1]));
  const own = placeholders(html);
  return urls.filter((url) => folders.has(url.slice(0, url.lastIndexOf('/') + 1)) && !own.includes(url));
}

/**
 * True once the pictures the page loads at once (or, with `lazy`, every picture) are in (or
 * failed), and no image request is under way.
 */
async function settled(page: Page, inFlight: () => number, lazy = false): Promise<boolean> {
  if (inFlight() > 0) return false;
  return page.evaluate((lazy) => {
    const images = [...(document.querySelector('venue-site')?.shadowRoot?.querySelectorAll('img') ?? [])];
    return images.length > 0 && images.filter((img) => lazy || img.loading !== 'lazy').every((img) => img.complete);
  }, lazy);
}

/**
 * Serves the rendered page and holds the SDK's loader until the page's pictures are in (chosen by
 * the browser alone); then lets it hydrate. Every image request, before and after.
 */
async function open(page: Page, path: string) {
  const html = await renderedPage(path);
  await page.route(site(path), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  // The back end's replies passed on as they come: a page served this way may not reach the
  // loopback address space itself (Chromium's local network access).
  await page.route(`${api()}/**`, async (route) => route.fulfill({ response: await route.fetch() }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/venue-elements.js', async (route) => {
    await released;
    await route.continue();
  });
  const before: string[] = [];
  const after: string[] = [];
  let live = false;
  let inFlight = 0;
  const image = (request: { resourceType(): string }) => request.resourceType() === 'image';
  page.on('request', (request) => {
    if (!image(request)) return;
    inFlight++;
    (live ? after : before).push(request.url());
  });
  const done = (request: { resourceType(): string }) => void (image(request) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const messages: string[] = [];
  page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(site(path), { waitUntil: 'commit' });
  await expect.poll(() => settled(page, () => inFlight)).toBe(true);
  // Quiet for a moment more: no lazy picture near the first screen is still to start.
  await page.waitForTimeout(500);
  await expect.poll(() => settled(page, () => inFlight)).toBe(true);
  expect(await page.evaluate(() => Boolean(customElements.get('venue-site')))).toBe(false);
  live = true;
  release();
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  return { html, before, after, messages, allIn: () => settled(page, () => inFlight, true) };
}

test.describe('a rendered page with pictures', () => {
  // Pictures a scroll asked for may still be on their way at the end.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('fetches each picture once a box, in avif, before its code runs; hydrated, it fetches none again', async ({ page }) => {
    const { html, before, after, messages, allIn } = await open(page, '/about');
    const pictures = picturesAsked(html, before);
    // The heading's picture at the top, and what else is near the first screen.
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) {
      expect(url).toMatch(/\/assets\/i\/[^/]+\/[^/]+\/\d+x\d+:\d+\.avif$/);
      // Named by the server's page: a size from its srcset.
      expect(html).toContain(`${url} `);
    }
    expectOnceABox(html, pictures);
    // Live, it asks for no other size or format of the pictures it has, and no new picture.
    await page.waitForTimeout(1_000);
    expect(after).toEqual([]);
    // Scrolled through, the lazy ones come in avif too, once each (asked for on the way down, or
    // already with the first screen's: the browser's distance for a lazy picture depends on how
    // fast it thinks the connection is, and the headless shell's is long enough for this page).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await expect.poll(allIn).toBe(true);
    const lazy = await page.evaluate(
      () =>
        [...(document.querySelector('venue-site')?.shadowRoot?.querySelectorAll('img[loading="lazy"]:not(.picture-placeholder)') ?? [])]
          .length,
    );
    expect(lazy).toBeGreaterThan(0);
    const all = picturesAsked(html, [...before, ...after]);
    expect(all.length).toBeGreaterThanOrEqual(lazy);
    expect(all.filter((url) => !url.endsWith('.avif'))).toEqual([]);
    expectOnceABox(html, all);
    // The loaded pictures of the rows that came alive make way for their placeholders; the
    // still first row's (the page's title on its picture) is the server's, as without script.
    await expect(page.locator('venue-site .row:not([data-still]) .picture').first()).toHaveAttribute('data-stage', 'loaded');
    await expect(page.locator('venue-site .row[data-still] .picture').first()).toHaveAttribute('data-stage', 'placeholder');
    expect(messages).toEqual([]);
  });

  test("the voucher theme's picture comes in webp, not avif (001 §4), once", async ({ page }) => {
    const { html, before, after, messages } = await open(page, '/gift-vouchers');
    const pictures = picturesAsked(html, [...before, ...after]);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatch(/\/16x9\/\d+x\d+:\d+\.webp$/);
    expect(html).toContain(`${pictures[0]} `);
    await expect(page.locator('venue-site .voucher-image .picture')).toHaveAttribute('data-stage', 'loaded');
    expect(messages).toEqual([]);
  });
});

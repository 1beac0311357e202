import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isChunk } from '../chunks';
import { api, main, site } from './site-helpers';

/**
 * A server-rendered site page (declarative shadow DOM and its data block) is hydrated by the
 * browser: the nodes the server wrote are the ones that stay, nothing moves, the rendered calls
 * are not made again, and the site routes client-side afterwards, under a strict CSP too.
 */
const PATH = '/what-is-our-cancellation-and-refund-policy';

interface RenderedPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}
type RenderPage = (url: string, options: Record<string, unknown>) => Promise<RenderedPage>;

/** The page as the server renders it (dist/server, `venue-elements/server`), against this worker's back end. */
async function renderedPage(path: string, lang?: string, options: { inlineStyles?: boolean } = {}): Promise<string> {
  return (await rendered(path, lang, options)).html;
}

async function rendered(path: string, lang?: string, options: { inlineStyles?: boolean } = {}): Promise<RenderedPage> {
  const server = '../../dist/server/index.js';
  const { renderPage } = (await import(server)) as { renderPage: RenderPage };
  const page = await renderPage(`/site${path}`, {
    api: api(),
    siteUrl: site('/'),
    base: '/site',
    assets: '/dist/',
    stylesheets: ['/demo/site/site.css'],
    lang,
    ...options,
  });
  expect(page.status).toBe(200);
  return page;
}

/**
 * Counts the page's layout shifts (and what moved, for a failure's message) from its first paint,
 * and its CSP violations.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; shifted: string[]; violations: string[] };
    w.shifts = 0;
    w.shifted = [];
    w.violations = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    const where = ({ x, y, width, height }: DOMRect) => `${x},${y} ${width}×${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifts += entry.value;
        // What moved, for the failure's message.
        for (const { node, previousRect, currentRect } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          w.shifted.push(
            `${Math.round(entry.startTime)} ms: ${element?.localName}.${element?.className} ${where(previousRect)} → ${where(currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => {
    const { shifts, shifted } = window as unknown as { shifts: number; shifted: string[] };
    return { shifts, shifted };
  });

/**
 * Serves the rendered page at its address and holds the loader until `release()`: the test
 * marks the server's nodes before any script of the SDK has run.
 */
async function serve(page: Page, html: string, headers: Record<string, string> = {}, path = PATH) {
  await page.route(site(path), (route) => route.fulfill({ status: 200, contentType: 'text/html', headers, body: html }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/venue-elements.js', async (route) => {
    await released;
    await route.continue();
  });
  const calls: string[] = [];
  // Images asked for once the SDK runs that the server's HTML does not name: a size of its own.
  const images: string[] = [];
  // The SDK's chunks asked for.
  const scripts: string[] = [];
  let running = false;
  const named = html.replace(/&amp;/g, '&');
  page.on('request', (request) => {
    if (running && request.resourceType() === 'image' && !named.includes(request.url())) images.push(request.url());
    if (request.url().includes('/dist/chunks/')) scripts.push(request.url());
    if (!request.url().startsWith(api())) return;
    calls.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  await recordShifts(page);
  await page.goto(site(path), { waitUntil: 'commit' });
  // The server's tree is there, readable, before any of the SDK's code has run.
  await expect(main(page).locator('[part=page] > *').first()).toBeVisible();
  const marked = await page.evaluate(() => {
    const root = document.querySelector('venue-site')!.shadowRoot!;
    // Every node, a slider's slides among them (it is rendered whole on the server), is the server's for good.
    const nodes = [...root.querySelectorAll('main *')];
    (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
    // What hydrating writes into the head: nothing, the title included, as the server wrote it.
    const headChanges: string[] = [];
    (window as unknown as { headChanges: string[] }).headChanges = headChanges;
    new MutationObserver((records) => {
      for (const { type, target, attributeName, addedNodes, removedNodes } of records) {
        // The loader's fetch hints for the page's chunks (loader/page takeTurns), not the site's head.
        // And a live calendar's or product's schema.org data (hooks/useStructuredData), which its
        // component adds once it is live: an addition, not one of the server's tags written again.
        const addedOnPurpose = (node: Node) =>
          (node instanceof HTMLLinkElement && node.rel === 'modulepreload') ||
          (node instanceof HTMLScriptElement && node.dataset.venueStructuredData !== undefined);
        if (type === 'childList' && !removedNodes.length && [...addedNodes].every(addedOnPurpose)) continue;
        const what = (node: Node) => (node instanceof Element ? (node.getAttribute('data-venue-site') ?? node.localName) : node.nodeName);
        headChanges.push(
          `${type} ${what(target)} ${attributeName ?? ''}${[...addedNodes].map((n) => ` +${what(n)}`).join('')}${[...removedNodes].map((n) => ` -${what(n)}`).join('')}`,
        );
      }
    }).observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    return { nodes: nodes.length, defined: Boolean(customElements.get('venue-site')) };
  });
  expect(marked.defined).toBe(false);
  expect(marked.nodes).toBeGreaterThan(5);
  running = true;
  release();
  await expect(page.locator('venue-site[data-venue-hydrated]')).toHaveCount(1);
  return { calls, images, scripts };
}

/**
 * The shadow root's stylesheets, put in by the server (linked or in `<style>` elements) and adopted
 * by the browser, as their rules' text: a sheet the server put in is never adopted again (the same
 * rules twice).
 */
/** The rules of the server's sheets in effect (its `<style>`, or links), and of each sheet adopted. */
const sheetsOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('venue-site')!.shadowRoot!;
    const rules = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText);
    return { linked: [...root.styleSheets].flatMap(rules), adopted: root.adoptedStyleSheets.map(rules) };
  });

async function expectNoSheetTwice(page: Page) {
  const { linked, adopted } = await sheetsOf(page);
  expect(linked.length).toBeGreaterThan(50);
  // No sheet adopted whose every rule the server's sheets have already.
  expect(adopted.filter((rules) => rules.every((rule) => linked.includes(rule)))).toEqual([]);
}

async function expectHydratedInPlace(
  page: Page,
  { calls, images, scripts }: { calls: string[]; images: string[]; scripts: string[] },
  path = PATH,
) {
  // Past the re-checks a known page has after a second (001 §4), which replace nothing here.
  await page.waitForTimeout(1_500);
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return nodes.filter((node) => !node.isConnected).map((node) => node.localName);
  });
  expect(kept).toEqual([]);
  // The head the server wrote is the head hydration computes: not one tag written again, and
  // the code that writes a head (site/head) not loaded.
  expect(await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges)).toEqual([]);
  expect(scripts.filter(isChunk('head'))).toEqual([]);
  // Nor the login flows' (api/account): a visitor's page that shows no login needs none of them.
  expect(scripts.filter(isChunk('account'))).toEqual([]);
  // The server's images keep the sizes the browser chose from their srcsets: none is loaded again.
  expect(images).toEqual([]);
  const { shifts, shifted } = await shiftsOf(page);
  expect(shifts, shifted.join('\n')).toBe(0);
  await expectNoSheetTwice(page);
  // The page's calls were rendered into it: not one asked again.
  expect(calls.filter((call) => call.includes('/domain/initialData'))).toEqual([]);
  expect(calls.filter((call) => call.includes('cognitoPage('))).toEqual([]);
  // The re-check of the page itself is the one call a known page makes (after a second).
  const recheck = `/cognito/page?url=${path.split('/')[1] || 'home'}&`;
  expect(calls.filter((call) => call.includes('/cognito/page?') && !call.includes(recheck))).toEqual([]);
}

test('a rendered page hydrates in place: same nodes, no shift, no refetch; the site then routes client-side', async ({ page }) => {
  const rendered = await renderedPage(PATH);
  const served = await serve(page, rendered);
  await expectHydratedInPlace(page, served);

  // Live: a link in the page's header routes without a document load. The page carried the
  // contact page's name but not its rows: pointing at the link asks for them, before the click.
  const adoptedBefore = (await sheetsOf(page)).adopted.length;
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // The test fulfils the page itself, so Chromium counts it a public page whose calls to this
  // machine's back end need the local-network permission (a real site and its API are public).
  await page.context().grantPermissions(['local-network-access']);
  const contact = page.locator('venue-site [part=header] a[href="/site/contact"]').first();
  const asked = () => served.calls.filter((call) => call.includes('/cognito/page?url=contact&'));
  expect(asked()).toEqual([]);
  await contact.hover();
  await expect.poll(() => asked().length).toBe(1);
  await contact.click();
  await expect(page).toHaveURL(/\/site\/contact$/);
  await expect(main(page).getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The head follows the route: its code loads for the new page, once.
  await expect(page).toHaveTitle('Contact | Lakeside Park');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/site\/contact$/);
  expect(served.scripts.filter(isChunk('head'))).toHaveLength(1);
  // What the new page shows and the server did not link (the contact form's sheets) is adopted.
  await expect(main(page).locator('form').first()).toBeVisible();
  expect((await sheetsOf(page)).adopted.length).toBeGreaterThan(adoptedBefore);
  await expectNoSheetTwice(page);
});

test('a rendered page carries the spacing rules its boxes use: it hydrates adopting none, and a page spaced otherwise adopts the scale', async ({
  page,
}) => {
  // The about page's blocks are spaced from the scale (site/spacing.css); the policy page's rows are not.
  const spacingAdopted = async () =>
    (await sheetsOf(page)).adopted.filter((rules) => rules.some((rule) => rule.startsWith('.decorated.pt-'))).length;
  const about = await serve(page, await renderedPage('/about'), {}, '/about');
  await expectHydratedInPlace(page, about, '/about');
  await expect(main(page).locator('.decorated.pt-8').first()).toHaveCSS('padding-top', '32px');
  expect(await spacingAdopted()).toBe(0);

  // From a page that carries none of the scale's rules, the site goes to the about page in the browser.
  await page.goto('about:blank');
  await page.unrouteAll();
  const policy = await serve(page, await renderedPage(PATH));
  await expectHydratedInPlace(page, policy);
  await page.context().grantPermissions(['local-network-access']);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('venue-site [part=header] a[href="/site/about"]').first().click();
  await expect(page).toHaveURL(/\/site\/about$/);
  const block = main(page).locator('.decorated.pt-8').first();
  await expect(block).toHaveCSS('padding-top', '32px');
  await expect(block).toHaveCSS('padding-left', '16px');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await spacingAdopted()).toBe(1);
});

test("a rendered page hydrates under a host's own strict CSP with no violation, its sheets linked", async ({ page }) => {
  const html = await renderedPage(PATH, undefined, { inlineStyles: false });
  expect(html).not.toContain('<style');
  const policy = `default-src 'self'; connect-src 'self' ${api()}; img-src 'self' ${api()}; media-src 'self' ${api()}; frame-src 'none'`;
  const served = await serve(page, html, { 'Content-Security-Policy': policy });
  await expectHydratedInPlace(page, served);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('a rendered page carries its sheets in a <style> element its own policy allows by hash, and hydrates with no violation', async ({
  page,
}) => {
  const { html, contentSecurityPolicy } = await rendered(PATH);
  const styles = [...html.matchAll(/<style data-sheet="([\w ]+)">/g)].map((m) => m[1].split(' '));
  expect(styles).toHaveLength(1);
  expect(styles[0].length).toBeGreaterThan(3);
  expect(html).not.toMatch(/<link rel="stylesheet" href="\/dist\/styles\//);
  // The shadow root's <style> and the document's own rule (its body's margin).
  expect(contentSecurityPolicy.match(/'sha256-[\w+/=]+'/g)).toHaveLength(2);
  const served = await serve(page, html, { 'Content-Security-Policy': contentSecurityPolicy });
  await expectHydratedInPlace(page, served);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  // Styled by them: the page's grid is laid out, and hydration adopted none of them again.
  await expectNoSheetTwice(page);
});

test("under a host's own policy without their hashes, the page's refused <style> sheets are adopted as it hydrates", async ({ page }) => {
  const html = await renderedPage(PATH);
  const policy = `default-src 'self'; connect-src 'self' ${api()}; img-src 'self' ${api()}; media-src 'self' ${api()}; frame-src 'none'`;
  await serve(page, html, { 'Content-Security-Policy': policy });
  await expect(page).toHaveTitle(/Lakeside Park/);
  const { linked, adopted } = await sheetsOf(page);
  // None of the server's sheets took effect; each one the page shows is adopted, and the page is laid out by them.
  expect(linked).toEqual([]);
  expect(adopted.length).toBeGreaterThan(3);
  await expect(page.locator('venue-site .grid').first()).toHaveCSS('display', 'grid');
});

for (const path of ['/', '/calendar', '/events/happy-laps', '/gallery']) {
  test(`the site's page ${path} hydrates in place`, async ({ page }) => {
    const served = await serve(page, await renderedPage(path), {}, path);
    await expectHydratedInPlace(page, served, path);
  });
}

/**
 * Serves `html` as a slow network brings it: in pieces of `size` characters, `gapMs` apart, cut
 * wherever the count falls (inside a tag too), so the browser paints what it has read between them.
 */
async function trickle(html: string, size = 1024, gapMs = 15) {
  const server = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    for (let at = 0; at < html.length; at += size) {
      response.write(html.slice(at, at + size));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

// The home page's hero centres its content; an event type's page is a screen, not a CMS page;
// linked, the sheets are the handler's under a host's own policy (they arrive after the page).
for (const [path, inlineStyles] of [
  ['/', true],
  ['/events/happy-laps', true],
  ['/', false],
] as const) {
  test(`the site's page ${path}${inlineStyles ? '' : ', its sheets linked'}, painted as it arrives piece by piece, moves nothing as the rest is read`, async ({
    page,
  }) => {
    const served = await trickle(await renderedPage(path, undefined, { inlineStyles }));
    try {
      // The page keeps its own address; its bytes come from the trickling server.
      await page.route(site(path), (route) => route.continue({ url: served.url }));
      await recordShifts(page);
      // Frames while the document is still being read, once the site has begun: the half-read
      // pages the test is about.
      const halfRead: number[] = [];
      await page.exposeFunction('halfRead', (at: number) => halfRead.push(at));
      await page.addInitScript(() => {
        const tick = () => {
          if (document.readyState !== 'loading') return;
          if (document.querySelector('venue-site')?.shadowRoot?.querySelector('.site')) {
            (window as unknown as { halfRead: (at: number) => void }).halfRead(performance.now());
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(site(path));
      await expect(page).toHaveTitle(/Lakeside Park/);
      await expect(main(page)).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(halfRead.length).toBeGreaterThan(5);
      const { shifts, shifted } = await shiftsOf(page);
      expect(shifts, shifted.join('\n')).toBe(0);
    } finally {
      served.close();
    }
  });
}

for (const [lang, login] of [
  ['de', 'Anmelden'],
  ['ar', 'تسجيل الدخول'],
]) {
  test(`a site rendered in ${lang} hydrates in place, in ${lang}, without rendering again`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
    const served = await serve(page, await renderedPage(PATH, lang));
    await expectHydratedInPlace(page, served);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('venue-site [part=header]').getByText(login).first()).toBeVisible();
    // Not one part was rendered anew because the server's differed (defineElement's onRecoverableError).
    expect(warnings.filter((w) => /rendered again|hydrat/i.test(w))).toEqual([]);
  });
}

test('on a phone, a rendered page hydrates with no shift: its menu stays behind its toggle', async ({ page }) => {
  // A menu shown open until the script ran collapsed as the page hydrated and moved the whole
  // page up (CLS 0.89 in Lighthouse's mobile run): open only where scripts are off.
  await page.setViewportSize({ width: 375, height: 800 });
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expectHydratedInPlace(page, served, '/');
  await expect(page.locator('venue-site .menu-toggle')).toBeVisible();
});

test("the home page's slider hydrates in place: every slide is the server's, and it then moves", async ({ page }) => {
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expectHydratedInPlace(page, served, '/');
  const slider = main(page).locator('[part=slider]');
  await expect(slider.locator('.slider-slide')).toHaveCount(3);
  const serverSlides = await page.evaluate(
    () => (window as unknown as { serverNodes: Element[] }).serverNodes.filter((n) => n.matches('.slider-slide') && n.isConnected).length,
  );
  expect(serverSlides).toBe(3);
  // hydrated, it is live: paused, its next button moves it on by one
  await slider.locator('[part=slider-pause]').click();
  const shown = Number((await slider.locator('.slider-count').textContent())?.split(' ')[0]);
  await slider.locator('[part=slider-next]').click();
  await expect(slider.locator('.slider-count')).toHaveText(`${(shown % 3) + 1} of 3`);
});

/**
 * Scrolls through the whole page as a visitor does, the pointer over the page's middle (rows pass
 * under it before they are live), until every row that comes alive later is live.
 */
async function scrollThrough(page: Page) {
  const viewport = page.viewportSize()!;
  // At the page's edge, where no link scrolls under the pointer and rests there (site/content
  // asks for a page whose link the pointer rests on).
  await page.mouse.move(1, viewport.height / 2);
  for (let step = 0; step < 40 && (await laterRows(page).count()); step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  await expect(laterRows(page)).toHaveCount(0);
}

const laterRows = (page: Page) => page.locator('venue-site [data-later]');

/** The chunks a page asks for (by file name), its console's warnings and errors, and its uncaught errors, from now on. */
function watchPage(page: Page) {
  const seen = { chunks: [] as string[], warnings: [] as string[], errors: [] as string[] };
  page.on('request', (request) => request.url().includes('/dist/chunks/') && seen.chunks.push(request.url().split('/').pop()!));
  page.on('console', (m) => ['warning', 'error'].includes(m.type()) && seen.warnings.push(m.text()));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test("on a phone, a rendered page's rows out of sight come alive as they near it: their code loads then, and they hydrate in place", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const { chunks, warnings, errors } = watchPage(page);
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  // The calendar's row is a screen and more below: the page is live without it, its code not asked for.
  const calendarRow = main(page).locator('.page > .row', { has: page.locator('[part~=event]') });
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  await page.waitForTimeout(1_000);
  expect(chunks.filter((name) => name.startsWith('def-calendar-'))).toEqual([]);
  // Scrolled to, each row comes alive: its code loads, and the server's nodes are the ones that stay.
  await scrollThrough(page);
  expect(chunks.filter((name) => name.startsWith('def-calendar-'))).toHaveLength(1);
  await expectHydratedInPlace(page, served, '/');
  expect(warnings.filter((w) => /rendered again|hydrat/i.test(w))).toEqual([]);
  // No error: the pointer passed over rows before they were live (React keeps such events to
  // replay once a part is live, which fails in a shadow root).
  expect(errors).toEqual([]);
  // Live: an event of the calendar opens.
  await main(page).locator('[part~=event]').first().click();
  await expect(main(page).getByRole('dialog')).toBeVisible();
});

test("on a phone, the home page's still rows stay as the server wrote them: none of their code loads, seen or touched, and their links lead on with a full load", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const kinds = (
    JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { kinds: Record<string, string[]> }
  ).kinds;
  // Each kind's definition chunk (the first of its files): the hero's and the buttons'.
  const stillCode = ['hero_quote', 'button_link'].map((kind) => kinds[kind][0].split('/').pop()!);
  const { chunks, warnings, errors } = watchPage(page);
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  // The hero (its picture, heading and button) and the row of buttons below it: in view, still.
  const still = main(page).locator('.page > .row[data-still]');
  await expect(still).toHaveCount(2);
  await expect(still.first().locator('.hero-heading')).toBeInViewport();
  await expect(still.nth(1).getByRole('link', { name: 'Calendar' })).toBeInViewport();
  // Touched and focused: they stay as they are, and their code is not asked for.
  await still.first().locator('.hero-heading').dispatchEvent('pointerdown');
  await still.nth(1).getByRole('link', { name: 'Calendar' }).focus();
  await page.waitForTimeout(1_000);
  expect(chunks.filter((name) => stillCode.includes(name))).toEqual([]);
  await expect(still).toHaveCount(2);
  await expectHydratedInPlace(page, served, '/');
  expect(warnings.filter((w) => /rendered again|hydrat/i.test(w))).toEqual([]);
  expect(errors).toEqual([]);
  // The menu, a popover, opens and closes (React's state of it follows).
  const menu = page.locator('venue-site .menu-toggle');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.locator('venue-site').getByRole('button', { name: 'Close' }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // A button in them leads on, as a link does before any script: the calendar's page, a new document.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await still.nth(1).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/site\/calendar$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
});

test("on a phone, the live header keeps its menu's state: a link in it routes and closes it, and so does a window widened past a phone's", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const { errors } = watchPage(page);
  await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  // The test fulfils the page itself: its calls to this machine's back end need the permission.
  await page.context().grantPermissions(['local-network-access']);
  const menu = page.locator('venue-site .menu-toggle');
  const nav = page.locator('venue-site nav.site-nav');
  const open = () => nav.evaluate((element) => element.matches(':popover-open'));
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // A link in it is followed by the site's router, in this document, and the new route closes it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/site\/contact$/);
  await expect(main(page).getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await open()).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Open again, then the window widened: closed, and the menu is the header's own row.
  await menu.click();
  expect(await open()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 823 });
  await expect.poll(open).toBe(false);
  await expect(menu).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const header = (await page.locator('venue-site [part=header]').boundingBox())!;
  const row = (await nav.boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(header.y + header.height + 1);
  expect(errors).toEqual([]);
});

test('in a browser without popovers the rendered site still comes alive, with no error', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Such a browser has neither the methods nor the pseudo-class (querying it throws).
  await page.addInitScript(() => {
    for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    const prototype = Element.prototype as { matches(selector: string): boolean };
    const matches = prototype.matches;
    prototype.matches = function (this: Element, selector: string) {
      if (selector.includes(':popover-open')) throw new DOMException(`'${selector}' is not a valid selector.`, 'SyntaxError');
      return matches.call(this, selector);
    };
  });
  const { errors } = watchPage(page);
  await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  // The header is live (its toggle's state is React's), and the page is the server's, not an error.
  await expect(page.locator('venue-site .menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(main(page).locator('.page > .row').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 823 });
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});

test("on a phone, a page of CMS text under a heading stays as the server wrote it: none of its widgets' code loads, and the page around it is live", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const path = '/what-is-our-cancellation-and-refund-policy';
  const kinds = (
    JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { kinds: Record<string, string[]> }
  ).kinds;
  // Each kind's definition and component (its first and last files; those between are shared).
  const stillCode = ['heading', 'core/html'].flatMap((kind) => [kinds[kind][0], kinds[kind].at(-1)!].map((file) => file.split('/').pop()!));
  const { chunks, warnings, errors } = watchPage(page);
  const served = await serve(page, await renderedPage(path), {}, path);
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const still = main(page).locator('.page > .row[data-still]');
  await expect(still).toHaveCount(1);
  await expect(still.getByRole('heading', { level: 1, name: 'Cancellation and refund policy' })).toBeInViewport();
  await expect(still.getByRole('listitem').first()).toHaveText("More than 28 days' notice: a full refund.");
  // Touched and scrolled through: it stays as it is, and its code is not asked for.
  await still.getByRole('heading', { level: 2, name: 'Refunds' }).dispatchEvent('pointerdown');
  await scrollThrough(page);
  expect(chunks.filter((name) => stillCode.includes(name))).toEqual([]);
  await expect(still).toHaveCount(1);
  await expectHydratedInPlace(page, served, path);
  expect(warnings.filter((w) => /rendered again|hydrat/i.test(w))).toEqual([]);
  expect(errors).toEqual([]);
  // The page around it is live: scrolled down, the site shows its button back to the top.
  await page.mouse.wheel(0, 400);
  await expect(page.locator('venue-site').getByRole('button', { name: 'Back to top' })).toBeVisible();
});

test('on a phone, once the page is live and the visitor scrolls, a row up to two screens below comes alive before it is in view; not while the page loads, not further down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('/dist/chunks/') && chunks.push(request.url().split('/').pop()!));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The site's own code held back: the page cannot go live until it is let through.
  let releaseSite!: () => void;
  const siteHeld = new Promise<void>((resolve) => (releaseSite = resolve));
  await page.route('**/dist/chunks/def-site-*.js', async (route) => {
    await siteHeld;
    await route.continue();
  });
  // Served (its hydration waited for below, once the site's code is let through).
  const served = serve(page, await renderedPage('/'), {}, '/');
  const calendarRow = main(page).locator('.page > .row', { has: page.locator('[part~=event]') });
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  // Scrolled a little while the page loads: the calendar's row is still below the viewport, within two screens of it.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const top = () => calendarRow.evaluate((row) => row.getBoundingClientRect().top);
  expect(await top()).toBeGreaterThan(823);
  expect(await top()).toBeLessThan(3 * 823);
  await page.waitForTimeout(1_000);
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  expect(chunks.filter((name) => name.startsWith('def-calendar-'))).toEqual([]);
  // Live, the page brings it alive ahead of the visitor: its code asked for once, still out of view.
  releaseSite();
  await served;
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect(calendarRow).not.toHaveAttribute('data-later');
  expect(chunks.filter((name) => name.startsWith('def-calendar-'))).toHaveLength(1);
  expect(await top()).toBeGreaterThan(823);
  // A row more than three screens down waits to be scrolled to.
  const furtherDown = () =>
    main(page)
      .locator('.page > .row[data-later]')
      .evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().top > 3 * innerHeight).length);
  const further = await furtherDown();
  expect(further).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(await furtherDown()).toBe(further);
  // Live: an event of the calendar opens at the first press.
  await main(page).locator('[part~=event]').first().click();
  await expect(main(page).getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a press on a rendered page's row before it is live is held, and done once it is", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The calendar's code held back until the press is made.
  let releaseCalendar!: () => void;
  const held = new Promise<void>((resolve) => (releaseCalendar = resolve));
  let asked = false;
  await page.route('**/dist/chunks/def-calendar-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const calendarRow = main(page).locator('.page > .row', { has: page.locator('[part~=event]') });
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  // Scrolled to and pressed at once, before its code is in.
  await main(page).locator('[part~=event]').first().click();
  await expect.poll(() => asked).toBe(true);
  await page.waitForTimeout(500);
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  await expect(main(page).getByRole('dialog')).toHaveCount(0);
  releaseCalendar();
  // Live, the press is done: the event opens, once.
  await expect(calendarRow).not.toHaveAttribute('data-later');
  await expect(main(page).getByRole('dialog')).toBeVisible();
  await expect(main(page).getByRole('dialog')).toHaveCount(1);
});

test("a rendered page replaced by a newer one keeps the rows not live yet that did not change as the server wrote them, and shows a changed one's new text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The page's re-check after a second (001 §4) finds it edited since it was rendered: its last row's heading.
  await page.route(`${api()}/api/v1/cognito/page?**`, async (route) => {
    if (!route.request().url().includes('url=home&')) return route.continue();
    const reply = await route.fetch();
    const body = (await reply.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
    const edited = body.data ?? body;
    edited.updated_at = '2099-01-01 00:00:00';
    const rows = typeof edited.rows === 'string' ? edited.rows : JSON.stringify(edited.rows);
    expect(rows).toContain('A lap of Lakeside');
    edited.rows = rows.replace('A lap of Lakeside', 'A lap of Lakeside, filmed anew');
    await route.fulfill({ response: reply, json: body });
  });
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect.poll(() => served.calls.some((call) => call.includes('/cognito/page?'))).toBe(true);
  await page.waitForTimeout(1_000);
  // The calendar's row did not change: still the server's, not live, nothing of it replaced.
  const calendarRow = main(page).locator('.page > .row', { has: page.locator('[part~=event]') });
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  const replaced = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return nodes.filter((node) => !node.isConnected && !node.closest('.row:last-child')).length;
  });
  expect(replaced).toBe(0);
  // The edited row shows its new text, and every row comes alive as it is scrolled to.
  await scrollThrough(page);
  await expect(main(page).getByText('A lap of Lakeside, filmed anew')).toBeVisible();
  await expect(main(page).locator('[part~=event]').first()).toBeVisible();
});

test('a rendered site switched to another language before its rows are live shows them in it once scrolled to, none left empty', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const warnings: string[] = [];
  page.on('pageerror', (error) => warnings.push(error.message));
  await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const calendarRow = main(page).locator('.page > .row', { has: page.locator('[part~=event]') });
  await expect(calendarRow).toHaveAttribute('data-later', /./);
  // A host's language switch: every part renders in German, those not live yet from scratch.
  await page.locator('venue-site').evaluate((site) => site.setAttribute('lang', 'de'));
  await expect(page.locator('venue-site [part=header]').getByText('Anmelden').first()).toBeAttached();
  await scrollThrough(page);
  await expect(main(page).locator('[part~=event]').first()).toBeVisible();
  await expect(main(page).getByText('A lap of Lakeside')).toBeVisible();
  expect(warnings).toEqual([]);
});

test("a row whose code fails to arrive shows the error in its widget's place, with a retry that loads it; the rest of the site stays live", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let failing = true;
  await page.route('**/dist/chunks/def-calendar-*.js', (route) => (failing ? route.abort() : route.continue()));
  await serve(page, await renderedPage('/'), {}, '/');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const calendarRow = main(page).locator('.page > .row', { has: page.getByRole('heading', { name: 'Coming up' }) });
  await calendarRow.scrollIntoViewIfNeeded();
  const retry = calendarRow.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // The rest of the site works: the menu opens and closes.
  await page.locator('venue-site .menu-toggle').click();
  await expect(page.locator('venue-site .menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('venue-site .menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  failing = false;
  await retry.click();
  await expect(calendarRow.locator('[part~=event]').first()).toBeVisible();
});

/**
 * Records, task by task, when each part of the site's shadow tree is hydrated: a sampler runs a
 * task after a task (a MessageChannel, the task source React's scheduler uses too) and notes the
 * first task after which the part's element carries React's fiber. React completes an element
 * after its children, so an element outside a part that waits (ui/HydrateLater) would be live
 * before or with the part only if the part was hydrated with it.
 */
async function recordHydrationTasks(page: Page, parts: Record<string, string>) {
  await page.addInitScript((parts) => {
    const seen: Record<string, number> = ((window as unknown as { hydratedIn: Record<string, number> }).hydratedIn = {});
    const channel = new MessageChannel();
    let task = 0;
    const started = performance.now();
    channel.port1.onmessage = () => {
      task += 1;
      const root = document.querySelector('venue-site')?.shadowRoot;
      for (const [name, selector] of Object.entries(parts)) {
        const el = root?.querySelector(selector);
        if (!(name in seen) && el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'))) seen[name] = task;
      }
      if (Object.keys(seen).length < Object.keys(parts).length && performance.now() - started < 20_000) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  }, parts);
}

const hydratedIn = (page: Page) => page.evaluate(() => (window as unknown as { hydratedIn: Record<string, number> }).hydratedIn);

test('a rendered page hydrates in parts: the page with its first row, then the header, each later row and the footer; a still row never', async ({
  page,
}) => {
  // The home page: its first two rows (the hero on its picture, a row of buttons) are still.
  await recordHydrationTasks(page, {
    page: '.page',
    first: '.page > .row:nth-of-type(1)',
    second: '.page > .row:nth-of-type(2)',
    header: '.site-header',
    third: '.page > .row:nth-of-type(3)',
    fourth: '.page > .row:nth-of-type(4)',
    fifth: '.page > .row:nth-of-type(5)',
    footer: '.site-footer',
  });
  const served = await serve(page, await renderedPage('/'), {}, '/');
  await expectHydratedInPlace(page, served, '/');
  // Once every part is live, the element says so (the rows out of sight come alive as they near it).
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await scrollThrough(page);
  await page.waitForTimeout(500);
  const { page: page0, ...later } = await hydratedIn(page);
  expect(page0).toBeDefined();
  // Each other part is its own: live only after the page around it; the still rows not at all.
  expect(Object.keys(later).sort()).toEqual(['fifth', 'footer', 'fourth', 'header', 'third']);
  for (const [name, task] of Object.entries(later)) expect(task, name).toBeGreaterThan(page0);
  await expect(main(page).locator('.page > .row[data-still]')).toHaveCount(2);

  // A first row that is not still (the calendar's page: its heading and the calendar) is part of
  // the page's own hydration: live before or with the page around it.
  await recordHydrationTasks(page, { page: '.page', first: '.page > .row:nth-of-type(1)' });
  await serve(page, await renderedPage('/calendar'), {}, '/calendar');
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expect.poll(async () => Object.keys(await hydratedIn(page)).length).toBe(2);
  const calendar = await hydratedIn(page);
  expect(calendar.first).toBeLessThanOrEqual(calendar.page);
});

test("a rendered calendar's days hydrate as parts of their own, after the calendar", async ({ page }) => {
  await recordHydrationTasks(page, {
    calendar: '.calendar',
    day1: '.calendar-day:nth-of-type(1)',
    day2: '.calendar-day:nth-of-type(2)',
  });
  const served = await serve(page, await renderedPage('/calendar'), {}, '/calendar');
  await expectHydratedInPlace(page, served, '/calendar');
  const { calendar, day1, day2 } = await hydratedIn(page);
  expect(calendar).toBeDefined();
  expect(day1).toBeGreaterThan(calendar);
  expect(day2).toBeGreaterThan(calendar);
});

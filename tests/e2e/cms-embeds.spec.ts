import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { goClientSide, startRenderedSite } from './site-helpers';

/**
 * CMS text keeps its editor's styling and its embeds (001 §2 core/html) in the venue's site under
 * the handler's own strict Content-Security-Policy: as the server renders it, read without script
 * and hydrated, and as the browser's sanitiser places it on a client-side visit. The text is
 * tests/fixtures/cms-styled-text.html on two pages of a back end of this file's own; the players
 * are answered by stand-ins (the tests run offline), which the policy must still let load.
 */
interface BackEnd {
  url: string;
  db: { query(sql: string, params: unknown[]): Promise<unknown> };
  stop(): Promise<void>;
}
let backEnd: BackEnd;
let pages: { url: string; close(): Promise<void> };

const text = readFileSync(new URL('../fixtures/cms-styled-text.html', import.meta.url), 'utf8');
const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|www\.google\.com|player\.vimeo\.com)\//;
const MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3540!2d153.0!3d-27.2!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1';

test.beforeAll(async () => {
  const { startServer } = (await import(new URL('../server/helpers.js', import.meta.url).href)) as { startServer(): Promise<BackEnd> };
  backEnd = await startServer();
  // The second page's text differs from the first's, so that a visit places it anew.
  const rows = (html: string) =>
    JSON.stringify([
      {
        row_type: 'columns',
        blocks: [{ id: 'text', width: 12, widgets: [{ outer: 'core/html', templatevar: { widget_is_visible: 1, html } }] }],
      },
    ]);
  for (const [slug, name, html] of [
    ['on-film', 'On film', text],
    ['film-night', 'Film night', `<p>Tonight on the big screen:</p>${text}`],
  ])
    await backEnd.db.query('INSERT INTO pages (name, slug, title, rows) VALUES ($1, $2, $3, $4)', [name, slug, name, rows(html)]);
  pages = await startRenderedSite({ api: backEnd.url });
});
test.afterAll(async () => {
  await pages?.close();
  await backEnd?.stop();
});

/** A page that answers the players with stand-ins and records every violation of the policy, with script or without. */
async function openPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.route(PLAYERS, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeBinding('reportViolation', (_source, found: string) => void violations.push(found));
  await page.addInitScript(() =>
    document.addEventListener(
      'securitypolicyviolation',
      (e) => (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    ),
  );
  // Without script, Chromium reports a refused resource or style in the console.
  page.on('console', (m) => /Content Security Policy|Refused/.test(m.text()) && violations.push(m.text()));
  return { context, page, violations };
}

/** The text as a reader sees it: its colours, alignment and emphasis computed, its frames and links. */
async function expectStyledText(page: Page) {
  const text = page.locator('venue-site .cms-html');
  const heading = text.locator('h2', { hasText: 'Lakeside on film' });
  await expect(heading).toHaveCSS('color', 'rgb(204, 0, 0)');
  await expect(heading).toHaveCSS('text-align', 'center');
  await expect(text.locator('span', { hasText: 'Gates open at 7 am' })).toHaveCSS('background-color', 'rgb(255, 240, 0)');
  await expect(text.locator('span', { hasText: 'Gates open at 7 am' })).toHaveCSS('font-weight', '700');
  await expect(text.locator('p', { hasText: 'Gates open' })).toHaveCSS('text-align', 'right');
  await expect(text.locator('em')).toHaveCSS('text-decoration-line', 'underline');
  // What the styling may not do stays undone: no colour from url(), no fixed position.
  await expect(text.locator('p', { hasText: 'Plain text stays plain.' })).toHaveCSS('position', 'static');
  const frames = text.locator('.cms-embed iframe');
  await expect(frames).toHaveCount(2);
  expect(
    await frames.evaluateAll((list) =>
      list.map((f) => Object.fromEntries(f.getAttributeNames().map((name) => [name, f.getAttribute(name)]))),
    ),
  ).toEqual([
    {
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'A lap of Lakeside',
      loading: 'lazy',
      sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
    {
      src: MAP,
      title: 'Map',
      loading: 'lazy',
      sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
  ]);
  await expect(text.locator('.cms-embed a')).toHaveText(['Watch on YouTube', 'Open the map in Google Maps']);
  await expect(text.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(text.locator('[style], [data-cms-style], venue-cms-embed')).toHaveCount(0);
  expect(await text.innerHTML()).not.toContain('evil.example');
  // The players load: the policy frames their hosts. (Lazy frames load once they near the view.)
  await frames.last().scrollIntoViewIfNeeded();
  await expect.poll(() => page.frames().filter((f) => PLAYERS.test(f.url())).length).toBe(2);
}

test('without script, the server’s HTML shows the styled text, the video and the map under the handler’s policy', async ({ browser }) => {
  const { context, page, violations } = await openPage(browser, false);
  const response = await page.goto(`${pages.url}/site/on-film`);
  expect(response!.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  await expectStyledText(page);
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  await context.close();
});

test('with script, the hydrated page and a client-side visit show the same, with no violation', async ({ browser }, testInfo) => {
  const { context, page, violations } = await openPage(browser, true);
  await page.goto(`${pages.url}/site/on-film`);
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  await expectStyledText(page);
  // The next page's text is placed by the browser's sanitiser, in this document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await goClientSide(page, '/film-night');
  await expect(page.locator('venue-site .cms-html p').first()).toHaveText('Tonight on the big screen:');
  await expectStyledText(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('venue-site .cms-html h2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`cms-embeds-${width}.png`), fullPage: true });
    // The frames keep to the text's width.
    const overflow = await page
      .locator('venue-site .cms-embed iframe')
      .first()
      .evaluate((f) => {
        const box = f.getBoundingClientRect();
        return box.right - f.closest('.cms-html')!.getBoundingClientRect().right;
      });
    expect(overflow).toBeLessThanOrEqual(0.5);
  }
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  await context.close();
});

test('where CSS cannot read the colour attributes, the hydrated page sets the colours through the CSSOM, with no violation', async ({
  browser,
}) => {
  const { context, page, violations } = await openPage(browser, true);
  // Such a browser, as Chromium before 133 was.
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = (...args: [string, string?]) => !String(args.join(' ')).includes('attr(') && supports(...(args as [string, string]));
  });
  await page.goto(`${pages.url}/site/on-film`);
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-hydrated', '');
  const text = page.locator('venue-site .cms-html');
  await expect
    .poll(() => text.locator('[style]').evaluateAll((list) => list.map((el) => (el as HTMLElement).style.cssText)))
    .toEqual(['color: rgb(204, 0, 0);', 'background-color: rgb(255, 240, 0);']);
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  await context.close();
});

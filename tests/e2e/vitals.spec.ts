import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isChunk } from '../chunks';

/**
 * The visitors' Core Web Vitals (core/vitals), opt-in with data-vitals on the script tag: on, the
 * web-vitals chunk comes after load and a beacon with LCP, CLS and INP (after a click) reaches the
 * address the operator named when the visitor leaves the page; off, the chunk is never asked for
 * and nothing is sent. The host page and the beacons' address are a server of the test's own.
 */
let host: Server;
let hostUrl: string;
const beacons: { type: string; body: string }[] = [];

test.beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/vitals') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        beacons.push({ type: req.headers['content-type'] ?? '', body });
        res.writeHead(204).end();
      });
      return;
    }
    const vitals = { '/on': ` data-vitals="${hostUrl}/vitals"`, '/analytics': ' data-vitals="analytics"' }[req.url!] ?? '';
    // The host's own gtag, as Google's snippet defines it: the events it is given are kept here.
    const gtag = req.url === '/analytics' ? '<script src="/gtag.js"></script>' : '';
    if (req.url === '/gtag.js')
      return void res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('window.gtag = (...args) => (window.sent ??= []).push(args);');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vitals</title>${gtag}
<script src="${process.env.PAGES_URL}/dist/venue-elements.js" data-api="${process.env.API_URL}"${vitals}></script></head>
<body><h1>Questions</h1><venue-faq group="faqs"></venue-faq><p>Host text.</p></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => host?.close(resolve)));
test.beforeEach(() => void (beacons.length = 0));

/** Loads the page, waits for the FAQ and an idle moment after load, clicks a question, then leaves. */
async function visit(page: Page, path: string) {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.goto(`${hostUrl}${path}`);
  const question = page.locator('venue-faq button[part=question]').first();
  await expect(question).toBeVisible({ timeout: 20_000 });
  // An idle moment, as the core waits for one (core/vitals): bounded, as it is there, since a busy
  // machine can keep a page from going idle for longer than a test's time.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 5_000 })));
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  // The page hidden, as when the visitor leaves it: headless Chromium keeps its pages visible, so
  // the test says so as web-vitals' own tests do (stubVisibilityChange): web-vitals reports CLS
  // and INP, and the beacon goes.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  return chunks.filter(isChunk('vitals'));
}

test('on (data-vitals with an address): a beacon with LCP, CLS and INP arrives when the visitor leaves', async ({ page }) => {
  const chunks = await visit(page, '/on');
  expect(chunks, 'the web-vitals chunk').toHaveLength(1);
  await expect.poll(() => beacons.length).toBeGreaterThan(0);
  expect(beacons[0].type).toMatch(/^text\/plain/);
  const report = JSON.parse(beacons[0].body) as {
    page: string;
    source: string;
    metrics: { name: string; value: number; rating: string }[];
  };
  expect(report.page).toBe(`${hostUrl}/on`);
  expect(report.source).toBe('elements');
  expect(report.metrics.map((m) => m.name).sort()).toEqual(['CLS', 'INP', 'LCP']);
  for (const metric of report.metrics) {
    expect(metric.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(metric.rating);
  }
});

test('on as "analytics": a GA4 event per metric through the page\'s gtag, and no beacon', async ({ page }) => {
  const chunks = await visit(page, '/analytics');
  expect(chunks, 'the web-vitals chunk').toHaveLength(1);
  const sent = () => page.evaluate(() => (window as unknown as { sent?: [string, string, Record<string, unknown>][] }).sent ?? []);
  await expect.poll(async () => (await sent()).map(([, name]) => name).sort()).toEqual(['CLS', 'INP', 'LCP']);
  for (const [command, , params] of await sent()) {
    expect(command).toBe('event');
    expect(params).toMatchObject({ metric_id: expect.any(String), metric_rating: expect.any(String), non_interaction: true });
    expect(Number.isInteger(params.value)).toBe(true);
  }
  expect(beacons).toEqual([]);
});

test('off (no data-vitals): the web-vitals chunk is never asked for and nothing is sent', async ({ page }) => {
  const chunks = await visit(page, '/off');
  expect(chunks, 'the web-vitals chunk').toEqual([]);
  // As long as the report above took to arrive, and more.
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { api, startRenderedSite, watchPolicy } from './site-helpers';

/**
 * raw_code on a page createHandler serves (001 §3 raw_html): the block runs in a document of its
 * own with a policy of its own, so a pasted embed's inline script and its script from another
 * origin run, while the page's strict policy reports not one violation.
 */

/** The hire-gear-details page's raw_code block in the seed, and the embed the tests paste instead. */
const SEEDED =
  '<table><tr><th>Item</th><th>Price</th></tr><tr><td>Helmet</td><td>$25</td></tr><tr><td>Leathers</td><td>$60</td></tr></table>';
const embed = (other: string) =>
  `<div id="booking" style="height: 420px"><p id="inline"></p></div>` +
  `<script>document.getElementById('inline').textContent = 'Written inline: ' + 'booking open';</script>` +
  `<script src="${other}/draw.js"></script>`;

/** A picture drawn by a script from a second origin, as a booking widget loads its own code. */
const DRAW = `(function () {
  var canvas = document.createElement('canvas');
  canvas.id = 'drawn';
  canvas.width = 40;
  canvas.height = 20;
  var context = canvas.getContext('2d');
  context.fillStyle = '#c00';
  context.fillRect(0, 0, 40, 20);
  document.getElementById('booking').appendChild(canvas);
})();`;

let other: Server;
let otherUrl: string;
let pages: { url: string; close(): Promise<void> };
/** The API's JSON with the seeded block replaced by the embed: the server's renders and the browser's calls alike. */
const swap = (body: string) => body.split(JSON.stringify(SEEDED).slice(1, -1)).join(JSON.stringify(embed(otherUrl)).slice(1, -1));

test.beforeAll(async () => {
  other = createServer((req, res) => {
    if (req.url === '/draw.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(DRAW);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: another origin than the site's in name as well as in port.
  otherUrl = `http://localhost:${(other.address() as AddressInfo).port}`;
  const swapped: typeof fetch = async (input, init) => {
    const reply = await fetch(input, init);
    if (!/json/.test(reply.headers.get('content-type') ?? '')) return reply;
    return new Response(swap(await reply.text()), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  pages = await startRenderedSite({ fetch: swapped });
});
// A reply still being swapped when a test ends would otherwise fail on its closed page.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));
test.afterAll(async () => {
  await pages?.close();
  await new Promise((resolve) => other?.close(resolve));
});

test("a pasted embed's inline and cross-origin scripts run on a handler-served page, with no violation on the page", async ({ page }) => {
  // A whole page's render, hydration and a frame of its own: slow on a loaded machine.
  test.slow();
  const violations = await watchPolicy(page, pages.url);
  // The browser's own calls to the API see the same block as the server's render.
  await page.route(`${api()}/**`, async (route) => {
    const reply = await route.fetch();
    const body = await reply.text();
    await route.fulfill({ response: reply, body: /json/.test(reply.headers()['content-type'] ?? '') ? swap(body) : body });
  });
  const response = await page.goto(`${pages.url}/site/hire-gear-details`);
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self';/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  // Read once the page is live: what a visitor meets for good (the frame as hydration keeps it).
  await expect(page.locator('venue-site[data-venue-hydrated]')).toBeAttached({ timeout: 30_000 });
  const frame = page.frameLocator('venue-site iframe.raw-code');
  await expect(frame.locator('#inline')).toHaveText('Written inline: booking open', { timeout: 20_000 });
  await expect(frame.locator('canvas#drawn')).toBeVisible();
  // The picture is really drawn: its pixels are the script's red.
  const pixel = await frame
    .locator('canvas#drawn')
    .evaluate((el) => [...(el as HTMLCanvasElement).getContext('2d')!.getImageData(5, 5, 1, 1).data]);
  expect(pixel).toEqual([204, 0, 0, 255]);
  // The frame's document is the handler's.
  expect(await page.locator('venue-site iframe.raw-code').getAttribute('src')).toMatch(/^\/site\/_raw\/frame-1\.html#/);
  // Hydrated (after the frame has loaded and measured; its row, below the first, once scrolled to),
  // its height follows the content the block built.
  await page.locator('venue-site iframe.raw-code').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await page.locator('venue-site iframe.raw-code').boundingBox())!.height).toBeGreaterThan(420);
  await expect(frame.locator('#inline')).toHaveText('Written inline: booking open');
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test('opened as a page, the frame document writes nothing: no one can put markup of their own at the site’s address', async ({ page }) => {
  const markup = Buffer.from('<p id="planted">Log in here</p>', 'utf8').toString('base64url');
  const response = await page.goto(`${pages.url}/site/_raw/frame-1.html#${markup}`);
  expect(response!.headers()['content-security-policy']).toBe(
    'sandbox allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox',
  );
  await page.waitForLoadState('load');
  expect(await page.locator('#planted').count()).toBe(0);
});

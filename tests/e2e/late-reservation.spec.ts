import { expect, test, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A deferred or async script without dist/venue-elements.css runs after the page has painted
 * the element at zero height. A box reserved then is one more shift, not one fewer: the element
 * stays at zero height, its loading state too, and the host's text below moves only when the
 * first content arrives, once (as FullCalendar's does). With the
 * stylesheet the catalogue's snippet links, the box is there from the first paint instead.
 */
const pages = () => process.env.PAGES_URL!;

interface Shift {
  value: number;
  after: boolean;
}

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        w.shifts.push({ value: entry.value, after: entry.sources.some((s) => (s.node as Element | undefined)?.id === 'after') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the loader until `release()`: the page paints without it, as on a slow connection. */
async function holdLoader(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/venue-elements.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function firstPaint(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').length)).toBeGreaterThan(0);
}

async function shiftsOnceLoaded(page: Page): Promise<Shift[]> {
  await expect(page.locator('venue-calendar [part~=event]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('venue-calendar')).toHaveAttribute('data-venue-ready', '');
  // Two frames for the last shift's entry to be reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

test('a deferred script after the first paint, no stylesheet: the host text below moves once, with the first content', async ({ page }) => {
  await watchShifts(page);
  // The data comes after the code: the calendar shows its loading state first.
  await page.route(`${process.env.API_URL}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const release = await holdLoader(page);
  await page.goto(`${pages()}/tests/browser/fixtures/bench-calendar.html`, { waitUntil: 'commit' });
  await firstPaint(page);
  expect((await page.locator('venue-calendar').boundingBox())?.height).toBe(0);
  release();
  const shifts = await shiftsOnceLoaded(page);
  const moves = shifts.filter((s) => s.after);
  // Before: the reservation, then the loading state or the month outgrowing it; each moved the text.
  expect(moves, JSON.stringify(shifts)).toHaveLength(1);
  expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.03);
});

test('an element below the fold keeps its reservation: a shift there is not seen', async ({ page }) => {
  await watchShifts(page);
  await page.setViewportSize({ width: 1280, height: 100 });
  const release = await holdLoader(page);
  await page.goto(`${pages()}/tests/browser/fixtures/bench-calendar.html`, { waitUntil: 'commit' });
  await firstPaint(page);
  release();
  await expect.poll(() => page.evaluate(() => Boolean(window.VenueElements?.loaderActive))).toBe(true);
  const reserved = await page
    .locator('venue-calendar')
    .evaluate((el) => (el.hasAttribute('data-venue-ready') ? -1 : el.getBoundingClientRect().height));
  expect(reserved === -1 || reserved > 0, `height while loading: ${reserved}`).toBe(true);
});

test("the catalogue's snippet, pasted with a deferred script, reserves the calendar's box from the first paint", async ({ browser }) => {
  const catalogue = await browser.newPage();
  await catalogue.goto(`${pages()}/demo/index.html`);
  const snippet = await catalogue.locator('section#venue-calendar pre.snippet').textContent();
  await catalogue.close();
  expect(snippet).toContain('venue-elements.css');

  const page = await browser.newPage();
  await watchShifts(page);
  const pasted = snippet!.replace('></script>', ' defer></script>').replace('<venue-calendar', '<h1>Club events</h1><venue-calendar');
  // A host of its own, as a marketer's page is (a page a test fulfils may not reach a loopback API).
  const host = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title></head><body>${pasted}<p id="after">Host text below.</p></body></html>`,
      ),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  try {
    const release = await holdLoader(page);
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
    await firstPaint(page);
    expect((await page.locator('venue-calendar').boundingBox())?.height).toBeGreaterThan(100);
    release();
    const shifts = await shiftsOnceLoaded(page);
    expect(shifts.filter((s) => s.after).length, JSON.stringify(shifts)).toBeLessThanOrEqual(1);
  } finally {
    await page.close();
    await new Promise((resolve) => host.close(resolve));
  }
});

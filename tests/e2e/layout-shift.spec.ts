import { expect, test, type Page } from '@playwright/test';

/**
 * While an element loads (slow chunks and slow data both), the host page's text below it does
 * not move: the box the loader reserves stays from the first frame the loader has run through
 * the code's arrival, the upgrade and the loading state. The text may move only in the frame
 * where an element shows its first content (its own height replacing the reserved one).
 */
async function watchHostText(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { frames: { top: number; ready: number }[]; loading: () => boolean };
    w.frames = [];
    const elements = () => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('venue-'));
    w.loading = () => elements().length === 0 || elements().some((el) => !el.hasAttribute('data-venue-ready'));
    const tick = () => {
      const after = document.getElementById('after');
      const loaderRan = Boolean((window as unknown as { VenueElements?: { loaderActive?: boolean } }).VenueElements?.loaderActive);
      if (after && loaderRan) {
        const ready = elements().filter((el) => el.hasAttribute('data-venue-ready')).length;
        w.frames.push({ top: Math.round(after.getBoundingClientRect().top + window.scrollY), ready });
      }
      if (!after || !loaderRan || w.loading()) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function slowDown(page: Page, api: string) {
  await page.route('**/dist/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.route(`${api}/**`, async (route) => {
    await new Promise((r) => setTimeout(r, 900));
    await route.continue();
  });
}

for (const [name, fixture, done] of [
  ['the calendar', 'calendar.html', '#main [part~=event]'],
  ['the FAQ', 'faq.html', '#main button[part=question]'],
  ['ten elements', 'ten-elements.html', 'venue-product-grid >> nth=1 >> [part=card]'],
] as const) {
  test(`${name}: the host text below does not move while it loads`, async ({ page }) => {
    await watchHostText(page);
    await slowDown(page, process.env.API_URL!);
    await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/${fixture}`);
    await expect(page.locator(done).first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { loading(): boolean }).loading())).toBe(false);
    const frames = await page.evaluate(() => (window as unknown as { frames: { top: number; ready: number }[] }).frames);
    expect(frames.length).toBeGreaterThan(5);
    const moves = frames.slice(1).filter((f, i) => f.top !== frames[i].top && f.ready === frames[i].ready);
    expect(moves, `host text moved while nothing became ready: ${JSON.stringify(frames.map((f) => [f.top, f.ready]))}`).toEqual([]);
  });
}

test('ten elements, viewed again: the host text below does not move at all, first content included', async ({ page }) => {
  await watchHostText(page);
  const frames = () => page.evaluate(() => (window as unknown as { frames: { top: number; ready: number }[] }).frames);
  const loaded = () => page.evaluate(() => !(window as unknown as { loading(): boolean }).loading());
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/ten-elements.html`);
  await expect.poll(loaded, { timeout: 20_000 }).toBe(true);
  const first = await frames();
  expect(new Set(first.map((f) => f.top)).size, 'the first view moves (content of other heights than reserved)').toBeGreaterThan(1);

  await slowDown(page, process.env.API_URL!);
  await page.reload();
  await expect.poll(loaded, { timeout: 20_000 }).toBe(true);
  const again = await frames();
  expect(again.length).toBeGreaterThan(5);
  expect(new Set(again.map((f) => f.top)), JSON.stringify(again.map((f) => [f.top, f.ready]))).toEqual(new Set([first.at(-1)!.top]));
});

/**
 * The catalogue's snippet (venue-elements.css linked, the script deferred) on a host page: the
 * box the stylesheet reserves from the first paint is the box the element's first content fills,
 * so the host's text never moves. CLS is the browser's own (the largest session window of
 * 'layout-shift' entries) over the whole load, chunks and data slowed down so that the reserved
 * box is painted for a while before the content replaces it.
 */
for (const [name, fixture, viewport] of [
  ['one calendar at 1280×900', 'snippet-calendar.html', { width: 1280, height: 900 }],
  ['one calendar at 375×800', 'snippet-calendar.html', { width: 375, height: 800 }],
  ['ten elements at 1280×900', 'snippet-ten-elements.html', { width: 1280, height: 900 }],
  ['ten elements at 375×800', 'snippet-ten-elements.html', { width: 375, height: 800 }],
] as const) {
  test(`the catalogue's snippet, ${name}: the host's text does not shift (CLS ≤ 0.01)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; at: number }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, at: e.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await slowDown(page, process.env.API_URL!);
    await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/${fixture}`);
    const count = await page.evaluate(() => [...document.body.children].filter((el) => el.localName.startsWith('venue-')).length);
    await expect(page.locator('[data-venue-ready]')).toHaveCount(count, { timeout: 20_000 });
    // Every element's first content is in; then a few frames for the shift entries to be reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; at: number }[] }).shifts);
    expect(cumulativeLayoutShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
}

/** The largest session window (gaps under 1 s, at most 5 s long) of shifts, as browsers define CLS. */
function cumulativeLayoutShift(shifts: { value: number; at: number }[]) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last > 1000 || s.at - first > 5000) [sum, first] = [0, s.at];
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * Ten elements with the same snippet: each calendar's box is the same height in every frame, from
 * the first paint (the stylesheet's reservation) through its loading state to its month, so no
 * shift has a calendar among its sources. (The FAQs are their reserved box too, faq.css; the event
 * types and product grids below them grow to their content's height out of the first screen.)
 */
test("the catalogue's snippet, ten elements at 1280×900: the calendars keep one height and shift nothing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    const w = window as unknown as { heights: Set<string>; movers: string[] };
    w.heights = new Set();
    w.movers = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
        for (const s of e.sources) if (s.node?.nodeName === 'VENUE-CALENDAR') w.movers.push(`${e.startTime}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      const calendars = [...document.querySelectorAll('venue-calendar')];
      if (calendars.length) w.heights.add(calendars.map((c) => c.getBoundingClientRect().height).join(' '));
      if (calendars.length < 3 || calendars.some((c) => !c.hasAttribute('data-venue-ready'))) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await slowDown(page, process.env.API_URL!);
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/snippet-ten-elements.html`);
  await expect(page.locator('[data-venue-ready]')).toHaveCount(10, { timeout: 20_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const { heights, movers } = await page.evaluate(() => {
    const w = window as unknown as { heights: Set<string>; movers: string[] };
    return { heights: [...w.heights], movers: w.movers };
  });
  expect(heights, "the three calendars' heights, frame by frame").toEqual(['520 520 520']);
  expect(movers, 'shifts with a calendar among their sources').toEqual([]);
});

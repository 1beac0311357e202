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

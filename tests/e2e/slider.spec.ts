import { expect, test, type Page } from '@playwright/test';

/** The slider on demo/media.html against the reference back end, its clock stepped by hand. */
const demo = () => `${process.env.PAGES_URL}/demo/media.html`;

/**
 * Steps the installed clock by hand until the page has loaded and the slider's autoplay has
 * started (its track stops announcing its changes): at most 100 ms of autoplay pass here.
 */
async function untilAutoplay(page: Page) {
  const track = page.locator('#slider .slider-track');
  for (let i = 0; i < 200; i++) {
    if ((await track.count()) && (await track.getAttribute('aria-live')) === 'off') return;
    await page.clock.runFor(100);
  }
}

test.describe('the slider on the demo page', () => {
  test.beforeEach(async ({ page }) => {
    // the map further down the page never reaches Google
    await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  });

  test('the slider advances every 4 s and keeps going after a click', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(demo());
    const count = page.locator('#slider .slider-count');
    const track = page.locator('#slider .slider-track');
    await untilAutoplay(page);
    await expect(track).toHaveAttribute('aria-live', 'off');
    await expect(count).toHaveText('1 of 3');
    await page.clock.runFor(3500);
    await expect(count).toHaveText('1 of 3');
    await page.clock.runFor(700);
    await expect(count).toHaveText('2 of 3');
    // a click does not stop autoplay: the next turn comes 4 s after the slide it brought
    await page.locator('#slider [part=slider-next]').click();
    await expect(count).toHaveText('3 of 3');
    await page.clock.runFor(3500);
    await expect(count).toHaveText('3 of 3');
    await page.clock.runFor(1000);
    // after the last, the first
    await expect(count).toHaveText('1 of 3');
    await page.clock.runFor(4200);
    await expect(count).toHaveText('2 of 3');
    await expect(track).toHaveAttribute('aria-live', 'off');
    // paused, it stays; played again, it goes on
    await page.locator('#slider [part=slider-pause]').click();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expect(count).toHaveText('2 of 3');
    await page.locator('#slider [part=slider-pause]').click();
    await page.clock.runFor(4200);
    await expect(count).toHaveText('3 of 3');
  });

  test('the slider does not turn while it is off screen', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(demo());
    const track = page.locator('#slider .slider-track');
    await untilAutoplay(page);
    await expect(track).toHaveAttribute('aria-live', 'off');
    await page.locator('#video').scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expect(page.locator('#slider .slider-count')).toHaveText('1 of 3');
  });

  test('the slider does not turn while the page is hidden', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(demo());
    const track = page.locator('#slider .slider-track');
    await untilAutoplay(page);
    const show = (state: 'hidden' | 'visible') =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await show('hidden');
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await expect(page.locator('#slider .slider-count')).toHaveText('1 of 3');
    await show('visible');
    await expect(track).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4200);
    await expect(page.locator('#slider .slider-count')).toHaveText('2 of 3');
  });
});

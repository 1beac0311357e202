import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITE, openSite, script } from './site';

/** The slider of `<venue-gallery type="slider">`: a native scroll-snap track, no library. */
const HEADINGS = ['Race Day', 'Ride Day', 'Learn to Drive'];
const slides = HEADINGS.map((heading, id) => ({ id, heading, image: { url: `${SITE}/slide-${id}.jpg`, width: 1600, height: 500 } }));

async function open(page: Page, body: string) {
  await openSite(page, `<!doctype html><html><head>${script()}</head><body>${body}</body></html>`, {
    api: (url) => (url.pathname === '/api/v1/cognito/gallery' ? { body: { id: 1, heading: 'Home', slides } } : { status: 404, body: {} }),
  });
}

/** A slider of the three slides, paused: only the test's keys, buttons and scrolls move it. */
async function openPaused(page: Page, lang = 'en') {
  await open(page, `<venue-gallery gallery="home" type="slider" lang="${lang}"></venue-gallery>`);
  const slider = page.locator('venue-gallery [part=slider]');
  await expect(slider.locator('.slider-slide')).toHaveCount(3);
  await slider.locator('[part=slider-pause]').click();
  return slider;
}

/** The heading of the one slide that is live (not inert) and fills the track. */
async function expectShown(slider: Locator, heading: string) {
  await expect(slider.locator('.slider-slide:not([inert]) .slide-heading')).toHaveText(heading);
  await expect
    .poll(() =>
      slider.locator('.slider-track').evaluate((track) => {
        const box = track.getBoundingClientRect();
        const shown = [...track.children].find((slide) => {
          const r = slide.getBoundingClientRect();
          return Math.abs(r.left - box.left) < 2 && Math.abs(r.right - box.right) < 2;
        });
        return shown?.querySelector('.slide-heading')?.textContent;
      }),
    )
    .toBe(heading);
}

test('renders every slide in one scroll-snap track, one per view, with no swiper', async ({ page }) => {
  await open(page, '<venue-gallery gallery="home" type="slider"></venue-gallery>');
  const slider = page.locator('venue-gallery [part=slider]');
  await expect(slider.locator('.slider-slide')).toHaveCount(3);
  await expectShown(slider, 'Race Day');
  const layout = await slider.locator('.slider-track').evaluate((track) => {
    const s = getComputedStyle(track);
    const slide = getComputedStyle(track.children[1]);
    return {
      display: s.display,
      overflowX: s.overflowX,
      snap: s.scrollSnapType,
      scrollbar: s.scrollbarWidth,
      align: slide.scrollSnapAlign,
      width: track.children[1].getBoundingClientRect().width - track.clientWidth,
      scrolls: track.scrollWidth > track.clientWidth,
    };
  });
  expect(layout).toEqual({
    display: 'flex',
    overflowX: 'auto',
    snap: 'x mandatory',
    scrollbar: 'none',
    align: 'start',
    width: 0,
    scrolls: true,
  });
  // only the slide in view can be reached; the others wait off to the side
  await expect(slider.locator('.slider-slide[inert]')).toHaveCount(2);
  await expect(slider.locator('.slider-slide').first().locator('img[part=image]')).not.toHaveAttribute('loading', 'lazy');
  expect(await page.locator('venue-gallery').evaluate((el) => el.shadowRoot!.innerHTML)).not.toContain('swiper');
});

for (const { dir, lang, forward, back } of [
  { dir: 'left to right', lang: 'en', forward: 'ArrowRight', back: 'ArrowLeft' },
  { dir: 'right to left', lang: 'ar', forward: 'ArrowLeft', back: 'ArrowRight' },
]) {
  test(`arrow keys and buttons move the slider ${dir} and rewind past either end`, async ({ page }) => {
    // paused, so that only the keys and buttons move it here; a still slider announces its changes
    const slider = await openPaused(page, lang);
    await expect(slider.locator('.slider-track')).toHaveAttribute('aria-live', 'polite');
    await slider.locator('[part=slider-next]').focus();
    await page.keyboard.press(back);
    await expectShown(slider, 'Learn to Drive');
    await page.keyboard.press(forward);
    await expectShown(slider, 'Race Day');
    await page.keyboard.press(forward);
    await expectShown(slider, 'Ride Day');
    await page.keyboard.press(forward);
    await expectShown(slider, 'Learn to Drive');
    // past the last, it rewinds to the first
    await page.keyboard.press(forward);
    await expectShown(slider, 'Race Day');
    await slider.locator('[part=slider-previous]').click();
    await expectShown(slider, 'Learn to Drive');
    await slider.locator('[part=slider-next]').click();
    await expectShown(slider, 'Race Day');
    await expect(slider.locator('.slider-slide[inert]')).toHaveCount(2);
  });
}

test('a swipe (a native scroll) moves the slide in view, and the count follows', async ({ page }) => {
  const slider = await openPaused(page);
  await slider.locator('.slider-track').evaluate((track) => track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' }));
  await expectShown(slider, 'Learn to Drive');
  await expect(slider.locator('.slider-count')).toHaveText('3 of 3');
  // the next slide after a swipe goes on from the swiped-to one (here: rewinds)
  await slider.locator('[part=slider-next]').click();
  await expectShown(slider, 'Race Day');
  await expect(slider.locator('.slider-count')).toHaveText('1 of 3');
});

test("a scroll the browser ends between two presses loses neither: the second goes on from the first one's slide", async ({ page }) => {
  const slider = await openPaused(page);
  await slider.locator('[part=slider-next]').focus();
  await page.keyboard.press('ArrowRight');
  // As a slow machine can see it: the scroll the first press began ends (the second cuts it off)
  // while the track is still at the first slide.
  await slider.locator('.slider-track').evaluate((track) => track.dispatchEvent(new Event('scrollend')));
  await page.keyboard.press('ArrowRight');
  await expectShown(slider, 'Learn to Drive');
  await expect(slider.locator('.slider-count')).toHaveText('3 of 3');
});

test("a swipe during a press's scroll takes over: the next press goes on from where the swipe stopped", async ({ page }) => {
  const slider = await openPaused(page);
  const track = slider.locator('.slider-track');
  const width = await track.evaluate((el) => el.clientWidth);
  await track.hover();
  await slider.locator('[part=slider-next]').click();
  // The visitor's own wheel back past the first slide, as the press's scroll goes: real input,
  // which ends the press's scroll (a script's instant scroll could lose to it on a busy machine).
  await track.hover();
  await page.mouse.wheel(-2 * width, 0);
  await expectShown(slider, 'Race Day');
  await slider.locator('[part=slider-next]').click();
  await expectShown(slider, 'Ride Day');
  await expect(slider.locator('.slider-count')).toHaveText('2 of 3');
});

test('two presses in quick succession move two slides on, even on a slow machine', async ({ page }) => {
  const slider = await openPaused(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let round = 0; round < 3; round++) {
    // from the first slide, two presses (the second during the first's smooth scroll) reach the third
    await slider.locator('[part=slider-next]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectShown(slider, 'Learn to Drive');
    await expect(slider.locator('.slider-count')).toHaveText('3 of 3');
    // and one more rewinds to the first
    await page.keyboard.press('ArrowRight');
    await expectShown(slider, 'Race Day');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

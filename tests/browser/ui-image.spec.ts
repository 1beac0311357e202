import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mount } from './harness';

const host = (page: Page) => page.locator('ui-test');
const img = (page: Page) => host(page).getByRole('img', { name: 'Cars on the main straight' });
const box = (page: Page) => host(page).locator('.picture');
const placeholder = (page: Page) => host(page).locator('.picture-placeholder');

const image = {
  url: 'https://img.test/assets/i/abc/16x9/1920.jpg',
  webp_url: 'https://img.test/assets/i/abc/16x9/1920.webp',
  avif_url: 'https://img.test/assets/i/abc/16x9/1920.avif',
  placeholder: 'https://img.test/placeholder.png',
  width: 1920,
  height: 1080,
};

let png: Buffer;
test.beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});

/**
 * Serves every image as a small PNG (the browser decodes by content), or broken bytes for
 * `broken`; the pictures' sizes (not the placeholder) wait for `release()` when `held`.
 */
async function serveImages(page: Page, { broken = null as RegExp | null, held = false } = {}) {
  const requested: string[] = [];
  let release!: () => void;
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route('https://img.test/**', async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.includes('/assets/')) await released;
    if (broken?.test(url)) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from('not an image') });
    return route.fulfill({ status: 200, contentType: 'image/png', body: png });
  });
  return { requested, release: () => release?.() };
}

const attr = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

test.describe('Image', () => {
  test.use({ deviceScaleFactor: 2 });

  test('a <picture>: its placeholder first in the reserved box, then only the avif at its laid-out width for the screen', async ({
    page,
  }) => {
    const { requested, release } = await serveImages(page, { held: true });
    const { console } = await mount(page, `<ui-test scene="image" width="400" image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('width', '400');
    await expect(img(page)).toHaveAttribute('height', '225');
    await expect(img(page)).toHaveAttribute('part', 'image');
    // The browser picks the format: avif, webp, then the jpg <img>, each with the same sizes; lazy, their
    // `auto` lets it pick the size for the width the picture is laid out at.
    const sources = await host(page)
      .locator('picture source')
      .evaluateAll((all) => all.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')]));
    expect(sources).toEqual([
      ['image/avif', 'auto, (max-width: 400px) 100vw, 400px'],
      ['image/webp', 'auto, (max-width: 400px) 100vw, 400px'],
    ]);
    // Until the picture is in, its placeholder shows in the box the attributes reserve (16:9, 300 px wide here).
    await expect(placeholder(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute('data-stage', 'placeholder');
    const before = await img(page).boundingBox();
    expect([before!.width, before!.height]).toEqual([300, 168.75]);
    expect(await placeholder(page).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(160);
    // Scaled up by the browser alone: a filter is rastered in software where there is no GPU, and
    // held a rendered page's first frame back.
    expect(await placeholder(page).evaluate((el) => getComputedStyle(el).filter)).toBe('none');
    release();
    await expect(box(page)).toHaveAttribute('data-stage', 'loaded');
    await expect(placeholder(page)).toBeHidden();
    // Laid out at 300 px (not the 400 its attributes allow) at a pixel ratio of 2: the 600 px avif, and
    // nothing else but the placeholder.
    expect(await img(page).evaluate((el: HTMLImageElement) => el.currentSrc)).toBe('https://img.test/assets/i/abc/16x9/600x338:1920.avif');
    expect(requested.sort()).toEqual(['https://img.test/assets/i/abc/16x9/600x338:1920.avif', 'https://img.test/placeholder.png']);
    const after = await img(page).boundingBox();
    expect(after).toEqual(before);
    expect(console).toEqual([]);
  });

  test('avif left out (the voucher image) uses webp', async ({ page }) => {
    const { requested } = await serveImages(page);
    await mount(page, `<ui-test scene="image" width="400" avif="false" image="${attr(image)}"></ui-test>`);
    await expect(box(page)).toHaveAttribute('data-stage', 'loaded');
    expect(
      await host(page)
        .locator('picture source')
        .evaluateAll((all) => all.map((s) => s.getAttribute('type'))),
    ).toEqual(['image/webp']);
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual(['https://img.test/assets/i/abc/16x9/600x338:1920.webp']);
  });

  test('an image with only a jpg address uses it', async ({ page }) => {
    const { requested } = await serveImages(page);
    await mount(
      page,
      `<ui-test scene="image" width="400" image="${attr({ ...image, webp_url: undefined, avif_url: undefined })}"></ui-test>`,
    );
    await expect(box(page)).toHaveAttribute('data-stage', 'loaded');
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual(['https://img.test/assets/i/abc/16x9/600x338:1920.jpg']);
  });

  test('far below the viewport it is not loaded; scrolled near, it is, with no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    const { requested } = await serveImages(page);
    await mount(page, `<ui-test scene="image" width="400" below image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('loading', 'lazy');
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await expect(box(page)).toHaveAttribute('data-stage', 'placeholder');
    const top = await img(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 600 - 150);
    await expect(box(page)).toHaveAttribute('data-stage', 'loaded');
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual(['https://img.test/assets/i/abc/16x9/600x338:1920.avif']);
    const after = await img(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(top);
  });

  test('a picture that cannot be decoded is skipped silently: its placeholder stays', async ({ page }) => {
    await serveImages(page, { broken: /\/assets\// });
    const { console } = await mount(page, `<ui-test scene="image" width="400" image="${attr(image)}"></ui-test>`);
    await expect(box(page)).toHaveAttribute('data-stage', 'failed');
    await expect(placeholder(page)).toBeVisible();
    expect(await img(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(console).toEqual([]);
  });
});

test.describe('Image at 1x', () => {
  test('the size for the laid-out width when the screen is not high-density', async ({ page }) => {
    const { requested } = await serveImages(page);
    await mount(page, `<ui-test scene="image" width="400" image="${attr(image)}"></ui-test>`);
    await expect(box(page)).toHaveAttribute('data-stage', 'loaded');
    // Laid out at 300 px: the 300 px avif, not the 400 its attributes allow.
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual(['https://img.test/assets/i/abc/16x9/300x169:1920.avif']);
  });
});

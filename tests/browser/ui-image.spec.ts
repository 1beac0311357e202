import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mount } from './harness';

const host = (page: Page) => page.locator('ui-test');
const img = (page: Page) => host(page).getByRole('img', { name: 'Cars on the main straight' });

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

/** Serves every image as a small PNG (the browser decodes by content), or broken bytes for `broken`. */
async function serveImages(page: Page, broken: RegExp | null = null): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://img.test/**', async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (broken?.test(url)) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from('not an image') });
    return route.fulfill({ status: 200, contentType: 'image/png', body: png });
  });
  return requested;
}

const attr = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

test.describe('Image', () => {
  test.use({ deviceScaleFactor: 2 });

  test('placeholder, then the laid-out size in avif, then the sharper size; sized attributes', async ({ page }) => {
    const requested = await serveImages(page);
    const { console } = await mount(page, `<ui-test scene="image" image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('width', '1920');
    await expect(img(page)).toHaveAttribute('height', '1080');
    await expect(img(page)).toHaveAttribute('part', 'image');
    await expect(img(page)).toHaveAttribute('data-stage', 'sharp');
    await expect(img(page)).toHaveAttribute('src', 'https://img.test/assets/i/abc/16x9/600x338:1920.avif');
    expect(requested).toEqual([
      'https://img.test/placeholder.png',
      'https://img.test/assets/i/abc/16x9/300x169:1920.avif',
      'https://img.test/assets/i/abc/16x9/600x338:1920.avif',
    ]);
    const box = await img(page).boundingBox();
    expect(Math.round(box!.width)).toBe(300);
    expect(Math.round(box!.height)).toBe(169);
    expect(console).toEqual([]);
  });

  test('avif forced off uses webp', async ({ page }) => {
    const requested = await serveImages(page);
    await mount(page, `<ui-test scene="image" avif="false" image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('src', 'https://img.test/assets/i/abc/16x9/600x338:1920.webp');
    expect(requested.filter((url) => url.includes('avif'))).toEqual([]);
  });

  test('an image with only a jpg address uses it', async ({ page }) => {
    await serveImages(page);
    await mount(page, `<ui-test scene="image" image="${attr({ ...image, webp_url: undefined, avif_url: undefined })}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('src', 'https://img.test/assets/i/abc/16x9/600x338:1920.jpg');
  });

  test('loads only once within 200 px of the viewport, with no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    const requested = await serveImages(page);
    await mount(page, `<ui-test scene="image" below image="${attr(image)}"></ui-test>`);
    await page.waitForTimeout(300);
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual([]);
    await expect(img(page)).toHaveAttribute('data-stage', 'placeholder');
    const top = await img(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // 300 px below the fold: still too far.
    await page.evaluate((y) => window.scrollTo(0, y), top - 600 - 300);
    await page.waitForTimeout(300);
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual([]);
    // 150 px below the fold: inside the 200 px margin.
    await page.evaluate((y) => window.scrollTo(0, y), top - 600 - 150);
    await expect(img(page)).toHaveAttribute('data-stage', 'sharp');
    const after = await img(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(top);
  });

  test('a size that fails to decode is skipped silently: the placeholder stays', async ({ page }) => {
    await serveImages(page, /\/assets\//);
    const { console } = await mount(page, `<ui-test scene="image" image="${attr(image)}"></ui-test>`);
    await page.waitForTimeout(800);
    await expect(img(page)).toHaveAttribute('data-stage', 'placeholder');
    await expect(img(page)).toHaveAttribute('src', 'https://img.test/placeholder.png');
    expect(console).toEqual([]);
  });

  test('a sharper size that fails keeps the sized one', async ({ page }) => {
    await serveImages(page, /600x338/);
    await mount(page, `<ui-test scene="image" image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('src', 'https://img.test/assets/i/abc/16x9/300x169:1920.avif');
    await page.waitForTimeout(500);
    await expect(img(page)).toHaveAttribute('data-stage', 'sized');
  });
});

test.describe('Image at 1x', () => {
  test('one size only when the screen is not high-density', async ({ page }) => {
    const requested = await serveImages(page);
    await mount(page, `<ui-test scene="image" image="${attr(image)}"></ui-test>`);
    await expect(img(page)).toHaveAttribute('data-stage', 'sized');
    await page.waitForTimeout(300);
    expect(requested.filter((url) => url.includes('/assets/'))).toEqual(['https://img.test/assets/i/abc/16x9/300x169:1920.avif']);
  });
});

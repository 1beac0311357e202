import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { Image } from '../../src/core/images';
import { bundle, onNode } from './harness';

/**
 * Pictures rendered on Node as the server renders a page's, then hydrated by React's development
 * build, which reports any attribute or text of the server's HTML that the browser's first render
 * differs from: there is none, every node is the server's, and the browser fetched each picture
 * once, in the format it picked from the server's <picture> before any script ran.
 */
const at = (hash: string, aspect: string, width: number, height: number): Image => {
  const folder = `https://img.test/assets/i/${hash}/${aspect}`;
  return {
    url: `${folder}/${width}.jpg`,
    webp_url: `${folder}/${width}.webp`,
    avif_url: `${folder}/${width}.avif`,
    placeholder: `${folder}/25.jpg`,
    width,
    height,
  };
};
const images = [
  at('hero', '16x5', 1925, 602),
  at('voucher', '16x9', 400, 225),
  at('pits', '4x3', 600, 450),
  at('paddock', '4x3', 600, 450),
];
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

test('pictures rendered on a server hydrate with no mismatch in the development build, and nothing is fetched again', async ({ page }) => {
  const { renderScene } = await onNode<{ renderScene(name: string, props: { images: Image[] }): Promise<string> }>('scene-server.tsx');
  const html = await renderScene('picture', { images });
  expect(html).toContain('<picture>');

  const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const requested: string[] = [];
  await page.route('https://img.test/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: png });
  });
  const served = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pictures</title></head><body>
<picture-test images="${attr(images)}"><template shadowrootmode="open">${html}</template></picture-test></body></html>`;
  await page.route('https://picture.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: served }));
  const messages: string[] = [];
  page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto('https://picture.test/', { waitUntil: 'load' });

  // Before any script: the browser picked avif, webp for the voucher, from the server's pictures
  // (the lazy ones once laid out, which the load event does not wait for).
  const pictures = () => requested.filter((url) => !url.endsWith('/25.jpg'));
  await expect
    .poll(() =>
      pictures()
        .map((url) => url.split('/')[5])
        .sort(),
    )
    .toEqual(['hero', 'paddock', 'pits', 'voucher']);
  const loaded = pictures();
  expect(loaded.filter((url) => !/voucher/.test(url)).every((url) => url.endsWith('.avif'))).toBe(true);
  expect(loaded.find((url) => /voucher/.test(url))).toMatch(/\.webp$/);
  const before = [...requested];
  await page.evaluate(() => {
    (window as unknown as { serverNodes: Element[] }).serverNodes = [
      ...document.querySelector('picture-test')!.shadowRoot!.querySelectorAll('*'),
    ];
  });

  await page.addScriptTag({ content: await bundle('picture-entry.tsx', false) });
  await expect(page.locator('picture-test')).toHaveAttribute('data-venue-hydrated', '');
  // Live: each picture says it has loaded (it had, before React listened).
  await expect(page.locator('picture-test .picture[data-stage=loaded]')).toHaveCount(images.length);
  const replaced = await page.evaluate(() =>
    (window as unknown as { serverNodes: Element[] }).serverNodes.filter((node) => !node.isConnected).map((node) => node.localName),
  );
  expect(replaced).toEqual([]);
  expect(requested).toEqual(before);
  expect(messages).toEqual([]);
});

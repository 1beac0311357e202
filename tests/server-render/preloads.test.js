// A rendered page names what the browser should fetch: its largest picture in its head (preload,
// before any script runs), and the chunks of the widget kinds it renders in its data block (the
// loader fetches them once the page has loaded; no modulepreload competes with the picture).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { isChunk } from '../chunks.ts';
import { attribute, pictures, server, shadow, siteOptions, state, tags } from './helpers.js';

const dist = (file) => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
let api;
let renderPage;
let kindChunks;
const render = (url) => renderPage(url, siteOptions(api));

beforeAll(async () => {
  ({ renderPage } = await server());
  kindChunks = JSON.parse(readFileSync(dist('manifest.json'), 'utf8')).kinds;
  api = await startServer();
});
afterAll(() => api?.stop());

const head = (html) => html.slice(0, html.indexOf('</head>'));
const modulepreloads = (html) => tags(head(html), 'link').filter((a) => attribute(a, 'rel') === 'modulepreload');
const imagePreloads = (html) => tags(head(html), 'link').filter((a) => attribute(a, 'rel') === 'preload');

/** The data block names exactly the page's kinds' chunks, each once; the head preloads none of them. */
function expectKindChunks(html) {
  const expected = [...new Set(state(html).kinds.flatMap((kind) => kindChunks[kind] ?? []))];
  const { chunks } = state(html);
  expect([...chunks].sort()).toEqual(expected.sort());
  expect(new Set(chunks).size).toBe(chunks.length);
  for (const file of chunks) expect(existsSync(dist(file)), file).toBe(true);
  expect(modulepreloads(html)).toEqual([]);
  const loader = html.indexOf('<script src="/dist/venue-elements.js"');
  expect(html.lastIndexOf('rel="preload"')).toBeLessThan(loader);
  return chunks;
}

describe("a rendered page's head and data block", () => {
  it("name the chunks of the page's kinds and preload its first large picture, at high priority", async () => {
    const { html } = await render('/site/about');
    const hrefs = expectKindChunks(html);
    // The first row, the page's title on its picture, stays as the server wrote it: no code; the
    // people list and its heading are in a row below, whose code loads as that row comes into view.
    expect(hrefs.some(isChunk('TplHeading'))).toBe(false);
    expect(hrefs.some(isChunk('People'))).toBe(false);
    expect(hrefs.some(isChunk('Calendar'))).toBe(false);
    const [{ img, sources }] = pictures(shadow(html));
    expect(attribute(img, 'loading')).toBeUndefined();
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'as')).toBe('image');
    // The picture's first format, which a browser that decodes it picks; one that does not skips the preload.
    expect(attribute(links[0], 'type')).toBe('image/avif');
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(sources[0], 'srcset'));
    expect(attribute(links[0], 'imagesizes')).toBe(attribute(sources[0], 'sizes'));
    expect(attribute(links[0], 'href')).toBeUndefined();
    expect(attribute(links[0], 'fetchpriority')).toBe('high');
  });

  it('passes over a lazy picture for the first eager one', async () => {
    const { html } = await render('/site/');
    const hrefs = expectKindChunks(html);
    // The hero on its picture, in the first row, stays as the server wrote it: no code; the
    // calendar's, in a row below, comes as that row comes into view.
    expect(hrefs.some(isChunk('HeroQuote'))).toBe(false);
    expect(hrefs.some(isChunk('Calendar'))).toBe(false);
    const all = pictures(shadow(html));
    expect(attribute(all[0].img, 'loading')).toBe('lazy');
    const eager = all.find(({ img }) => attribute(img, 'loading') !== 'lazy');
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(eager.sources[0], 'srcset'));
  });

  it("loads the first row's first pictures at once and preloads the first; the rest stay lazy", async () => {
    const { html } = await render('/site/gallery');
    // The first row, a gallery group, comes alive with the page: its code is named.
    expect(expectKindChunks(html).some(isChunk('GalleryGroup'))).toBe(true);
    const all = pictures(shadow(html));
    const eager = all.filter(({ img }) => attribute(img, 'loading') !== 'lazy');
    // The gallery group's three covers, in the first row; its slides below are lazy.
    expect(eager.map(({ box }) => attribute(box, 'class'))).toEqual(Array(3).fill('picture group-cover-image'));
    expect(all.slice(eager.length).every(({ img }) => attribute(img, 'loading') === 'lazy')).toBe(true);
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(eager[0].sources[0], 'srcset'));
  });

  it('preloads no picture on a page without one', async () => {
    const { html } = await render('/site/calendar');
    expect(imagePreloads(html)).toHaveLength(0);
  });
});

// A rendered page names what the browser should fetch: its largest picture in its head (preload,
// before any script runs), and the chunks of the widget kinds it renders in its data block (the
// loader fetches them once the page has loaded; no modulepreload competes with the picture).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { isChunk } from '../chunks.ts';
import { attribute, server, shadow, siteOptions, state, tags } from './helpers.js';

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
    expect(hrefs.some(isChunk('Heading'))).toBe(true);
    expect(hrefs.some(isChunk('People'))).toBe(true);
    expect(hrefs.some(isChunk('Calendar'))).toBe(false);
    const [img] = tags(shadow(html), 'img');
    expect(attribute(img, 'loading')).toBeUndefined();
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'as')).toBe('image');
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(img, 'srcset'));
    expect(attribute(links[0], 'imagesizes')).toBe(attribute(img, 'sizes'));
    expect(attribute(links[0], 'href')).toBe(attribute(img, 'src'));
    expect(attribute(links[0], 'fetchpriority')).toBe('high');
  });

  it('passes over a lazy picture for the first eager one', async () => {
    const { html } = await render('/site/');
    const hrefs = expectKindChunks(html);
    expect(hrefs.some(isChunk('Calendar'))).toBe(true);
    const images = tags(shadow(html), 'img');
    expect(attribute(images[0], 'loading')).toBe('lazy');
    const eager = images.find((a) => attribute(a, 'srcset') && attribute(a, 'loading') !== 'lazy');
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(eager, 'srcset'));
  });

  it("loads the first row's first pictures at once and preloads the first; the rest stay lazy", async () => {
    const { html } = await render('/site/gallery');
    expectKindChunks(html);
    const images = tags(shadow(html), 'img');
    const eager = images.filter((a) => attribute(a, 'loading') !== 'lazy');
    // The gallery group's three covers, in the first row; its slides below are lazy.
    expect(eager.map((a) => /class="([^"]*)"/.exec(a)[1])).toEqual(Array(3).fill('image group-cover-image'));
    expect(images.slice(eager.length).every((a) => attribute(a, 'loading') === 'lazy')).toBe(true);
    const links = imagePreloads(html);
    expect(links).toHaveLength(1);
    expect(attribute(links[0], 'imagesrcset')).toBe(attribute(eager[0], 'srcset'));
  });

  it('preloads no picture on a page without one', async () => {
    const { html } = await render('/site/calendar');
    expect(imagePreloads(html)).toHaveLength(0);
  });
});

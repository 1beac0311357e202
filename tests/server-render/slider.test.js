// The home page's slider is rendered whole on the server, as the browser renders it: every slide
// in its scroll-snap track (the first eager, the others lazy and inert), its controls and its
// sheet, so hydrating it replaces nothing and moves nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { attribute, inlineSheets, pictures, server, shadow, siteOptions, tags, textOf } from './helpers.js';

let api;
let renderPage;

beforeAll(async () => {
  ({ renderPage } = await server());
  api = await startServer();
});
afterAll(() => api?.stop());

/** The HTML of the first element whose start tag has `attributes`, to its matching `</name>`. */
function element(html, name, attributes) {
  const start = html.search(new RegExp(`<${name}\\s[^>]*${attributes}`));
  if (start < 0) return undefined;
  const tag = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tag.lastIndex = start + 1;
  for (let depth = 1, m; (m = tag.exec(html));) {
    depth += m[1] ? -1 : 1;
    if (!depth) return html.slice(start, m.index + `</${name}>`.length);
  }
  return undefined;
}

it("renders the home page's slider whole: every slide, the first in view, and its controls", async () => {
  const { status, html } = await renderPage('/site/', siteOptions(api));
  expect(status).toBe(200);
  const slider = element(shadow(html), 'section', 'part="slider"');
  expect(slider).toBeDefined();
  const gallery = await (await fetch(`${api.url}/api/v1/cognito/gallery?id=home-slider`)).json();
  const count = gallery.slides.length;
  expect(count).toBeGreaterThan(1);

  const slides = tags(slider, 'div').filter((a) => attribute(a, 'class') === 'slider-slide');
  expect(slides).toHaveLength(count);
  expect(slides.map((a) => attribute(a, 'aria-label'))).toEqual(gallery.slides.map((_, i) => `${i + 1} of ${count}`));
  // only the first slide is live; the others wait off to the side
  expect(slides.map((a) => /\sinert[\s=>]|\sinert$/.test(a))).toEqual(gallery.slides.map((_, i) => i > 0));
  const images = pictures(slider).map(({ img }) => img);
  expect(images).toHaveLength(count);
  expect(images.map((a) => attribute(a, 'loading') ?? 'eager')).toEqual(gallery.slides.map((_, i) => (i ? 'lazy' : 'eager')));
  for (const slide of gallery.slides) expect(textOf(slider)).toContain(slide.heading);

  for (const part of ['slider-previous', 'slider-pause', 'slider-next']) expect(slider).toContain(`part="${part}"`);
  expect(textOf(element(slider, 'span', 'class="slider-count"') ?? '')).toContain(`1 of ${count}`);
  expect(slider).not.toMatch(/swiper|slider-fallback/);

  // its own sheet is in the page, and it lays the track out as scroll-snap
  const sheet = inlineSheets(html)
    .map(({ text }) => text)
    .find((text) => text.includes('.slider-track'));
  expect(sheet).toMatch(/scroll-snap-type:\s*x mandatory/);
});

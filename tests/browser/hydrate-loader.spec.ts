import { expect, test } from '@playwright/test';
import { API, openSite, script } from './site';

/**
 * The loader on a server-rendered page: it imports the chunks of the widget kinds the page's
 * state lists with the site's own, asks for the first eager picture of the server's tree at high
 * priority, and the core starts from the replies the page carried (no initialData call).
 */
const picture = (attrs: string) =>
  `<img ${attrs} width="800" height="450" alt="" srcset="${API}/i/hero-480.jpg 480w, ${API}/i/hero-960.jpg 960w" sizes="100vw" src="${API}/i/hero-960.jpg">`;
const tree =
  '<div class="venue-root" part="base" lang="en" dir="ltr"><div class="site" part="site"><main>' +
  `${picture('loading="lazy" data-later')}<h1>Rendered</h1></main></div></div>`;
const lazyFirst = tree.replace('<h1>', `${picture('data-hero')}<h1>`);
const state = JSON.stringify({
  v: 1,
  url: '/',
  kinds: ['heading', 'gallery'],
  queries: [[['initial-data'], { sitemap: [], domain: {}, groups: [], pages: [], redirects: [] }]],
});
const page = (body: string, withState: boolean) =>
  `<head>${script('defer')}</head><body><venue-site><template shadowrootmode="open">${body}</template></venue-site>` +
  (withState ? `<script type="application/json" data-venue-state>${state}</script>` : '') +
  '</body>';
const chunk = (files: string[], name: string) => files.some((file) => new RegExp(`^chunks/${name}-[\\w-]{8}\\.js$`).test(file));

test("a rendered page's kinds load with the site, its first eager picture is preloaded, its replies are not asked again", async ({
  page: browserPage,
}) => {
  const api = await openSite(browserPage, page(lazyFirst, true));
  await expect.poll(() => chunk(api.files, 'Heading') && chunk(api.files, 'Gallery')).toBe(true);
  expect(chunk(api.files, 'Calendar')).toBe(false);
  const preload = browserPage.locator('head link[rel=preload][as=image]');
  await expect(preload).toHaveCount(1);
  expect(
    await preload.evaluate((link) => ({
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      priority: link.getAttribute('fetchpriority'),
    })),
  ).toEqual({ srcset: `${API}/i/hero-480.jpg 480w, ${API}/i/hero-960.jpg 960w`, sizes: '100vw', priority: 'high' });
  await browserPage.evaluate(() => customElements.whenDefined('venue-site'));
  expect(api.requests.map((r) => new URL(r.url()).pathname)).not.toContain('/api/v1/cognito/domain/initialData');
});

test('a page without a state block loads no kind of its own and preloads nothing; a lazy picture is not preloaded', async ({
  page: browserPage,
}) => {
  const api = await openSite(browserPage, page(lazyFirst, false));
  await browserPage.evaluate(() => customElements.whenDefined('venue-site'));
  expect(chunk(api.files, 'Heading')).toBe(false);
  await expect(browserPage.locator('head link[rel=preload]')).toHaveCount(0);

  const lazyOnly = await browserPage.context().newPage();
  await openSite(lazyOnly, page(tree, true));
  await lazyOnly.evaluate(() => customElements.whenDefined('venue-site'));
  await expect(lazyOnly.locator('head link[rel=preload]')).toHaveCount(0);
});

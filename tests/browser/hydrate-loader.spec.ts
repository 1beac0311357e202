import { expect, test } from '@playwright/test';
import { API, manifest, openSite } from './site';

/**
 * A page rendered by venue-elements/server: its head names the chunks of the widget kinds it
 * renders (modulepreload) and its largest picture (preload, high priority), so the browser asks
 * for them before any script runs; the loader then loads the site, and the core starts from the
 * replies the page carried (no initialData call). The page is rendered from the reference back
 * end's data, as if its API were http://api.test, and served with the built SDK.
 */
const kindsOf = manifest as unknown as { kinds: Record<string, string[]> };

async function renderedDocument(path: string): Promise<string> {
  const { renderPage } = (await import(new URL('../../dist/server/index.js', import.meta.url).href)) as {
    renderPage(url: string, options: object): Promise<{ status: number; html: string }>;
  };
  const backEnd = process.env.API_URL!;
  const { status, html } = await renderPage(path, {
    api: API,
    siteUrl: 'http://site.test/site/',
    base: '/site',
    assets: '/dist/',
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      fetch(String(input instanceof Request ? input.url : input).replace(API, backEnd), init),
  });
  expect(status).toBe(200);
  return html;
}

const headLinks = (html: string, rel: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);

test("a rendered page's head preloads its kinds' chunks and its largest picture; its replies are not asked again", async ({ page }) => {
  const html = await renderedDocument('/site/about');
  const kinds = JSON.parse(/data-venue-state>([\s\S]*?)<\/script>/.exec(html)![1]).kinds as string[];
  expect(kinds).toEqual(expect.arrayContaining(['heading', 'person_list']));
  const expected = [...new Set(kinds.flatMap((kind) => kindsOf.kinds[kind] ?? []))];
  // Exactly the kinds' chunks, before the loader's script: Heading's and People's, not Calendar's.
  const preloaded = headLinks(html, 'modulepreload').map((link) => /href="\/dist\/([^"]+)"/.exec(link)![1]);
  expect(preloaded.sort()).toEqual(expected.sort());
  expect(preloaded.some((file) => /^chunks\/Heading-/.test(file))).toBe(true);
  expect(preloaded.some((file) => /^chunks\/People-/.test(file))).toBe(true);
  expect(preloaded.some((file) => /^chunks\/Calendar-/.test(file))).toBe(false);
  expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('venue-elements.js'));

  const api = await openSite(page, html, { path: '/site/about' });
  const image = page.locator('head link[rel=preload][as=image]');
  await expect(image).toHaveCount(1);
  const first = page.locator('venue-site img[srcset]:not([loading=lazy])').first();
  const [srcset, sizes] = await first.evaluate((img) => [img.getAttribute('srcset'), img.getAttribute('sizes')]);
  expect(srcset).toMatch(/^http:\/\/api\.test\/\S+ \d+w/);
  expect(
    await image.evaluate((link) => ({
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      priority: link.getAttribute('fetchpriority'),
    })),
  ).toEqual({ srcset, sizes, priority: 'high' });
  // The browser fetched every preloaded chunk, and the site came to life from the page's replies.
  for (const file of expected) expect(api.files).toContain(file);
  await page.evaluate(() => customElements.whenDefined('venue-site'));
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-ready', '');
  expect(api.requests.map((r) => new URL(r.url()).pathname)).not.toContain('/api/v1/cognito/domain/initialData');
});

test('the loader names no chunk of a kind itself: a page without preload links loads only the site', async ({ page }) => {
  const html = await renderedDocument('/site/about');
  const bare = html.replace(/<link rel="(modulepreload|preload)"[^>]*>\n?/g, '');
  const api = await openSite(page, bare, { path: '/site/about' });
  await page.evaluate(() => customElements.whenDefined('venue-site'));
  // The site's own chunk loads the rendered kinds' components (site/rendered) before it hydrates.
  await expect.poll(() => api.files.some((file) => /^chunks\/People-/.test(file))).toBe(true);
  expect(api.files.some((file) => /^chunks\/Calendar-/.test(file))).toBe(false);
  await expect(page.locator('head link[rel=preload], head link[rel=modulepreload]')).toHaveCount(0);
});

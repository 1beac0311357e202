/**
 * What a rendered page's head names for the browser to fetch before any script runs: the chunks
 * of the widget kinds it renders (modulepreload), and its largest contentful paint candidate (the
 * first large picture not loaded lazily) at high priority. The loader, which every host page
 * carries, knows neither: a page's server does, at no cost to pages it did not render.
 */
import renderedChunks from 'virtual:venue-rendered-chunks';
import { escapeHtml } from './document';

const CHUNKS = renderedChunks;

/** Narrower than this (its width attribute), a picture is a logo or an icon, not the page's largest paint. */
export const LARGE_IMAGE = 300;

/** The chunks of the page's kinds, each once, in the order the kinds come. */
export function chunksOf(kinds: readonly string[]): string[] {
  return [...new Set(kinds.flatMap((kind) => CHUNKS[kind] ?? []))];
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The first `<img>` of the rendered HTML with a srcset, not lazy and not narrow. Its attributes
 * are copied as the renderer escaped them.
 */
export function lcpImage(html: string): { srcset: string; sizes?: string; src?: string } | undefined {
  for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
    const srcset = attributeOf(tag, 'srcset');
    if (!srcset || attributeOf(tag, 'loading') === 'lazy') continue;
    const width = Number(attributeOf(tag, 'width'));
    if (width && width < LARGE_IMAGE) continue;
    return { srcset, sizes: attributeOf(tag, 'sizes'), src: attributeOf(tag, 'src') };
  }
  return undefined;
}

/** The head's preload links for a page that renders `kinds` into `shadow`, its files under `assets`. */
export function preloadsHtml(kinds: readonly string[], shadow: string, assets: string): string {
  const links = chunksOf(kinds).map((file) => `<link rel="modulepreload" href="${escapeHtml(assets + file)}">`);
  const image = lcpImage(shadow);
  if (image) {
    const sizes = image.sizes ? ` imagesizes="${image.sizes}"` : '';
    const href = image.src ? ` href="${image.src}"` : '';
    links.unshift(`<link rel="preload" as="image"${href} imagesrcset="${image.srcset}"${sizes} fetchpriority="high">`);
  }
  return links.join('\n');
}

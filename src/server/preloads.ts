/**
 * What a rendered page names for the browser to fetch: in its head, its largest contentful paint
 * candidate (the first large picture not loaded lazily) at high priority, before any script runs;
 * in its data block, the chunks of the widget kinds it renders, which the loader fetches beside
 * the site's own once the page has loaded (loader.ts). The loader, which every host page carries,
 * knows neither: a page's server does, at no cost to pages it did not render.
 */
import renderedChunks from 'virtual:venue-rendered-chunks';

const CHUNKS = renderedChunks;

/** Narrower than this (its width attribute), a picture is a logo or an icon, not the page's largest paint. */
export const LARGE_IMAGE = 300;

/** The chunks of the page's kinds, each once, in the order the kinds come. */
export function chunksOf(kinds: readonly string[]): string[] {
  return [...new Set(kinds.flatMap((kind) => CHUNKS[kind] ?? []))];
}

// Case-insensitive, as HTML is: React writes `srcSet`.
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

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

/** The head's preload link for the picture of a page rendered as `shadow`, if it has one. */
export function preloadsHtml(shadow: string): string {
  const image = lcpImage(shadow);
  if (!image) return '';
  const sizes = image.sizes ? ` imagesizes="${image.sizes}"` : '';
  const href = image.src ? ` href="${image.src}"` : '';
  return `<link rel="preload" as="image"${href} imagesrcset="${image.srcset}"${sizes} fetchpriority="high">`;
}

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
 * The first `<picture>` of the rendered HTML (ui/Image) that is not lazy and not narrow: the
 * srcset, sizes and type of its first source, the format a browser that decodes it picks (avif).
 * Its attributes are copied as the renderer escaped them.
 */
export function lcpImage(html: string): { srcset: string; sizes?: string; type?: string } | undefined {
  for (const [, picture] of html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)) {
    const img = /<img\s[^>]*>/.exec(picture)?.[0];
    if (!img || attributeOf(img, 'loading') === 'lazy') continue;
    const width = Number(attributeOf(img, 'width'));
    if (width && width < LARGE_IMAGE) continue;
    const first = /<source\s[^>]*>/.exec(picture)?.[0] ?? img;
    const srcset = attributeOf(first, 'srcset');
    if (!srcset) continue;
    return { srcset, sizes: attributeOf(first, 'sizes'), type: attributeOf(first, 'type') };
  }
  return undefined;
}

/**
 * The head's preload link for the picture of a page rendered as `shadow`, if it has one. Its type
 * is the picture's first format: a browser that does not decode it skips the preload (and its
 * picture loads another format), so no browser fetches a format its picture does not use.
 */
export function preloadsHtml(shadow: string): string {
  const image = lcpImage(shadow);
  if (!image) return '';
  const sizes = image.sizes ? ` imagesizes="${image.sizes}"` : '';
  const type = image.type ? ` type="${image.type}"` : '';
  return `<link rel="preload" as="image"${type} imagesrcset="${image.srcset}"${sizes} fetchpriority="high">`;
}

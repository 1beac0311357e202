/**
 * An API image as a page rendered on a server gives it (core/platform imageSources): the
 * jpg every browser decodes, at the sizes of the image's own scale (001 §9, multiples of 25 px),
 * so that the browser picks one for the screen without any script.
 */
import { roundSize, scaledUrl, type Image } from '../../core/images';
import type { ImageSources } from '../../core/platform';

const WIDTHS = [320, 640, 960, 1280, 1920];

export function imageSources(image: Image, width: number | undefined, eager = false): ImageSources {
  const own = image.width && image.width > 1 ? image.width : undefined;
  const cap = own ? roundSize(own) : Math.max(...WIDTHS);
  const widths = [...new Set([...WIDTHS.map(roundSize).filter((w) => w < cap), cap])];
  const srcSet = widths.map((w) => `${scaledUrl(image.url, w, image)} ${w}w`).join(', ');
  const shown = width ?? own;
  const src = scaledUrl(image.url, Math.min(shown ?? 960, cap), image);
  return {
    src,
    srcSet,
    sizes: shown ? `(max-width: ${shown}px) 100vw, ${shown}px` : '100vw',
    ...(eager ? {} : { loading: 'lazy' as const }),
  };
}

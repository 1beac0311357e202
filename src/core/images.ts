/** Image helpers (001 §3 Image, §7 image URLs, §9 sizes). */
export interface ImageAspectVariant {
  aspect: string;
  url: string;
  webp_url?: string;
  avif_url?: string;
  placeholder?: string;
}

export interface Image {
  aspect?: string;
  url: string;
  webp_url?: string;
  avif_url?: string;
  placeholder?: string;
  /** Default 1 (000 §3). */
  width?: number;
  height?: number;
  extra_aspects?: ImageAspectVariant[];
}

export const ASPECTS = ['16x3', '16x9', '16x5', '8x5', '4x3', '1x1', 'Square', '3x4', '5x8', '9x16', 'raw'] as const;
export type Aspect = (typeof ASPECTS)[number];
export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** 001 §9: image sizes are rounded up to multiples of 25 px. */
export function roundSize(px: number): number {
  return Math.max(25, Math.ceil(px / 25) * 25);
}

/** `{base}/assets/i/{hash}/{aspect}/{width}.{ext}` (001 §7). */
export function imageUrl(base: string, hash: string, aspect: string, width: number, ext: ImageFormat = 'jpg'): string {
  return `${base.replace(/\/+$/, '')}/assets/i/${encodeURIComponent(hash)}/${aspect}/${roundSize(width)}.${ext}`;
}

/**
 * A scaled variant: `{width}x{height}:` inserted before the file name, the height
 * proportional to the original's ratio (000 §3).
 */
export function scaledUrl(url: string, width: number, image: Pick<Image, 'width' | 'height'>): string {
  const w = roundSize(width);
  const ratio = (image.height || 1) / (image.width || 1);
  const h = Math.round(w * ratio);
  const slash = url.lastIndexOf('/');
  const file = url.slice(slash + 1).replace(/^\d+x\d+:/, '');
  return `${url.slice(0, slash + 1)}${w}x${h}:${file}`;
}

/** 001 §9: the widths a picture offers the browser (multiples of 25 px), up to the image's own. */
const PICTURE_WIDTHS = [100, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000];

/** One format's sizes: a `<source>` of a `<picture>`, or its `<img>` (the jpg every browser decodes). */
export interface PictureSource {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  srcSet: string;
  sizes: string;
}

/** What a `<picture>` of an API image is made of, the same wherever it is rendered. */
export interface Picture {
  /** avif then webp, each where the image has an address for it: the browser takes the first it decodes. */
  sources: PictureSource[];
  /** The jpg, for the `<img>`; `src` is the API's own address, for a browser without srcset. */
  jpg: PictureSource & { src: string };
  /** The tiny image shown until the picture has loaded (001 §4), if the API gives one. */
  placeholder?: string;
  /** The width and height attributes that reserve the picture's box before it loads. */
  width?: number;
  height?: number;
}

export interface PictureOptions {
  /** The width it is laid out at, at most (default: the image's own). */
  width?: number;
  height?: number;
  /** false leaves avif out (001 §4: the voucher image). */
  avif?: boolean;
  /**
   * The picture loads lazily: its sizes begin with `auto`, so a browser that knows the laid-out
   * width when it loads the picture (Chromium 126 and later) picks the size for that width; others
   * skip the `auto` and read the sizes after it.
   */
  lazy?: boolean;
}

/**
 * An API image as a `<picture>` (001 §4 Images): avif, webp and jpg sources, each a srcset of
 * scaled sizes up to the image's own (001 §7, §9), with the sizes it is laid out at, so the
 * browser picks the format it decodes and the size for its screen's width and pixel density
 * without any script, on a server's page and in a browser alike.
 */
export function pictureOf(image: Image, { width, height, avif = true, lazy = false }: PictureOptions = {}): Picture {
  const own = image.width && image.width > 1 ? image.width : undefined;
  const ownHeight = image.height && image.height > 1 ? image.height : undefined;
  const cap = roundSize(own ?? Math.max(...PICTURE_WIDTHS));
  const widths = [...PICTURE_WIDTHS.filter((w) => w < cap), cap];
  const shown = width ?? own;
  const widest = shown ? `(max-width: ${shown}px) 100vw, ${shown}px` : '100vw';
  const sizes = lazy ? `auto, ${widest}` : widest;
  const source = (type: PictureSource['type'], url: string): PictureSource => ({
    type,
    srcSet: widths.map((w) => `${scaledUrl(url, w, image)} ${w}w`).join(', '),
    sizes,
  });
  const sources: PictureSource[] = [];
  if (avif && image.avif_url) sources.push(source('image/avif', image.avif_url));
  if (image.webp_url) sources.push(source('image/webp', image.webp_url));
  return {
    sources,
    jpg: { ...source('image/jpeg', image.url), src: image.url },
    ...(image.placeholder ? { placeholder: image.placeholder } : {}),
    width: shown,
    height: height ?? (shown && own && ownHeight ? Math.round((shown * ownHeight) / own) : undefined),
  };
}

/** `{base}/assets/i/{hash}/{aspect}/{width}.{ext}` split into its folder, aspect and width. */
const DOCUMENTED_SHAPE = /^(.*\/assets\/i\/[^/?#]+\/([^/?#]+)\/)(\d+)\.(?:jpe?g|png|webp|avif)$/;

/**
 * An Image that came with its url, width and height only (a GraphQL reply asks for no more):
 * its webp, avif and 25 px placeholder addresses follow from the documented URL shape (001 §7),
 * so the image pipeline still picks the best format and shows a placeholder first. An address
 * of any other shape is kept as it is, and the plain url serves every format.
 */
export function withVariants<T extends Image | null | undefined>(image: T): T {
  if (!image?.url) return image;
  const shape = DOCUMENTED_SHAPE.exec(image.url);
  if (!shape) return image;
  const [, folder, aspect] = shape;
  return {
    ...image,
    aspect: image.aspect ?? aspect,
    webp_url: image.webp_url || `${folder}${shape[3]}.webp`,
    avif_url: image.avif_url || `${folder}${shape[3]}.avif`,
    placeholder: image.placeholder || `${folder}25.jpg`,
  };
}

/** A reply's picture if it has an address to load (a non-empty url string); else null. */
export function pictureOrNull(value: unknown): Image | null {
  const image = value as Image | null | undefined;
  return image && typeof image === 'object' && typeof image.url === 'string' && image.url ? image : null;
}

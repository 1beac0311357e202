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

/** The image's address in the best format the browser decodes. */
export function urlFor(image: Pick<Image, 'url' | 'webp_url' | 'avif_url'>, format: ImageFormat): string {
  if (format === 'avif' && image.avif_url) return image.avif_url;
  if ((format === 'avif' || format === 'webp') && image.webp_url) return image.webp_url;
  return image.url;
}

/** One-pixel images, decoded from memory: no data: URL, which a strict-CSP host (img-src) refuses. */
const PROBES: Record<'avif' | 'webp', string> = {
  avif: 'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  webp: 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
};

let detected: Promise<ImageFormat> | undefined;

/** The best format this browser decodes: avif, else webp, else jpg (checked once). */
export function detectImageFormat(): Promise<ImageFormat> {
  detected ??= (async () => {
    if (typeof createImageBitmap === 'undefined') return 'jpg';
    for (const format of ['avif', 'webp'] as const) {
      if (await decodes(format, PROBES[format])) return format;
    }
    return 'jpg';
  })();
  return detected;
}

async function decodes(format: 'avif' | 'webp', base64: string): Promise<boolean> {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: `image/${format}` }));
    const ok = bitmap.width > 0;
    bitmap.close();
    return ok;
  } catch {
    return false;
  }
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

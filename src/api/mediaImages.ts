/** Pictures named by CMS settings: hashes, aspects and sized addresses (001 §3 Image, §7). */
import { getConfig } from '../core/config';
import { roundSize, type Image } from '../core/images';
import { sessionStore } from '../core/session/sessionStore';

/** The API's base address (the session's token-login base, else the configured API). */
export function apiBase(): string {
  return (sessionStore.getState().baseURL || getConfig().api).replace(/\/+$/, '');
}

/** Height over width of an aspect name (001 §9); undefined for raw. */
export function aspectRatio(aspect: string): number | undefined {
  if (aspect === 'Square') return 1;
  const m = /^(\d+)x(\d+)$/.exec(aspect);
  return m ? Number(m[2]) / Number(m[1]) : undefined;
}

/**
 * The Image of a picture the CMS names by hash, built from the documented URL shape
 * `{base}/assets/i/{hash}/{aspect}/{width}.{ext}` (001 §7) without a request; null for the raw
 * aspect, whose height only the server knows (imageByHashQuery).
 */
export function imageFromHash(base: string, hash: string, aspect: string, width: number): Image | null {
  const ratio = aspectRatio(aspect);
  if (!hash || ratio === undefined) return null;
  const w = roundSize(width);
  const at = (ext: string, size = w) => `${base}/assets/i/${encodeURIComponent(hash)}/${aspect}/${size}.${ext}`;
  return {
    aspect,
    url: at('jpg'),
    webp_url: at('webp'),
    avif_url: at('avif'),
    placeholder: at('jpg', 25),
    width: w,
    height: Math.round(w * ratio),
  };
}

/**
 * The same picture at another aspect and size: the `extra_aspects` variant when the reply has
 * it, its width raised to `width` so the image pipeline may load up to that size (001 §9: the
 * lightbox scales to 1920 or 2000 wide).
 */
export function imageAt(image: Image, aspect: string | undefined, width: number): Image {
  const variant = (aspect && aspect !== image.aspect && image.extra_aspects?.find((a) => a.aspect === aspect)) || undefined;
  const ratio = (variant && aspectRatio(variant.aspect)) ?? (image.height || 1) / (image.width || 1);
  const base = variant ?? image;
  return {
    aspect: base.aspect,
    url: base.url,
    webp_url: base.webp_url,
    avif_url: base.avif_url,
    placeholder: base.placeholder,
    width,
    height: Math.round(width * ratio),
  };
}

/** A CMS picture setting: a hash, `{hash}` or imageHashes (`{hash}` or a list of them). */
export function hashOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return hashOf(value[0]);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return hashOf(v.hash ?? v.uuid ?? v.imageHashes ?? '');
  }
  return '';
}

/** Reading CMS widget settings (templatevar): strings, flags and pictures given as hashes. */
import { getConfig } from '../core/config';
import { imageUrl, type Image } from '../core/images';

export const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
export const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A picture setting: an Image object as the API sends it, or an image hash at an aspect and width. */
export function imageSetting(value: unknown, aspect: string, width: number): Image | null {
  if (value && typeof value === 'object' && typeof (value as Image).url === 'string') return value as Image;
  if (typeof value !== 'string' || !value) return null;
  const { api } = getConfig();
  return {
    url: imageUrl(api, value, aspect, width, 'jpg'),
    webp_url: imageUrl(api, value, aspect, width, 'webp'),
    avif_url: imageUrl(api, value, aspect, width, 'avif'),
    // The 25 px size of the same shape, as core/images withVariants derives it (001 §4: a placeholder first).
    placeholder: imageUrl(api, value, aspect, 25, 'jpg'),
    aspect,
    width,
    height: Math.round((width * Number(aspect.split('x')[1] ?? 1)) / Number(aspect.split('x')[0] || 1)),
  };
}

import { hashOf } from '../../api/media';
import { text } from '../gallery/settings';

/** A video setting: an id or slug, or `{id}` / `{slug}`. */
export function hashOrId(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    return text(v.id ?? v.slug ?? v.file ?? '');
  }
  return hashOf(value);
}

export const JUSTIFY = ['left', 'center', 'right'] as const;
export const ALIGN = ['top', 'center', 'bottom'] as const;

/** text_justify: left, center (default) or right. */
export const justifyOf = (value: unknown): (typeof JUSTIFY)[number] =>
  (JUSTIFY as readonly string[]).includes(text(value)) ? (text(value) as (typeof JUSTIFY)[number]) : 'center';

/** text_align: top, center (default) or bottom. */
export const alignOf = (value: unknown): (typeof ALIGN)[number] =>
  (ALIGN as readonly string[]).includes(text(value)) ? (text(value) as (typeof ALIGN)[number]) : 'center';

/** 001 §9: the hero testimonial shows 3. */
export const HERO_TESTIMONIALS_COUNT = 3;

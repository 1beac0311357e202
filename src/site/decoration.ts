/**
 * The wrapper settings shared by widgets and page content blocks (001 §2 Widget wrapper, §3 Page
 * content block): spacing on the 0, px, 0.5 … 96 scale, colours, background image and video,
 * anchor and scroll animation, turned into classes, CSSOM style values and data attributes.
 */
import type { CSSProperties } from 'react';

/** 001 §9: the spacing scale (0, px, 0.5 … 96); a step is 4 px, `px` is 1 px. */
export function spacing(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'px') return '1px';
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 96) return undefined;
  return n === 0 ? '0' : `${n * 4}px`;
}

const COLOURS: Record<string, string> = {
  white: 'white',
  wht: 'white',
  black: 'black',
  blk: 'black',
  brand: 'brand',
  bnd: 'brand',
  pri: 'brand',
  sec: 'black',
  success: 'success',
  suc: 'success',
  info: 'info',
  inf: 'info',
  warning: 'warning',
  wrn: 'warning',
  danger: 'danger',
  dng: 'danger',
};

/** A colour name or code of 001 §3/§9 as one of white, black, brand, success, info, warning, danger. */
export function colourOf(value: unknown): string | undefined {
  return typeof value === 'string' ? COLOURS[value.toLowerCase()] : undefined;
}

/** A background picture's scales: each value under 100 is a rule of page.css (Decorated's data-opacity, data-saturation). */
const OPACITIES = [10, 30, 50, 70, 90, 100];
const SATURATIONS = [0, 50, 100];
const nearest = (options: number[], value: unknown, fallback: number) => {
  const n = Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(n)) return fallback;
  return options.reduce((best, o) => (Math.abs(o - n) < Math.abs(best - n) ? o : best), options[0]);
};

export interface Decoration {
  className: string;
  /**
   * Spacing beyond spacing.css's classes (a half step, or over 24) as data attributes,
   * `data-pt="120px"`, that spacing.css's attr() rules read: in the server's HTML, where no style
   * attribute may be, so the row has its spacing from the first paint.
   */
  attributes: Record<string, string>;
  /** The same spacing as styles, for a browser whose CSS cannot read a length from an attribute (set through the CSSOM once live). */
  style: CSSProperties;
  background?: { image: unknown; opacity: number; saturation: number; fixed: boolean };
  /** A background video's file (and its poster). */
  video?: { src: string; poster?: string };
  anchor?: string;
  aos?: { type: string; easing: string; offset: number; duration: number; delay: number };
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
/** The steps of the spacing scale that spacing.css has a class for (0 to 24, and px). */
export const SCALE_CLASSES = 24;

/** 000 §9: scroll animation defaults: offset 120, duration 400 ms, easing ease. */
export const AOS_DEFAULTS = { offset: 120, duration: 400, easing: 'ease' };

export function decorationOf(s: Record<string, unknown> = {}): Decoration {
  const style: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  const classes = ['decorated'];
  for (const side of SIDES) {
    for (const kind of ['padding', 'margin'] as const) {
      const value = s[`${kind}_${side}`];
      const css = spacing(value);
      if (!css) continue;
      // On the scale, a class of spacing.css; beyond it, an attribute its rules read (or a style the browser sets).
      const step = value === 'px' ? 'px' : Number(value);
      if (step === 'px' || (Number.isInteger(step) && step <= SCALE_CLASSES)) classes.push(`${kind[0]}${side[0]}-${step}`);
      else {
        attributes[`data-${kind[0]}${side[0]}`] = css;
        style[`${kind}${side[0].toUpperCase()}${side.slice(1)}`] = css;
      }
    }
  }
  const bg = colourOf(s.background_colour ?? s.background_color);
  if (bg) classes.push(`bg-${bg}`);
  const fg = colourOf(s.text_colour ?? s.text_color);
  if (fg === 'white' || fg === 'black') classes.push(`fg-${fg}`);
  if (s.full_width === true || s.full_width === 1 || s.full_width === '1') classes.push('full-width');

  const hashes = s.imageHashes as Record<string, unknown> | undefined;
  const image = s.background_image ?? hashes?.background_image;
  const videoFile = s.background_video as { file?: string; slate?: { url?: string } | string } | string | undefined;
  const slate = hashes?.slate as { url?: string } | undefined;
  const video =
    typeof videoFile === 'string' && videoFile
      ? { src: videoFile, poster: slate?.url }
      : videoFile && typeof videoFile === 'object' && videoFile.file
        ? { src: videoFile.file, poster: typeof videoFile.slate === 'string' ? videoFile.slate : (videoFile.slate?.url ?? slate?.url) }
        : undefined;
  const aosType = typeof s.aos_type === 'string' && s.aos_type && s.aos_type !== 'none' ? s.aos_type : undefined;
  return {
    className: classes.join(' '),
    attributes,
    style: style as CSSProperties,
    background: image
      ? {
          image,
          opacity: nearest(OPACITIES, s.background_image_opacity, 100),
          saturation: nearest(SATURATIONS, s.background_image_saturation, 100),
          fixed: s.background_image_fixed === true || s.background_image_fixed === 1 || s.background_image_fixed === '1',
        }
      : undefined,
    video,
    anchor: typeof s.anchor_name === 'string' && s.anchor_name.trim() ? s.anchor_name.trim().replace(/\s+/g, '-') : undefined,
    aos: aosType
      ? {
          type: aosType,
          easing: typeof s.aos_easing === 'string' && s.aos_easing ? s.aos_easing : AOS_DEFAULTS.easing,
          offset: Number(s.aos_offset) || AOS_DEFAULTS.offset,
          duration: Number(s.aos_duration) || AOS_DEFAULTS.duration,
          delay: Number(s.aos_delay) || 0,
        }
      : undefined,
  };
}

/**
 * Reading the CMS templatevar settings of the media widgets (001 §3, §9): loosely typed values
 * (numbers as strings, flags as 0/1) become props, colour codes become names, and opacity and
 * saturation snap to the options the CMS offers. Pure, so unit tests cover them.
 */

export const text = (value: unknown, fallback = ''): string =>
  value === null || value === undefined || typeof value === 'object' ? fallback : String(value);

export function number(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** CMS flags: 1, '1', true, 'true', 'yes', 'on'. */
export const flag = (value: unknown): boolean => value === true || /^(1|true|yes|on)$/i.test(text(value).trim());

/** 001 §3/§9 colour codes of the hero quote and button colours, as names. */
export const COLOUR_CODES: Readonly<Record<string, string>> = {
  wht: 'white',
  blk: 'black',
  bnd: 'brand',
  pri: 'primary',
  sec: 'secondary',
  suc: 'success',
  inf: 'info',
  wrn: 'warning',
  dng: 'danger',
};
const COLOUR_NAMES = new Set(Object.values(COLOUR_CODES));

/** A colour code (bnd) or name (brand) as its name; undefined for none or anything unknown. */
export function colourName(value: unknown): string | undefined {
  const v = text(value).trim().toLowerCase();
  const name = COLOUR_CODES[v] ?? v;
  return COLOUR_NAMES.has(name) ? name : undefined;
}

/** 001 §9: opacity options 10, 30, 50, 70, 90, 100. */
export const OPACITIES = [10, 30, 50, 70, 90, 100] as const;
/** 001 §9: saturation options 0, 50, 100. */
export const SATURATIONS = [0, 50, 100] as const;

const nearest = (options: readonly number[], value: number) =>
  options.reduce((best, option) => (Math.abs(option - value) < Math.abs(best - value) ? option : best));

/** The opacity option nearest the setting; 100 (opaque) when unset. */
export function opacityOf(value: unknown): number {
  const n = number(value);
  return n === undefined ? 100 : nearest(OPACITIES, n);
}

/** The saturation option nearest the setting; 100 (full colour) when unset. */
export function saturationOf(value: unknown): number {
  const n = number(value);
  return n === undefined ? 100 : nearest(SATURATIONS, n);
}

/** grid_width: 1 to 6 columns (001 §2), default 3. */
export function columnsOf(value: unknown, fallback = 3): number {
  const n = number(value);
  return n === undefined ? fallback : Math.min(6, Math.max(1, Math.round(n)));
}

export type LinkKind = 'internal' | 'new-tab';

/**
 * 001 §2 Slider: a link opens in a new tab when its target is 'blank' or it starts with http
 * (or any other absolute address); otherwise it is a route inside the site.
 */
export function linkKind(link: string, target?: string | null): LinkKind {
  if (/^(_?blank)$/i.test(target ?? '')) return 'new-tab';
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(link) ? 'new-tab' : 'internal';
}

/** A route of the site: 'calendar' and '/calendar' are both /calendar. */
export const routeOf = (link: string): string => (link.startsWith('/') ? link : `/${link}`);

export const GALLERY_TYPES = ['slider', 'shadowgrid', 'centeredgrid', 'grid'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

/** The gallery type; anything unknown is a plain grid. */
export const galleryTypeOf = (value: unknown): GalleryType =>
  (GALLERY_TYPES as readonly string[]).includes(text(value)) ? (text(value) as GalleryType) : 'grid';

/**
 * The size a gallery's pictures are asked at: its own width setting, else the slider's 1920 or,
 * for a grid's thumbnails, 400 (001 §9 "thumbnails 400 wide"; §7 cognitoGallery's slides too).
 */
export const galleryWidthOf = (type: GalleryType, width: number | undefined): number =>
  width && width > 0 ? Math.min(width, 4000) : type === 'slider' ? 1920 : 400;

// How rows become the JSON the SDK reads: dates as 'yyyy-MM-dd HH:mm:ss' in the venue's local
// time, money as numbers with two decimals, pictures as Image objects (001 §3).

const pad = (n) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm:ss' (local), or null. */
export function fmtTime(value) {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'yyyy-MM-dd', or null (a date column arrives as text or as a local-midnight Date). */
export function fmtDate(value) {
  if (!value) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export const money = (value) => Math.round(Number(value ?? 0) * 100) / 100;

/** Aspect names of 001 §9; Square is 1x1. */
export const ASPECTS = ['16x3', '16x9', '16x5', '8x5', '4x3', '1x1', 'Square', '3x4', '5x8', '9x16', 'raw'];

export const roundWidth = (w) => Math.max(25, Math.ceil(w / 25) * 25);

/** Height of `width` at `aspect` (raw keeps the source's ratio). */
export function heightFor(aspect, width, source = { width: 16, height: 9 }) {
  if (aspect === 'Square') return width;
  const m = /^(\d+)x(\d+)$/.exec(aspect);
  const [w, h] = m ? [Number(m[1]), Number(m[2])] : [source.width, source.height];
  return Math.round((width * h) / w);
}

/**
 * The Image object of a picture: urls in the three formats at `aspect` and `width`, a 25 px
 * placeholder, and `extra_aspects` for each further aspect asked for.
 * `source` ({width, height}) is only needed for the raw aspect.
 */
export function imageOf(base, hash, { aspect = '16x9', width = 1920, extra = [], source } = {}) {
  if (!hash) return null;
  const variant = (a) => {
    const w = roundWidth(width);
    const at = (ext, size = w) => `${base}/assets/i/${hash}/${a}/${size}.${ext}`;
    return { aspect: a, url: at('jpg'), webp_url: at('webp'), avif_url: at('avif'), placeholder: at('jpg', 25) };
  };
  const w = roundWidth(width);
  return {
    ...variant(aspect),
    hash,
    width: w,
    height: heightFor(aspect, w, source),
    extra_aspects: extra.filter((a) => a && a !== aspect).map(variant),
  };
}

/** Reads image_aspect / image_width query parameters (001 §7), with defaults. */
export function imageParams(query, aspect = '16x9', width = 1920) {
  const a = query.image_aspect && ASPECTS.includes(query.image_aspect) ? query.image_aspect : aspect;
  const w = Number(query.image_width);
  const extra = query.extra_aspects
    ? String(query.extra_aspects)
        .split(',')
        .filter((x) => ASPECTS.includes(x))
    : [];
  return { aspect: a, width: Number.isFinite(w) && w > 0 && w <= 4000 ? w : width, extra };
}

/** A list reply (001 §3): num_items, num_pages, data. */
export function listOf(rows, total = rows.length, pageSize = rows.length || 1) {
  return { num_items: Number(total), num_pages: Math.max(1, Math.ceil(Number(total) / Math.max(1, pageSize))), data: rows };
}

/** page / page_size query parameters → {limit, offset}. */
export function paging(query, defaultSize = 100) {
  const size = Math.min(Math.max(Number(query.page_size ?? query.limit ?? defaultSize) || defaultSize, 1), 500);
  const page = Math.max(Number(query.page ?? 1) || 1, 1);
  const offset = query.offset !== undefined ? Math.max(Number(query.offset) || 0, 0) : (page - 1) * size;
  return { limit: size, offset };
}

/** The member record of 000 §3 (never the password hash). */
export function userOf(base, u) {
  const p = u.profile ?? {};
  const image = imageOf(base, u.image_hash, { aspect: 'Square', width: 300 });
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    is_admin: u.is_admin,
    email: u.email,
    mobile_phone: u.mobile_phone ?? '',
    date_of_birth: fmtDate(u.date_of_birth),
    current_address_id: u.current_address_id ?? null,
    image,
    thumbnail: image ? imageOf(base, u.image_hash, { aspect: 'Square', width: 100 }).url : null,
    url: u.url,
    company_name: p.company_name ?? '',
    company_phone: p.company_phone ?? '',
    trading_name: p.trading_name ?? '',
    abn: p.abn ?? null,
    website: p.website ?? null,
    facebook_link: p.facebook_link ?? null,
    drivers_licence_number: p.drivers_licence_number ?? '',
    drivers_licence_expiry: p.drivers_licence_expiry ?? null,
    drivers_licence_state_of_issue_id: p.drivers_licence_state_of_issue_id ?? null,
    emergency_contact_name: p.emergency_contact_name ?? '',
    emergency_contact_phone: p.emergency_contact_phone ?? '',
    club_additional_member: p.club_additional_member ?? '',
  };
}

export function addressOf(a) {
  const { user_id: _owner, ...rest } = a;
  return rest;
}

/** Decodes the base64 `url` the SDK sends (its current address), or a plain http(s) URL. */
export function decodeReturnUrl(value) {
  if (typeof value !== 'string' || !value) return undefined;
  let text = value;
  if (!/^https?:\/\//.test(value)) {
    try {
      text = Buffer.from(value, 'base64').toString('utf8');
    } catch {
      return undefined;
    }
  }
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

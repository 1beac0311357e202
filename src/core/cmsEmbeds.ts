/**
 * Frames a CMS text may keep (001 §2 core/html): a YouTube or Vimeo video and a Google map, from
 * an https address on a short list of hosts. Each is rebuilt from what it names (a video's id, a
 * map's query), never copied, and shown as a lazy, titled, sandboxed frame with a plain link to
 * the same video or map beside it, for readers whose browser shows no frame. Any other frame goes.
 */
import { t } from './i18n';

export type EmbedKind = 'video' | 'map';

export interface Embed {
  kind: EmbedKind;
  /** The frame's address. */
  src: string;
  /** The plain link's address. */
  href: string;
  /** Who shows it, for the link's text. */
  service: 'YouTube' | 'Vimeo' | 'Google Maps';
}

/** YouTube's privacy-enhanced player, which sets no cookie until the visitor plays the video. */
const YOUTUBE = 'https://www.youtube-nocookie.com';
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const MAP_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

/** The frame origins embeds use (the handler's `frame-src`, server/headers). */
export const EMBED_ORIGINS = [YOUTUBE, 'https://player.vimeo.com', 'https://www.google.com'];

/**
 * What the players need and no more: their own scripts and storage, fullscreen presentation, and
 * popups for their "watch on" and "view larger map" links.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** YouTube's player refuses to play without the page's origin as referrer. */
export const EMBED_REFERRER = 'strict-origin-when-cross-origin';

function youtube(url: URL): Embed | null {
  const id =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : YOUTUBE_HOSTS.has(url.hostname)
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (/^\/embed\/([^/]+)$/.exec(url.pathname)?.[1] ?? '')
        : '';
  if (!YOUTUBE_ID.test(id)) return null;
  const start = url.searchParams.get('start') ?? url.searchParams.get('t') ?? '';
  const at = /^\d{1,6}$/.test(start) ? start : '';
  return {
    kind: 'video',
    src: `${YOUTUBE}/embed/${id}${at ? `?start=${at}` : ''}`,
    href: `https://www.youtube.com/watch?v=${id}${at ? `&t=${at}` : ''}`,
    service: 'YouTube',
  };
}

function vimeo(url: URL): Embed | null {
  const id =
    url.hostname === 'player.vimeo.com'
      ? /^\/video\/(\d{1,12})$/.exec(url.pathname)?.[1]
      : url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com'
        ? /^\/(\d{1,12})$/.exec(url.pathname)?.[1]
        : undefined;
  if (!id) return null;
  // An unlisted video's key.
  const key = url.searchParams.get('h') ?? '';
  const h = /^[0-9a-f]{1,20}$/.test(key) ? key : '';
  return {
    kind: 'video',
    src: `https://player.vimeo.com/video/${id}${h ? `?h=${h}` : ''}`,
    href: `https://vimeo.com/${id}${h ? `/${h}` : ''}`,
    service: 'Vimeo',
  };
}

/** Google's embed address (`/maps/embed?pb=…`, as its Share → Embed gives it) or a `/maps?q=…&output=embed` one. */
function googleMap(url: URL): Embed | null {
  if (!MAP_HOSTS.has(url.hostname)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (/^(pb|q|z|ll|t|hl|output)$/.test(name)) params.append(name, value);
  if (url.pathname === '/maps/embed' && params.has('pb')) {
    const src = `https://www.google.com/maps/embed?pb=${encodeURIComponent(params.get('pb')!)}`;
    return { kind: 'map', src, href: src, service: 'Google Maps' };
  }
  if (url.pathname === '/maps' && params.get('output') === 'embed' && params.get('q')) {
    params.delete('pb');
    const src = `https://www.google.com/maps?${params}`;
    params.delete('output');
    return { kind: 'map', src, href: `https://www.google.com/maps?${params}`, service: 'Google Maps' };
  }
  return null;
}

/** The embed a frame's `src` names, or null: only https (or scheme-relative) addresses on the allow-list, on no other port. */
export function embedFor(src: string | null | undefined): Embed | null {
  const text = (src ?? '').trim();
  if (!/^(https:)?\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, 'https://relative.invalid/');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return null;
  return youtube(url) ?? vimeo(url) ?? googleMap(url);
}

/** The frame's attributes, in the order both sanitisers write them, and no others. */
export function embedAttributes(embed: Embed, title: string): Record<string, string> {
  return { src: embed.src, title, loading: 'lazy', sandbox: EMBED_SANDBOX, referrerpolicy: EMBED_REFERRER };
}

/** The frame's title (the source frame's own, else "Video" or "Map") and the link's text, in `lng`. */
export function embedTexts(embed: Embed, title: string | null | undefined, lng?: string): { title: string; link: string } {
  const own = (title ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    title: own || t(embed.kind === 'map' ? 'ui.embed_map' : 'ui.embed_video', { lng }),
    link: t(embed.kind === 'map' ? 'ui.embed_open_map' : 'ui.embed_watch', { lng, service: embed.service }),
  };
}

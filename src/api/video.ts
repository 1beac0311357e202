/**
 * Where a video plays from (001 §3 Video, §7). `platform` defaults to youtube: a YouTube video
 * plays in YouTube's privacy-enhanced embed (www.youtube-nocookie.com, which sets no cookie
 * until the visitor plays it). Its YouTube id is in `file`: a youtube.com / youtu.be address, the
 * bare 11-character id, or the file name of the `{base}/v/{name}.mp4` address a server makes of
 * it; failing those, a slug that is such an id. Any other platform is the venue's own file at
 * `{base}/v/{id}.mp4`.
 */
import type { Video } from './media';
import { apiBase } from './mediaImages';

export type VideoSource = { kind: 'file'; src: string } | { kind: 'youtube'; id: string; embed: string };

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The YouTube id in an id or a youtube.com/watch, /embed, /shorts or youtu.be address; '' when none. */
export function youtubeId(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '';
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : /(^|\.)youtube(-nocookie)?\.com$/.test(host)
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '')
        : '';
  return YOUTUBE_ID.test(candidate) ? candidate : '';
}

/**
 * The embed address of a decorative background: muted (a browser plays only a muted video on its
 * own), looping (a loop needs the playlist of itself), without controls or related videos.
 */
export function youtubeEmbed(id: string): string {
  const params = new URLSearchParams({ autoplay: '1', mute: '1', loop: '1', playlist: id, controls: '0', playsinline: '1', rel: '0' });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?${params}`;
}

/** The video's source, or null when it names none it can play (the slate then stays). */
export function videoSource(
  video: Pick<Video, 'id' | 'platform' | 'file' | 'slug'> | null | undefined,
  base = apiBase(),
): VideoSource | null {
  if (!video) return null;
  const platform = (video.platform || 'youtube').toLowerCase();
  if (platform === 'youtube') {
    const file = typeof video.file === 'string' ? video.file : '';
    const named = /\/v\/([^/?#]+)\.mp4(?:[?#]|$)/.exec(file)?.[1];
    const id = youtubeId(file) || youtubeId(named ? decodeURIComponent(named) : '') || youtubeId(video.slug);
    return id ? { kind: 'youtube', id, embed: youtubeEmbed(id) } : null;
  }
  if (video.id === undefined || video.id === null || video.id === '') return null;
  return { kind: 'file', src: `${base.replace(/\/+$/, '')}/v/${encodeURIComponent(String(video.id))}.mp4` };
}

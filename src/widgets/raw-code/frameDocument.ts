/** The message the frame's measuring script posts to the page: `{ [HEIGHT_MESSAGE]: px }`. */
export const HEIGHT_MESSAGE = 'venue-raw-code-height';

/**
 * What the page posts to its frame to be told the height again: a server-rendered page's frame
 * has loaded and measured long before the page's script listens (hydration waits for the load).
 */
export const MEASURE_REQUEST = 'venue-raw-code-measure';

/** The tallest the frame grows: a runaway embed (or a script posting nonsense) stops here. */
export const MAX_HEIGHT_PX = 20_000;

/**
 * What the frame may do: run its scripts, send its forms and open new tabs (a booking widget's
 * payment, a player's full page), which leave the sandbox so that those sites work as
 * themselves. Never `allow-same-origin`: with it, its scripts could reach the page. The frame
 * document's own answer carries the same flags as a `sandbox` policy (server/rawFrame).
 */
export const RAW_CODE_SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox';

/**
 * The longest fragment a frame address carries (base64url of the block's UTF-8): Firefox refuses
 * addresses past 1 MB and Chromium past 2 MB. A longer block falls back to a srcdoc frame.
 */
export const MAX_FRAGMENT = 500_000;

/**
 * Posts the height of the body with its margins (the document's own is never less than the
 * frame's, so it could not shrink) to the page now, whenever the body resizes, and after load
 * (late images and fonts). The frame has no same-origin, so the page cannot read it: it is told. Its
 * target is '*' because the page's origin is not the frame's to know (the frame's own is opaque);
 * the page checks the message's source instead. Asked again by its parent (MEASURE_REQUEST), it
 * posts again; nothing else it is sent is read.
 */
export const MEASURE = `(function(){var last=-1;function post(){var b=document.body;if(!b)return;var r=b.getBoundingClientRect(),m=parseFloat(getComputedStyle(b).marginBottom)||0;var h=Math.ceil(Math.max(r.bottom,r.top+b.scrollHeight)+m);if(h===last)return;last=h;var o={};o[${JSON.stringify(HEIGHT_MESSAGE)}]=h;parent.postMessage(o,'*');}addEventListener('message',function(e){if(e.source===parent&&e.data===${JSON.stringify(MEASURE_REQUEST)}){last=-1;post();}});if(window.ResizeObserver)new ResizeObserver(post).observe(document.body);addEventListener('load',post);post();})();`;

/**
 * Links open in a new tab (`<base target>`): the frame may not navigate the page, and a site
 * loaded inside a box of the page is no use to anyone.
 */
export const FRAME_HEAD =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank">';

/**
 * The srcdoc frame's whole document: the CMS markup as it was written, with its scripts, then the
 * measuring script last so that it sees the body the markup built.
 */
export function frameDocument(html: string): string {
  return `<!doctype html><html><head>${FRAME_HEAD}</head><body>${html}<script>${MEASURE}</script></body></html>`;
}

/** UTF-8 in base64url: the same in a browser, Node and workerd (btoa), and safe in a fragment. */
function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The frame's address for a block: the frame document (`frame`, the rawFrame setting) with the
 * markup in the fragment, which never reaches a server, so one cached document serves every block.
 * Undefined without a frame document or past MAX_FRAGMENT: the block then runs in a srcdoc frame.
 */
export function frameAddress(frame: string, html: string): string | undefined {
  if (!frame) return undefined;
  const fragment = base64url(html);
  return fragment.length > MAX_FRAGMENT ? undefined : `${frame}#${fragment}`;
}

/** A height from the frame's message, or null when the message is not one (or not sane). */
export function heightFrom(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[HEIGHT_MESSAGE];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.ceil(value), MAX_HEIGHT_PX);
}

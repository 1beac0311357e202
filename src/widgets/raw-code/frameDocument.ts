/** The message the frame's measuring script posts to the page: `{ [HEIGHT_MESSAGE]: px }`. */
export const HEIGHT_MESSAGE = 'venue-raw-code-height';

/** The tallest the frame grows: a runaway embed (or a script posting nonsense) stops here. */
export const MAX_HEIGHT_PX = 20_000;

/**
 * Posts the height of the body with its margins (the document's own is never less than the
 * frame's, so it could not shrink) to the page now, whenever the body resizes, and after load
 * (late images and fonts). The frame has no same-origin, so the page cannot read it: it is told. Its
 * target is '*' because the page's origin is not the frame's to know (the frame's own is opaque);
 * the page checks the message's source instead.
 */
const MEASURE = `(function(){var last=-1;function post(){var b=document.body;if(!b)return;var r=b.getBoundingClientRect(),m=parseFloat(getComputedStyle(b).marginBottom)||0;var h=Math.ceil(Math.max(r.bottom,r.top+b.scrollHeight)+m);if(h===last)return;last=h;var o={};o[${JSON.stringify(HEIGHT_MESSAGE)}]=h;parent.postMessage(o,'*');}if(window.ResizeObserver)new ResizeObserver(post).observe(document.body);addEventListener('load',post);post();})();`;

/**
 * The frame's whole document: the CMS markup as it was written, with its scripts, then the
 * measuring script last so that it sees the body the markup built. Links open in a new tab
 * (`<base target>`): the frame may not navigate the page, and a site loaded inside a box of the
 * page is no use to anyone.
 */
export function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"></head><body>${html}<script>${MEASURE}</script></body></html>`;
}

/** A height from the frame's message, or null when the message is not one (or not sane). */
export function heightFrom(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[HEIGHT_MESSAGE];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.ceil(value), MAX_HEIGHT_PX);
}

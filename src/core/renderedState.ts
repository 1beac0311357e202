/**
 * The state a server-rendered page carries after its `<venue-site>`: a
 * `<script type="application/json" data-venue-state>` block with the path it was rendered for,
 * the widget kinds it renders and the replies it rendered from. The loader reads it before any
 * request starts; the core seeds the query cache with it, and the element waits for the kinds'
 * code before it hydrates, so that the browser's first render is the server's.
 */
import type { QueryKey } from './query';

export interface RenderedState {
  v: 1;
  /** The site path the server rendered. */
  url: string;
  /** The CMS widget kinds (and screens) on the page. */
  kinds: string[];
  /** Their chunks, relative to the SDK's folder: the loader fetches them beside the site's own. */
  chunks: string[];
  /** The query cache as the server filled it: [key, data]. */
  queries: [QueryKey, unknown][];
}

const SELECTOR = 'script[type="application/json"][data-venue-state]';

/**
 * The state block as the server writes it after `<venue-site>`: JSON whose `<` are escaped, so
 * that no text in it can end the script element.
 */
export function dehydrate(state: RenderedState): string {
  return `<script type="application/json" data-venue-state>${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** True where the page carries a state block: a page its server rendered. */
export const isRenderedPage = (doc: Document = document) => Boolean(doc.querySelector(SELECTOR));

/** The page's state block, or undefined when there is none or it is not one this version reads. */
export function readRenderedState(doc: Document = document): RenderedState | undefined {
  const block = doc.querySelector(SELECTOR);
  if (!block?.textContent) return undefined;
  try {
    const state = JSON.parse(block.textContent) as Partial<RenderedState>;
    if (state?.v !== 1 || typeof state.url !== 'string') return undefined;
    return {
      v: 1,
      url: state.url,
      kinds: Array.isArray(state.kinds) ? state.kinds.filter((k): k is string => typeof k === 'string') : [],
      chunks: Array.isArray(state.chunks)
        ? state.chunks.filter((c): c is string => typeof c === 'string' && /^chunks\/[\w.-]+\.js$/.test(c))
        : [],
      queries: Array.isArray(state.queries) ? state.queries.filter((q) => Array.isArray(q) && Array.isArray(q[0])) : [],
    };
  } catch {
    return undefined;
  }
}

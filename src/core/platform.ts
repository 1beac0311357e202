/**
 * Every difference between a page rendered on a server and one live in a browser, in one place:
 * components, hooks and the core ask the platform and never where they run. The browser's values
 * are the defaults; the server renderer (src/server/render) makes its own for each page it renders,
 * part of that page's core (core/pageCore), which components read from their context.
 */

/**
 * Whether this code runs in a browser (a window with a document) rather than on a server, a Worker
 * or Node: the one place that asks. Code that renders asks the page's platform (`live`) or
 * hooks/useHydrated instead, so that a browser's first render is the server's.
 */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The visitor asked for reduced motion (never on a server). */
export function prefersReducedMotion(): boolean {
  return inBrowser && typeof matchMedia === 'function' && matchMedia(REDUCE).matches;
}

/** Hears every change of the reduced-motion setting; returns the way to stop. */
export function onReducedMotionChange(listener: () => void): () => void {
  if (!inBrowser || typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(REDUCE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export interface Platform {
  /** The site path rendered (`/events/happy-laps`, query included); in a browser, the address bar's. */
  path?: string;
  /** The site's origin for canonical addresses and structured data; in a browser, the page's. */
  origin(): string;
  /**
   * The inner HTML of a box of CMS HTML as rendered: a server's sanitised text (the same
   * allow-list as the browser's); in a browser nothing, the box being filled by the sanitiser
   * after the render (core/sanitize). `lng`: the language of an embed's title and link.
   */
  cmsHtml(html: string, sitePath: (path: string) => string, lng?: string): string;
  /** Where a component's stylesheets go besides its shadow root: a server's page links each one's file. */
  styles(sheets: readonly string[]): void;
  /**
   * A widget's or screen's definition a page renders (a server names its chunks in the page), in
   * a part that comes alive `later` (site/HydrateWhenSeen: its chunks are not named).
   */
  rendered(definition: { tag: string; kinds?: readonly string[] }, later?: boolean): void;
  /** What a route's head is made of (site/head HeadInputs), on a server, where no effect will write it. */
  head?(inputs: object): void;
  /**
   * True where effects run (a browser): a query starts from its component's effect.
   * False on a server: the render itself starts its queries.
   */
  live: boolean;
}

const nothing = () => undefined;

/** A browser's platform. */
export const browserPlatform: Platform = {
  origin: () => window.location.origin,
  cmsHtml: () => '',
  styles: nothing,
  rendered: nothing,
  live: true,
};

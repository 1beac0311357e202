/**
 * Every difference between a page rendered on a server and one live in a browser, in one place:
 * components, hooks and the core ask the platform and never where they run. The browser's values
 * are the defaults; the server renderer (src/server/render) sets its own for each page it renders,
 * in a core of that page's own, and a browser never changes them.
 */
import type { RequestGroups } from './http/client';
import type { Transport } from './http/transport';
import { xhrTransport } from './http/transport';

export type { RequestGroups };

export interface Platform {
  /** How calls go out: XMLHttpRequest in a browser (upload progress), fetch on a server. */
  transport: Transport;
  /** The server's spacing of its calls in groups (000 §9); a browser spaces each call (http/client). */
  groups?: RequestGroups;
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
  /** A widget's or screen's definition a page renders (a server names its chunks in the page). */
  rendered(definition: { tag: string; kinds?: readonly string[] }): void;
  /** The head a route computed (site/head HeadTags), on a server, where no effect will write it. */
  head?(tags: object): void;
  /**
   * True where effects run (a browser): a query starts from its component's effect, and boxes
   * may animate in. False on a server: the render itself starts its queries, and nothing animates.
   */
  live: boolean;
}

const nothing = () => undefined;

/** A browser's platform. */
const browser: Platform = {
  transport: xhrTransport,
  origin: () => window.location.origin,
  cmsHtml: () => '',
  styles: nothing,
  rendered: nothing,
  live: true,
};

let current = browser;

/** The platform this page runs on. */
export function platform(): Platform {
  return current;
}

/** The server renderer's: its platform for the page it renders (what it leaves out stays the browser's). */
export function setPlatform(values: Partial<Platform>): void {
  current = { ...browser, ...values };
}

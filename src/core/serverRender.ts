/**
 * A page rendered on a server (src/server): what the components that render differently there
 * read. Set only by the server renderer, once per page, in a core of that page's own; a browser
 * never sets it, so nothing here changes what runs in one.
 */
import type { Transport } from './http/transport';
import type { Image } from './images';

/** The server's request spacing, shared by every page it renders (000 §9: 500 ms, http/client). */
export interface RequestGroups {
  /** When the next group of calls may go (ms since epoch). */
  next: number;
  /** The start of the group calls still join, while it has not gone out. */
  open?: number;
}

export interface ServerRender {
  /** The site path rendered, query included (`/events/happy-laps`). */
  path: string;
  /** The site's origin (`https://venue.example`): canonical addresses and structured data. */
  origin: string;
  /** The calls go through fetch: Node has no XMLHttpRequest. */
  transport: Transport;
  groups: RequestGroups;
  /** CMS HTML as sanitised text, where a browser would sanitise into the DOM (core/sanitize). */
  cmsHtml(html: string, sitePath: (path: string) => string): string;
  /**
   * An image's sources where no script will choose them: a src, a srcset of its sizes and the
   * sizes it is laid out at (`width`: its width attribute), loaded lazily unless `eager`.
   */
  imageSources(image: Image, width: number | undefined, eager: boolean): { src: string; srcSet: string; sizes: string; loading?: 'lazy' };
  /** The stylesheets a component renders with (on the server build, each one's file). */
  styles(sheets: readonly string[]): void;
  /** A widget's or screen's definition the page renders. */
  rendered(definition: { tag: string; kinds?: readonly string[] }): void;
  /** The head the site computed for the page (site/head HeadTags). */
  head(tags: object): void;
}

let current: ServerRender | undefined;

/** The page being rendered on a server; undefined in a browser. */
export function onServer(): ServerRender | undefined {
  return current;
}

export function setServerRender(render: ServerRender | undefined): void {
  current = render;
}

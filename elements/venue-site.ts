import { defineElement } from '../src/element/defineElement';
import { siteDefinition } from '../src/site';
import type { SiteProps } from '../src/site/Site';

/**
 * @summary The venue's whole website: routing, CMS pages with every widget kind, login, profile, cart, checkout, search and the head tags.
 * @attr routing - `path` (default: the `data-routing` setting) or `hash` (`#/path` addresses).
 * @attr base - Where the site lives in path routing, e.g. `/site` (default: the root).
 * @attr service-worker - The service worker to register; a waiting update shows 'New content available'.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-navigate - Every navigation; detail `{ path }`. Cancelable.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart site - The site's frame.
 * @csspart header - The header with the menu.
 * @csspart footer - The footer.
 * @csspart page - A CMS page's content.
 * @csspart tab - A tab of a tab row.
 * @csspart update-banner - The 'New content available' banner.
 * @csspart back-to-top - The back-to-top button.
 * @cssproperty --venue-color-brand - Accent colour of buttons, links and the progress bar.
 * @reserve 100vh
 * @demo routing="hash"
 */
export const VenueSite = defineElement(siteDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'venue-site': HTMLElement & SiteProps;
  }
}

import type { MouseEvent } from 'react';
import { useHostContext } from './HostContext';

/** Whether a click is a plain left click that the page may handle itself. */
export function isPlainClick(event: MouseEvent | globalThis.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** A path on this origin (`/cart`), as opposed to another origin (`//x`, `https://…`), an anchor or mailto:. */
export const isPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

export interface LinkTarget {
  href: string;
  /** Routes a plain click (the href stays real: a new tab, a copied address). */
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The one way a component links somewhere: `to`, the address an attribute or the CMS gave, or
 * when there is none, `sitePath`, the route of the venue's site the link leads to by default
 * (a cart's '/checkout', a login screen's '/signup').
 *
 * Inside `<venue-site>` a path is a route: its href is the site's (under its base, `#/path` in
 * hash routing) and a plain click goes through the router. A standalone element follows the
 * address it was given as written (a plain click on a path fires `venue-navigate` first), and a
 * default route leads to that page of the venue's site (`siteUrl`): the host page has no
 * /checkout of its own. Without a configured site it stays a path on this origin.
 */
export function useLink(to: string | undefined, sitePath?: string): LinkTarget {
  const { href, contentHref, navigate } = useHostContext();
  const route = to ?? sitePath ?? '';
  if (!isPath(route)) return { href: route, onClick: () => undefined };
  // A default route on the venue's site at another address than this page's router: a plain link there.
  const address = to === undefined ? contentHref(route) : href(route);
  const routed = address === href(route);
  return {
    href: address,
    onClick: (event) => {
      if (!routed || event.currentTarget.target === '_blank' || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(route);
    },
  };
}

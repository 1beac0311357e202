import { createContext, useContext } from 'react';
import type { Navigate } from '../core/navigation';

/**
 * What a component gets from where it is rendered: a standalone element gives its own host and
 * the address-bar navigate; `<venue-site>` gives its router's navigate and one shadow root for
 * every component on the page.
 */
export interface HostContextValue {
  /** The custom element: host events are dispatched from it. */
  host: HTMLElement | null;
  tag: string;
  /** The element's own `lang` attribute, if any. */
  lang?: string;
  /** The shadow root components adopt their stylesheets into. */
  root: ShadowRoot | null;
  navigate: Navigate;
  /** The href of a path inside the site (`#/path` in hash routing). */
  href(path: string): string;
  /**
   * Where a link in CMS HTML to a site path (`/contact`, as the CMS writes them) leads: the
   * site's own href inside `<venue-site>`; from a standalone element, that page on the venue's
   * site (`siteUrl`), since a partner's page has no /contact of its own.
   */
  contentHref(path: string): string;
}

export const HostContext = createContext<HostContextValue>({
  host: null,
  tag: '',
  root: null,
  navigate: () => undefined,
  href: (path) => path,
  contentHref: (path) => path,
});

export function useHostContext(): HostContextValue {
  return useContext(HostContext);
}

/** navigate(path, { replace }) from the host: the site's router, or the address bar. */
export function useNavigate(): Navigate {
  return useContext(HostContext).navigate;
}

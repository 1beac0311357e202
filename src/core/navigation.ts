/**
 * Where navigation ends up when no router owns the page, and the one checked way out of the
 * site (DESIGN: components never touch `window.location`). `<venue-site>` hands its router's
 * navigate to components instead; a standalone element falls back to the address bar.
 */
import { inBrowser } from './platform';
import { safePaymentUrl, safeRedirectPath } from './redirects';

export interface NavigateOptions {
  /** Replace the current history entry (login redirects, the redirect table). */
  replace?: boolean;
}
export type Navigate = (path: string, options?: NavigateOptions) => void;

/** The current path, query and hash: what redirect_after_login remembers. */
export function currentPath(): string {
  return inBrowser ? window.location.pathname + window.location.search + window.location.hash : '/';
}

let openedByLink: boolean | undefined;

/**
 * Whether a login link opened this page (000 §2 token login): its address carried a token pair
 * (`a` and `r`), in its query or in its hash route's. Read once, at start-up (element/boot), before
 * the pair is taken out of the address.
 */
export function openedByLoginLink(): boolean {
  if (openedByLink === undefined) {
    const query = new URLSearchParams(inBrowser ? window.location.search : '');
    const hashQuery = new URLSearchParams(inBrowser ? (window.location.hash.split('?')[1] ?? '') : '');
    openedByLink = (query.has('a') && query.has('r')) || (hashQuery.has('a') && hashQuery.has('r'));
  }
  return openedByLink;
}

/** The current query string's parameters (payment tokens, OAuth codes). */
export function currentQuery(): URLSearchParams {
  return new URLSearchParams(inBrowser ? window.location.search : '');
}

export function currentUrl(): string {
  return inBrowser ? window.location.href : '';
}

/** The address bar, for a same-origin path; anything else is refused. */
export function goToPath(path: string, { replace = false }: NavigateOptions = {}): boolean {
  if (!inBrowser) return false;
  const safe = safeRedirectPath(path, window.location.origin);
  if (!safe) return false;
  if (replace) window.location.replace(safe);
  else window.location.assign(safe);
  return true;
}

/**
 * Leaves the site for another address: a payment page, the race-entry site, the back office.
 * Only http(s) addresses pass; a same-origin path is allowed too. Returns false when refused.
 */
export function leaveSite(url: string, { replace = false }: NavigateOptions = {}): boolean {
  if (!inBrowser) return false;
  const absolute = safePaymentUrl(url) ?? (safeRedirectPath(url, window.location.origin) && new URL(url, window.location.href).href);
  if (!absolute) return false;
  if (replace) window.location.replace(absolute);
  else window.location.assign(absolute);
  return true;
}

/** Rewrites the address bar without a navigation (a flow's one-time query parameters removed). */
export function replaceAddress(path: string): void {
  if (inBrowser) window.history.replaceState(window.history.state, '', path);
}

/** A path on the venue's own site (`siteUrl`), or the path itself when no siteUrl is set. */
export function venueSiteHref(path: string, siteUrl: string): string {
  return siteUrl ? siteUrl.replace(/\/+$/, '') + path : path;
}

/**
 * Where a login goes on to (000 §2): the path stored as redirect_after_login, and the one
 * element's router that lands a login link's tokens. The site's shell needs these from its first
 * render, before any login, so they are apart from the login flows (api/account) and their calls.
 */
import { getConfig } from './config';
import { currentPath } from './navigation';
import { inBrowser } from './platform';
import { safeRedirectPath } from './redirects';
import { sessionStore } from './session/sessionStore';

/** Goes on from a token login: to redirect_after_login, or wherever the taker's own rule says. */
export interface TokenLoginLanding {
  /** `<venue-site>`'s router: chosen before any element's. */
  site: boolean;
  land(): void;
}

const landings: TokenLoginLanding[] = [];
let tokenLoginToLand = false;

function landTokenLogin(): void {
  const chosen = landings.find((l) => l.site) ?? landings[0];
  if (!tokenLoginToLand || !chosen) return;
  tokenLoginToLand = false;
  chosen.land();
}

/**
 * 000 §2: the path stored as redirect_after_login is used after login, a login link's too. The
 * link's tokens are read at start-up, before or after the elements render, so whoever can go on
 * from it registers here: the one chosen (the site first) lands once the login has completed,
 * now if it already has.
 */
export function onTokenLogin(landing: TokenLoginLanding): () => void {
  landings.push(landing);
  landTokenLogin();
  return () => {
    const at = landings.indexOf(landing);
    if (at >= 0) landings.splice(at, 1);
  };
}

/** Remembers where to come back to after login (same-origin paths only). */
export function rememberRedirect(path: string): void {
  const safe = safeRedirectPath(path, inBrowser ? window.location.origin : undefined);
  if (safe) sessionStore.setState({ redirect_after_login: safe });
}

/**
 * A visitor shown an element that needs a login: this page is remembered as the way back (000
 * §2), unless it is the page that element's login link leads to. A visitor sent here to log in
 * (a voucher's Redeem Now, a members-only route) keeps the way back they came with.
 */
export function rememberThisPage(loginHref: string): void {
  if (inBrowser && new URL(loginHref, window.location.href).href === window.location.href) return;
  rememberRedirect(currentPath());
}

/** The stored redirect_after_login (consumed; same-origin paths only), or '' when there is none. */
export function takeStoredRedirect(): string {
  const stored = safeRedirectPath(sessionStore.getState().redirect_after_login, inBrowser ? window.location.origin : undefined);
  sessionStore.setState({ redirect_after_login: '' });
  return stored ?? '';
}

/**
 * Where to go after login: the stored redirect_after_login (consumed), else the entry area on
 * the two racing sites (000 §2: /enter/#/profile), else /profile.
 */
export function takeRedirectAfterLogin(): string {
  const stored = takeStoredRedirect();
  if (stored) return stored;
  const host = inBrowser ? window.location.hostname : '';
  return getConfig().entrySites.includes(host) ? '/enter/#/profile' : '/profile';
}

/** A login link's tokens are stored and its member loaded (api/account): the chosen taker lands it. */
export function tokenLoginCompleted(): void {
  tokenLoginToLand = true;
  landTokenLogin();
}

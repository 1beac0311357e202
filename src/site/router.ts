/**
 * The site's routes without React (001 §2, 000 §2): where a path leads, how a path is written in
 * the address bar in path and hash routing, and the redirect table. The Site component keeps
 * the current path in state and renders what `matchRoute` names.
 */
import type { Redirect } from '../api/pages';
import type { Routing } from '../core/config';

/** What a path shows. `page` is a CMS page by url (the catch-all). */
export type RouteMatch =
  | { screen: 'home' }
  | { screen: 'login' | 'signup' | 'forgotpassword' | 'auth' | 'profile' | 'cart' | 'checkout' | 'readme' | 'demo' }
  | { screen: 'invoice'; invoiceId: string; view: 'invoice' | 'tickets'; print: boolean }
  | { screen: 'search'; query: string }
  | { screen: 'logout' }
  | { screen: 'cms' }
  | { screen: 'enter' }
  | { screen: 'page'; page: string; item?: string; params: string[] };

export interface Route {
  /** The path inside the site, query included: `/events/happy-laps?x=1`. */
  path: string;
  /** Its segments: the page, the item, then extra parameters. */
  segments: string[];
  match: RouteMatch;
}

/** 000 §2: routes that send visitors to /login first. */
export const LOGIN_REQUIRED = new Set(['profile', 'checkout']);

const SCREENS: Record<string, RouteMatch['screen']> = {
  login: 'login',
  signup: 'signup',
  forgotpassword: 'forgotpassword',
  auth: 'auth',
  profile: 'profile',
  cart: 'cart',
  checkout: 'checkout',
  readme: 'readme',
  demo_asdf: 'demo',
  logout: 'logout',
  cms: 'cms',
  enter: 'enter',
};

export function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/)[0];
  return bare
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function matchRoute(path: string): Route {
  const segments = segmentsOf(path);
  const [first = '', second, ...rest] = segments;
  const route = (match: RouteMatch): Route => ({ path, segments, match });
  if (!first) return route({ screen: 'home' });
  if (first === 'search') return route({ screen: 'search', query: segments.slice(1).join('/') });
  // /invoice/{id}, /invoice/print/{id}, /show-invoice/{id}, /show-invoice/print/{id}, /print-tickets/{id}
  if ((first === 'invoice' || first === 'show-invoice' || first === 'print-tickets') && second) {
    const print = first === 'print-tickets' || (second === 'print' && rest.length > 0);
    const invoiceId = second === 'print' && rest.length ? rest[0] : second;
    return route({ screen: 'invoice', invoiceId, view: first === 'print-tickets' ? 'tickets' : 'invoice', print });
  }
  // The payment page returns to /invoice?payum_token=…: the invoice the payment paid for.
  if (first === 'invoice' && !second) return route({ screen: 'invoice', invoiceId: '', view: 'invoice', print: false });
  const screen = SCREENS[first];
  if (screen && segments.length === 1) return route({ screen } as RouteMatch);
  if (screen === 'enter') return route({ screen: 'enter' });
  return route({ screen: 'page', page: first, item: second, params: rest });
}

/** The CMS page a route shows, by its url: the catch-all's first segment; home is the page named home. */
export function pageSlugOf(match: RouteMatch): string | undefined {
  return match.screen === 'page' ? match.page : match.screen === 'home' ? 'home' : undefined;
}

/** The slug that names a route's CMS page (home is the page named home). */
export function pageUrlOf(route: Route): string {
  return route.match.screen === 'home' ? '/' : `/${route.segments.join('/')}`;
}

/**
 * 001 §2: the redirect table maps old slugs or paths to new ones. A rule matches the whole path
 * or, written as a bare slug, the first segment (the rest of the path is kept).
 */
export function redirectFor(path: string, redirects: readonly Redirect[]): string | undefined {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const query = path.slice(path.split(/[?#]/)[0].length);
  for (const { from, to } of redirects) {
    if (!from || !to) continue;
    const rule = from.startsWith('/') ? from.replace(/\/+$/, '') || '/' : `/${from}`;
    const target = to.startsWith('/') || /^https?:/.test(to) ? to : `/${to}`;
    if (bare === rule) return target + query;
    if (!from.startsWith('/') && bare.startsWith(`${rule}/`)) return target + bare.slice(rule.length) + query;
  }
  return undefined;
}

export interface AddressOptions {
  mode: Routing;
  /** Where the site lives in path routing (`/demo/site`); '' at the root. */
  base: string;
}

export const normaliseBase = (base: string | undefined) => (base ?? '').replace(/\/+$/, '').replace(/^(?!\/)(.)/, '/$1');

/** The site path an address-bar location shows. */
export function pathFromLocation(location: { pathname: string; search: string; hash: string }, { mode, base }: AddressOptions): string {
  if (mode === 'hash') {
    const inHash = location.hash.replace(/^#/, '');
    return inHash.startsWith('/') ? inHash : '/';
  }
  const root = normaliseBase(base);
  const rest = root && location.pathname.startsWith(root) ? location.pathname.slice(root.length) : location.pathname;
  return (rest.startsWith('/') ? rest : `/${rest}`) + location.search;
}

/** The href of a site path: `/base/path` in path routing, `#/path` in hash routing. */
export function hrefFor(path: string, { mode, base }: AddressOptions): string {
  if (mode === 'hash') return `#${path}`;
  const root = normaliseBase(base);
  return root && path === '/' ? `${root}/` : root + path;
}

/**
 * A target given to navigate as a site path: a path already written as an address (what
 * redirect_after_login remembers: `/base/profile`, `/base/#/profile`) is read back.
 */
export function sitePathOf(target: string, options: AddressOptions): string {
  if (entryAddressOf(target)) return target;
  const hashAt = target.indexOf('#/');
  if (options.mode === 'hash' && hashAt >= 0) return target.slice(hashAt + 1);
  const root = normaliseBase(options.base);
  if (options.mode === 'path' && root && (target === root || target.startsWith(`${root}/`) || target.startsWith(`${root}?`)))
    return target.slice(root.length) || '/';
  return target;
}

/**
 * 000 §2: the entry area on the two racing sites, /enter/, is a site of its own on this origin
 * with its own hash routes (/enter/#/profile): the address to leave for, the whole of it kept.
 */
export function entryAddressOf(path: string): string | undefined {
  const entry = /^\/enter(?:\/|(?=[?#])|$)/.exec(path);
  return entry ? `/enter/${path.slice(entry[0].length)}` : undefined;
}

/**
 * Where navigate(target) goes: a path inside the site, or an address to leave for through the
 * one checked way out (another origin, the entry area).
 */
export function destinationOf(target: string, options: AddressOptions): { path: string } | { leave: string } {
  const next = sitePathOf(target, options);
  const entry = entryAddressOf(next);
  if (entry) return { leave: entry };
  if (!next.startsWith('/') || next.startsWith('//')) return { leave: next };
  return { path: next };
}

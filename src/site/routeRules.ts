/**
 * The site's rules for a route, written once: which calls its first render needs, and what the
 * route is before any page renders (001 §2: the redirect table, then the special routes; 000 §2:
 * a route that needs a login). `<venue-site>` applies them in the browser (Site.tsx, and its
 * definition's plan) and the server renderer on the server (server/render), each in its own way:
 * a navigation or a leave in one, a status in the other.
 */
import { initialDataQuery, pageContentsQuery, pageQuery, pageShownAtOnce, type Page } from '../api/pages';
import type { QueryOptions } from '../core/query';
import { entryAddressOf, LOGIN_REQUIRED, matchRoute, pageSlugOf, redirectFor, type RouteMatch } from './router';

/**
 * The calls a path's first render needs, started together: initialData and the page's content
 * blocks. With initialData already in (`pages`, a server's), a page it does not list has no
 * blocks to ask for before the page itself is found.
 */
export function firstQueries(path: string, pages?: readonly Pick<Page, 'slug' | 'rows'>[]): QueryOptions<unknown>[] {
  const slug = pageSlugOf(matchRoute(path).match);
  const listed = !pages || pages.some((page) => page.slug === slug);
  if (!slug || !listed) return [initialDataQuery()];
  // Listed without its rows: the page itself too, beside its blocks.
  return pages && !pageShownAtOnce(pages, slug)
    ? [initialDataQuery(), pageContentsQuery(slug), pageQuery(slug)]
    : [initialDataQuery(), pageContentsQuery(slug)];
}

export type RouteRule =
  /** The redirect table sends the path elsewhere in the site, or to another address. */
  | { kind: 'redirect'; to: string }
  /** The route is another site's: /cms (the back office, core/config backOfficeUrl), /enter (the race-entry area). */
  | { kind: 'leave'; to: string }
  | { kind: 'logout' }
  /** The route needs a member (000 §2): the browser, which holds the session, resolves it. */
  | { kind: 'member' }
  | { kind: 'page' };

/**
 * What `path` (its route `match`, its CMS `page` if it has one) is, by the site's rules. `cms`
 * is the back office's address, `here` the address being shown: a back office at the address
 * the site itself answers (the site at the host's root, nothing in front of it serving /cms) is
 * not left for, since leaving would load this same page again, for ever.
 */
export function ruleFor(
  path: string,
  match: RouteMatch,
  {
    redirects,
    page,
    cms,
    here,
  }: { redirects: Parameters<typeof redirectFor>[1]; page: Page | null | undefined; cms: string; here: string },
): RouteRule {
  const target = redirectFor(path, redirects);
  if (target && target !== path) return { kind: 'redirect', to: target };
  if (match.screen === 'cms') return sameAddress(cms, here) ? { kind: 'page' } : { kind: 'leave', to: cms };
  if (match.screen === 'enter') return { kind: 'leave', to: entryAddressOf(path) ?? '/enter/' };
  if (match.screen === 'logout') return { kind: 'logout' };
  if (LOGIN_REQUIRED.has(match.screen) || page?.requires_login) return { kind: 'member' };
  return { kind: 'page' };
}

/** Two addresses naming the same page (their query and hash aside, a final slash aside). */
function sameAddress(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.origin === y.origin && x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

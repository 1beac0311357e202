import { useEffect, useState } from 'react';
import {
  groupsQuery,
  initialDataQuery,
  pageContentsQuery,
  pageQuery,
  pageShownAtOnce,
  sitemapRefreshQuery,
  type Page,
  type PageContentBlock,
} from '../api/pages';
import { useHost } from '../hooks/useHostEvents';
import { useQueryCache } from '../hooks/usePageCore';
import { useQuery } from '../hooks/useQuery';
import { destinationOf, matchRoute, pageSlugOf, type AddressOptions } from './router';

/** 001 §4: a known page is re-checked this long after it shows; groups refresh after the same delay. */
export const RECHECK_MS = 1_000;

/**
 * The site's content (001 §4): sitemap, domain, groups and redirects from initialData; groups
 * refreshed after 1 s; the sitemap re-asked at most once a minute (its query's staleTime), on
 * each navigation.
 */
export function useSiteContent(path: string) {
  const initial = useQuery(initialDataQuery());
  const [refresh, setRefresh] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRefresh(true), RECHECK_MS);
    return () => clearTimeout(timer);
  }, []);
  const groups = useQuery(refresh ? groupsQuery() : null);
  const queries = useQueryCache();
  // Each navigation asks for the sitemap again; its query's staleTime keeps that to once a minute.
  useEffect(() => {
    if (refresh) queries.ensure(sitemapRefreshQuery());
  }, [queries, path, refresh]);
  return {
    ready: Boolean(initial.data) || Boolean(initial.error),
    initial: initial.data,
    sitemap: initial.data?.sitemap ?? [],
    groups: groups.data ?? initial.data?.groups ?? [],
    redirects: initial.data?.redirects ?? [],
    domain: initial.data?.domain ?? {},
  };
}

export interface PageState {
  page: Page | null | undefined;
  /** Nothing to show yet (001 §2: while loading nothing shows). */
  loading: boolean;
  notFound: boolean;
  /** initialData lists it: it is there, whether or not it can show at once. */
  listed: boolean;
}

/**
 * A page by slug (001 §4): a page in initialData shows at once and is re-checked after 1 s,
 * replaced when the server's updated_at differs; an unknown page, or one listed without its rows,
 * is fetched at once.
 */
export function usePage(slug: string | undefined, pages: readonly Page[] | undefined, ready: boolean): PageState {
  const known = pageShownAtOnce(pages, slug);
  const listed = Boolean(slug && pages?.some((p) => p.slug === slug));
  const [due, setDue] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!slug || !known) return;
    const timer = setTimeout(() => setDue(slug), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [slug, known]);
  const ask = Boolean(slug && ready && (!known || due === slug));
  const fetched = useQuery(ask && slug ? pageQuery(slug) : null);
  if (!slug) return { page: undefined, loading: false, notFound: false, listed };
  if (known) {
    const fresh = fetched.data && fetched.data.updated_at !== known.updated_at ? fetched.data : known;
    return { page: fresh, loading: false, notFound: false, listed };
  }
  if (!ready || fetched.loading) return { page: undefined, loading: true, notFound: false, listed };
  if (fetched.data) return { page: fetched.data, loading: false, notFound: false, listed };
  return { page: null, loading: false, notFound: true, listed };
}

/**
 * A page's content blocks (001 §3: the GraphQL Page's pageContents), asked by the page's url
 * alongside the page itself; the site's plan starts the landing page's with initialData.
 */
export function usePageContents(slug: string | undefined): PageContentBlock[] | null | undefined {
  return useQuery(slug ? pageContentsQuery(slug) : null).data;
}

/** What a visitor does before following a link: focusing it, touching it, or resting the pointer on it. */
const INTENT = ['focusin', 'touchstart', 'pointerover'];
/** The pointer rests this long on a link before it counts: one passing over links on its way (or as the page scrolls under it) does not. */
const REST_MS = 65;

/**
 * A page listed without its rows (a rendered page's data block carries its own page's alone:
 * server/page) is asked for, with its blocks, once a visitor focuses or touches a link to it or
 * rests the pointer on one: followed a moment later, it then shows at once, as a page initialData
 * carries does. Once a page: an answer in the cache, stale or not, is not asked for again here.
 */
export function useRowsOnIntent(pages: readonly Page[] | undefined, options: AddressOptions) {
  const root = useHost()?.shadowRoot;
  const queries = useQueryCache();
  useEffect(() => {
    if (!root || !pages?.some((page) => page.rows === undefined)) return;
    let resting: ReturnType<typeof setTimeout> | undefined;
    const ask = (href: string) => {
      const target = destinationOf(href, options);
      const slug = 'path' in target ? pageSlugOf(matchRoute(target.path).match) : undefined;
      if (!slug || !pages.some((page) => page.slug === slug) || pageShownAtOnce(pages, slug)) return;
      if (queries.get(pageQuery(slug).key).data !== undefined) return;
      queries.prefetch(pageQuery(slug));
      queries.prefetch(pageContentsQuery(slug));
    };
    const intent = (event: Event) => {
      clearTimeout(resting);
      const href = (event.composedPath()[0] as Element).closest?.('a[href]')?.getAttribute('href');
      if (!href) return;
      if (event.type === 'pointerover') resting = setTimeout(() => ask(href), REST_MS);
      else ask(href);
    };
    for (const type of INTENT) root.addEventListener(type, intent, { passive: true });
    return () => {
      clearTimeout(resting);
      INTENT.forEach((type) => root.removeEventListener(type, intent));
    };
  }, [root, pages, options, queries]);
}

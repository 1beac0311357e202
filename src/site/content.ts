import { useEffect, useState } from 'react';
import {
  groupsQuery,
  initialDataQuery,
  pageContentsQuery,
  pageQuery,
  sitemapRefreshQuery,
  type Page,
  type PageContentBlock,
} from '../api/pages';
import { useQueryCache } from '../hooks/usePageCore';
import { useQuery } from '../hooks/useQuery';

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
}

/**
 * A page by slug (001 §4): a page in initialData shows at once and is re-checked after 1 s,
 * replaced when the server's updated_at differs; an unknown page is fetched at once.
 */
export function usePage(slug: string | undefined, pages: readonly Page[] | undefined, ready: boolean): PageState {
  const known = slug ? pages?.find((p) => p.slug === slug) : undefined;
  const [due, setDue] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!slug || !known) return;
    const timer = setTimeout(() => setDue(slug), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [slug, known]);
  const ask = Boolean(slug && ready && (!known || due === slug));
  const fetched = useQuery(ask && slug ? pageQuery(slug) : null);
  if (!slug) return { page: undefined, loading: false, notFound: false };
  if (known) {
    const fresh = fetched.data && fetched.data.updated_at !== known.updated_at ? fetched.data : known;
    return { page: fresh, loading: false, notFound: false };
  }
  if (!ready || fetched.loading) return { page: undefined, loading: true, notFound: false };
  if (fetched.data) return { page: fetched.data, loading: false, notFound: false };
  return { page: null, loading: false, notFound: true };
}

/**
 * A page's content blocks (001 §3: the GraphQL Page's pageContents), asked by the page's url
 * alongside the page itself; the site's plan starts the landing page's with initialData.
 */
export function usePageContents(slug: string | undefined): PageContentBlock[] | null | undefined {
  return useQuery(slug ? pageContentsQuery(slug) : null).data;
}

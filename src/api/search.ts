/**
 * The free-text search (000 §2: /search, /search/{query}) over pages, articles and upcoming
 * events. 001 §7 gives no search call: it runs over the list calls.
 */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { ARTICLE_PAGE_SIZE, list, type Article, type Page } from './pages';
import type { ListReply } from './types';

export interface SearchHit {
  kind: 'page' | 'article' | 'event';
  title: string;
  path: string;
  text?: string;
}

/** A row holds the text when any of its fields does, as a server's `q` matches (case aside). */
const holds = (row: unknown, q: string) =>
  JSON.stringify(row ?? '')
    .toLowerCase()
    .includes(q.toLowerCase());

/**
 * Free text over pages, articles and upcoming events. `q` (and `upcoming` on the event list) are
 * extensions of the list calls: the rows are matched here too, so a server that ignores them
 * still gives the same hits, and a list call it refuses (the event list) leaves the others.
 */
export async function search(http: HttpClient, q: string): Promise<SearchHit[]> {
  const get = async <T>(path: string, query: Record<string, string | number>) =>
    list(await http.request<ListReply<T>>(path, { query: { ...query, q } }).catch(() => undefined)).filter((row) => holds(row, q));
  const [pages, articles, events] = await Promise.all([
    get<Page>('/api/v1/cognito/page', { page_size: 100 }),
    get<Article>('/api/v1/cognito/article', { page_size: ARTICLE_PAGE_SIZE }),
    get<{ name: string; url: string; start_time?: string; event_type?: { url: string; name: string } }>('/api/v1/lakeside/event', {
      page_size: 20,
      upcoming: 1,
    }),
  ]);
  return [
    ...pages
      .filter((p) => !['article', 'events'].includes(p.slug))
      .map((p) => ({
        kind: 'page' as const,
        title: p.title || p.name,
        path: p.slug === 'home' ? '/' : `/${p.slug}`,
        text: p.meta_description,
      })),
    ...articles.map((a) => ({ kind: 'article' as const, title: a.title || a.name, path: `/article/${a.slug}`, text: a.blurb })),
    ...events
      .filter((e) => e.event_type?.url)
      .map((e) => ({ kind: 'event' as const, title: e.name, path: `/events/${e.event_type!.url}`, text: e.start_time })),
  ];
}

export const searchQuery = (q: string) => ({ key: ['search', q], fn: ({ http }: QueryContext) => search(http, q) });

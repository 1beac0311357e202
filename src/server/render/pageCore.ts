/**
 * One page's own part of the site's core while the server renders it: its query cache and its
 * platform (its path, and the stylesheets, definitions and head it names), made the core's each
 * time the page's code runs after a wait (`enter`), so that pages rendered at the same time never
 * see each other's (render/instance keeps the site's part: configuration, language, code).
 */
import { now } from '../../core/env';
import { setPlatform, type Platform } from '../../core/platform';
import { createQueryCache, hashKey, type QueryCache, type QueryKey, type QueryOptions } from '../../core/query';
import { switchQueryCache } from '../../core/runtime';

export interface PageCore {
  queries: QueryCache;
  /** The calls in flight: a render waits for them before its next pass. */
  pending: Set<Promise<unknown>>;
  /** Every query the page asked for (its data block holds their replies). */
  seen: Map<string, QueryKey>;
  /** The definitions the page rendered (their chunks are named in it). */
  rendered: Set<{ tag: string; kinds?: readonly string[] }>;
  /** The head its route computed (site/head HeadTags). */
  head?: object;
  platform: Partial<Platform>;
  /** Makes this page's cache and platform the core's. */
  enter(): void;
}

export function pageCore(values: Partial<Platform>): PageCore {
  const pending = new Set<Promise<unknown>>();
  const seen = new Map<string, QueryKey>();
  const tried = new Set<string>();
  const rendered = new Set<{ tag: string; kinds?: readonly string[] }>();
  const queries = createQueryCache(now);
  const page: PageCore = {
    queries,
    pending,
    seen,
    rendered,
    platform: {
      ...values,
      rendered: (definition) => rendered.add(definition),
      head: (tags) => (page.head = tags),
      live: false,
    },
    enter() {
      switchQueryCache(queries);
      setPlatform(page.platform);
    },
  };

  // A page has one render: what it has is fresh, and a failed call is asked once. A query's
  // function runs after a wait, in this page's core (a list's window asks for its pages there).
  const fetchOnce = <T>(query: QueryOptions<T>): Promise<T> => {
    const hash = hashKey(query.key);
    seen.set(hash, query.key);
    const state = queries.get<T>(query.key);
    if (state.status === 'success') return Promise.resolve(state.data as T);
    if (state.status === 'error' && tried.has(hash)) return Promise.reject(state.error);
    tried.add(hash);
    const promise = ask({
      ...query,
      fn: () => {
        page.enter();
        return query.fn();
      },
    });
    if (queries.get(query.key).fetching) {
      pending.add(promise);
      const done = () => pending.delete(promise);
      promise.then(done, done);
    }
    return promise;
  };
  const ask = queries.fetch.bind(queries);
  queries.fetch = fetchOnce;
  queries.ensure = (query) => void fetchOnce(query).catch(() => undefined);
  return page;
}

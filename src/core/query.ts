/**
 * The one keyed query cache of a page (as TanStack Query's query-core: no React). The loader's
 * prefetch, an element's first render and a `<venue-site>` route ask with the same key and share
 * one request; a reply stays fresh for `staleTime`, after which the next reader refetches while
 * still seeing the old data. Queries that belong to a user (`private: true`) are dropped when
 * the user changes, so nothing of one member is served to the next.
 */
import type { HttpClient } from './http/client';

export type QueryKey = readonly (string | number | boolean | null | undefined)[];

/**
 * What a query's function asks through: the http client and the cache of the page it is asked
 * for (TanStack's queryFn context). A server renders many pages at once, each with its own.
 */
export interface QueryContext {
  http: HttpClient;
  queries: QueryCache;
}

export interface QueryOptions<T> {
  key: QueryKey;
  fn: (context: QueryContext) => Promise<T>;
  /** How long a reply is fresh (ms). Default: CONTENT_STALE_MS. */
  staleTime?: number;
  /** The reply belongs to the signed-in user: cleared on login, logout and user change. */
  private?: boolean;
}

export interface QueryState<T> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** When the data arrived (ms since epoch); 0 before. */
  updatedAt: number;
  /** A request is under way (first load or a refetch). */
  fetching: boolean;
}

/** Public content (pages, FAQs, events) is re-asked at most once a minute. */
export const CONTENT_STALE_MS = 60_000;

interface Entry<T = unknown> {
  state: QueryState<T>;
  promise?: Promise<T>;
  options: QueryOptions<T>;
  listeners: Set<() => void>;
  /** Bumped by invalidate/clear: a reply to an older request is not stored. */
  generation: number;
}

const IDLE: QueryState<never> = Object.freeze({ status: 'idle', data: undefined, error: undefined, updatedAt: 0, fetching: false });

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next`, with every part that deep-equals the same part of `previous` replaced by it: a re-check
 * whose reply changed nothing keeps the data's identity, so what renders from it (memo) has
 * nothing to redo, and a reply that changed one field leaves the rest as it was.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlain(previous) && isPlain(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const shared: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    shared[key] = shareEqual(before[key], after[key]);
    if (shared[key] !== before[key] || !(key in before)) same = false;
  }
  return (same ? previous : shared) as T;
}

export function hashKey(key: QueryKey): string {
  return JSON.stringify(key.map((part) => (part === undefined ? null : part)));
}

export interface QueryCacheOptions {
  now?: () => number;
  /** The client the queries' functions call through (their context's `http`). */
  http: HttpClient;
  /**
   * A server render's cache: it has one render, so what it has stays fresh and a failed query is
   * asked once; `asked` hears of every query read or fetched (the page's data block holds their
   * replies), `started` of every request (the renderer waits for them before its next pass).
   */
  render?: {
    asked(key: QueryKey): void;
    started(request: Promise<unknown>): void;
  };
}

export function createQueryCache({ now = Date.now, http, render }: QueryCacheOptions) {
  const entries = new Map<string, Entry>();
  /** The queries a render has asked: one that failed is not asked again. */
  const tried = new Set<string>();

  function entryOf<T>(options: QueryOptions<T>): Entry<T> {
    const hash = hashKey(options.key);
    let entry = entries.get(hash) as Entry<T> | undefined;
    if (!entry) {
      entry = { state: IDLE, options, listeners: new Set(), generation: 0 };
      entries.set(hash, entry as Entry);
    } else {
      entry.options = options;
    }
    return entry;
  }

  function set<T>(entry: Entry<T>, patch: Partial<QueryState<T>>) {
    entry.state = { ...entry.state, ...patch };
    entry.listeners.forEach((listener) => listener());
  }

  const isFresh = (entry: Entry) =>
    entry.state.status === 'success' &&
    (render !== undefined || now() - entry.state.updatedAt < (entry.options.staleTime ?? CONTENT_STALE_MS));

  function start<T>(entry: Entry<T>): Promise<T> {
    if (entry.promise) return entry.promise;
    const generation = entry.generation;
    const promise = Promise.resolve()
      .then(() => entry.options.fn({ http, queries: cache }))
      .then(
        (reply) => {
          const data = shareEqual(entry.state.data, reply);
          if (entry.generation === generation) {
            entry.promise = undefined;
            set(entry, { status: 'success', data, error: undefined, updatedAt: now(), fetching: false });
          }
          return data;
        },
        (error: unknown) => {
          if (entry.generation === generation) {
            entry.promise = undefined;
            set(entry, { status: entry.state.data === undefined ? 'error' : 'success', error, fetching: false });
          }
          throw error;
        },
      );
    entry.promise = promise;
    set(entry, {
      fetching: true,
      status: entry.state.status === 'idle' || entry.state.status === 'error' ? 'pending' : entry.state.status,
    });
    render?.started(promise.catch(() => undefined));
    return promise;
  }

  /** The data: from the cache while fresh, else from the request in flight or a new one. */
  function fetch<T>(options: QueryOptions<T>): Promise<T> {
    const entry = entryOf(options);
    if (render) {
      const hash = hashKey(options.key);
      render.asked(options.key);
      if (entry.state.status === 'error' && tried.has(hash)) return Promise.reject(entry.state.error);
      tried.add(hash);
    }
    if (isFresh(entry)) return Promise.resolve(entry.state.data as T);
    return start(entry);
  }

  const cache = {
    fetch,

    /** Starts the request unless the data is fresh or already on its way; never rejects. */
    prefetch<T>(options: QueryOptions<T>): void {
      this.fetch(options).catch(() => undefined);
    },

    /** Starts a fetch when the entry is stale or failed; for readers that subscribe. */
    ensure<T>(options: QueryOptions<T>): void {
      if (render) return void fetch(options).catch(() => undefined);
      const entry = entryOf(options);
      if (!isFresh(entry) && !entry.promise) start(entry).catch(() => undefined);
    },

    /** Re-asks now, whatever the freshness (a retry button, a re-check after 1 s). */
    refetch<T>(options: QueryOptions<T>): Promise<T> {
      const entry = entryOf(options);
      if (entry.promise) return entry.promise;
      return start(entry);
    },

    get<T>(key: QueryKey): QueryState<T> {
      return (entries.get(hashKey(key))?.state as QueryState<T> | undefined) ?? IDLE;
    },

    /** Puts data in the cache (a reply that came another way, or an optimistic update). */
    set<T>(key: QueryKey, data: T): void {
      const entry = entryOf({ key, fn: () => Promise.resolve(data) });
      entry.generation++;
      entry.promise = undefined;
      set(entry, { status: 'success', data: shareEqual(entry.state.data, data), error: undefined, updatedAt: now(), fetching: false });
    },

    /**
     * Fills the cache with replies the page was rendered from (a server-rendered page's state):
     * fresh from now, so nothing asks for them again at once. A key already asked or answered
     * is left as it is.
     */
    seed(replies: readonly (readonly [QueryKey, unknown])[]): void {
      for (const [key, data] of replies) {
        const entry = entries.get(hashKey(key));
        if (entry && (entry.promise || entry.state.status !== 'idle')) continue;
        this.set(key, data);
      }
    },

    subscribe(key: QueryKey, listener: () => void): () => void {
      const hash = hashKey(key);
      let entry = entries.get(hash);
      if (!entry) {
        entry = {
          state: IDLE,
          options: { key, fn: () => Promise.reject(new Error('no query function')) },
          listeners: new Set(),
          generation: 0,
        };
        entries.set(hash, entry);
      }
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },

    /**
     * Marks every query whose key starts with `prefix` stale; those with readers refetch.
     * No prefix: everything.
     */
    invalidate(prefix: QueryKey = []): void {
      for (const entry of entries.values()) {
        if (!prefix.every((part, i) => entry.options.key[i] === part)) continue;
        entry.generation++;
        entry.promise = undefined;
        entry.state = { ...entry.state, updatedAt: 0, fetching: false };
        if (entry.listeners.size) start(entry).catch(() => undefined);
        else entry.listeners.forEach((listener) => listener());
      }
    },

    /** Forgets every query that belongs to a user (login, logout, another member). */
    clearPrivate(): void {
      for (const [hash, entry] of entries) {
        if (!entry.options.private) continue;
        entry.generation++;
        entry.promise = undefined;
        if (entry.listeners.size) {
          set(entry, { ...IDLE });
          start(entry).catch(() => undefined);
        } else {
          entries.delete(hash);
        }
      }
    },

    clear(): void {
      for (const entry of entries.values()) entry.generation++;
      entries.clear();
    },
  };
  return cache;
}

export interface QueryCache {
  fetch<T>(options: QueryOptions<T>): Promise<T>;
  prefetch<T>(options: QueryOptions<T>): void;
  ensure<T>(options: QueryOptions<T>): void;
  refetch<T>(options: QueryOptions<T>): Promise<T>;
  get<T>(key: QueryKey): QueryState<T>;
  set<T>(key: QueryKey, data: T): void;
  seed(replies: readonly (readonly [QueryKey, unknown])[]): void;
  subscribe(key: QueryKey, listener: () => void): () => void;
  invalidate(prefix?: QueryKey): void;
  clearPrivate(): void;
  clear(): void;
}

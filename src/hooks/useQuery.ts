import { useCallback, useEffect, useRef } from 'react';
import { hashKey, type QueryOptions, type QueryState } from '../core/query';
import { useExternal } from './useExternal';
import { usePageCore } from './usePageCore';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** This key has no data yet and has not failed (with `keepPrevious`, the old data shows meanwhile). */
  loading: boolean;
  /** Any request under way, a background refetch included. */
  fetching: boolean;
  /** Asks again now (a retry button). */
  reload(): void;
}

const NONE = { key: ['none'], fn: () => Promise.resolve(undefined) };

/**
 * Reads a query from the page's one cache: the request the element's plan started while its
 * code downloaded is the one this render waits for. `null` options read nothing. With
 * `keepPrevious`, a new key shows the last key's data until its own arrives (page 2 of a list).
 */
export function useQuery<T>(options: QueryOptions<T> | null, { keepPrevious = false } = {}): QueryResult<T> {
  const { queries, platform } = usePageCore();
  const active = (options ?? NONE) as QueryOptions<T>;
  const hash = hashKey(active.key);
  // The key's hash stands for the options: a new options object with the same key is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const subscribe = useCallback((listener: () => void) => queries.subscribe(active.key, listener), [queries, hash]);
  const getState = useCallback(() => queries.get<T>(active.key), [queries, hash]); // eslint-disable-line react-hooks/exhaustive-deps
  const state: QueryState<T> = useExternal(subscribe, getState);
  const enabled = options !== null;
  // Where no effect runs (a server), the render itself asks, and the renderer waits for the replies.
  if (enabled && !platform.live) queries.ensure(active);

  useEffect(() => {
    if (enabled) queries.ensure(active);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queries, hash, enabled]);

  const reload = useCallback(() => {
    if (enabled) queries.refetch(active).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queries, hash, enabled]);

  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const data = enabled ? (state.data ?? (keepPrevious ? previous.current : undefined)) : undefined;

  return {
    data,
    error: enabled && state.status === 'error' ? state.error : undefined,
    loading: enabled && (state.status === 'idle' || state.status === 'pending'),
    fetching: state.fetching,
    reload,
  };
}

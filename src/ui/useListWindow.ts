import { useState } from 'react';
import type { QueryKey, QueryOptions } from '../core/query';
import { useQuery } from '../hooks/useQuery';
import type { PaginationLabels } from './definition';
import { listWindow, windowQuery, type ServerPage } from './listWindow';

/** A list widget's settings (001 §3 Widget), as `fromWidget` passes them on. */
export interface ListSettings {
  /** How many items the list holds; absent: all (the site passes 100, the spec's default). */
  limit?: number;
  /** From which item (default 0). */
  offset?: number;
  /** Items a page; absent: the server's page size. */
  itemsPerPage?: number;
  /** The pagination's labels (default « ‹ › »). */
  labels?: PaginationLabels;
}

/**
 * The page a list widget shows and its page count. Without settings a page is one server page,
 * as the server pages the list.
 */
export function useListWindow<T, R>(
  key: QueryKey,
  size: number,
  pageQuery: (page: number) => QueryOptions<R>,
  read: (reply: R | undefined) => ServerPage<T>,
  { limit = Infinity, offset = 0, itemsPerPage }: ListSettings,
) {
  const [page, setPage] = useState(1);
  const perPage = itemsPerPage ?? size;
  // The window of a page as if the list were full; the items there are what there is.
  const range = listWindow(offset + limit, { limit, offset }, perPage, page);
  const query = useQuery(windowQuery(key, size, pageQuery, read, range.start, range.end), { keepPrevious: true });
  const pages = query.data ? listWindow(query.data.total, { limit, offset }, perPage, page).pages : 1;
  return { ...query, items: query.data?.items ?? [], page: Math.min(page, pages), pages, setPage };
}

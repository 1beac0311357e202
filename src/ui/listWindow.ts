/**
 * A list widget's window (001 §3 Widget): the items [offset, offset + limit) of a list, in pages
 * of the widget's own size, cut from the server pages they overlap. Each server page is asked
 * through the page's cache, so the loader's prefetch of page 1 serves the first view.
 */
import type { QueryContext, QueryKey, QueryOptions } from '../core/query';

/**
 * The items one page of a list shows: the window [offset, offset + limit) of all `total` items,
 * cut into pages of `perPage`; pages count from 1. `start` and `end` index the whole list.
 */
export function listWindow(total: number, { limit = 100, offset = 0 }: { limit?: number; offset?: number }, perPage: number, page: number) {
  const shown = Math.max(0, Math.min(limit, total - offset));
  const pages = Math.max(1, Math.ceil(shown / perPage));
  const current = Math.min(Math.max(1, page), pages);
  const start = offset + (current - 1) * perPage;
  const end = offset + Math.min(current * perPage, shown);
  return { pages, current, start, end };
}

/** One server page of a list: its items, how many pages there are, and how many items when told. */
export interface ServerPage<T> {
  items: T[];
  pages: number;
  total?: number;
}

export interface ItemWindow<T> {
  items: T[];
  /** How many items there are in all. */
  total: number;
}

/** Server pages [first, last] holding the items [start, end), for pages of `size`. */
export function serverPagesOf(start: number, end: number, size: number): { first: number; last: number } {
  const first = Math.floor(start / size) + 1;
  const last = Math.max(first, Math.floor((Math.max(end, start + 1) - 1) / size) + 1);
  return { first, last };
}

/** Items [start, end) of a list the server pages `size` at a time; `key` names the list. */
export function windowQuery<T, R>(
  key: QueryKey,
  size: number,
  pageQuery: (page: number) => QueryOptions<R>,
  read: (reply: R | undefined) => ServerPage<T>,
  start: number,
  end: number,
) {
  return {
    key: [...key, 'window', start, end],
    fn: async ({ queries }: QueryContext): Promise<ItemWindow<T>> => {
      const { first, last } = serverPagesOf(start, end, size);
      const replies = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => queries.fetch(pageQuery(first + i)).then(read)));
      const skipped = (first - 1) * size;
      const head = replies[0];
      // Without a count: every server page but the last is full.
      const pages = head?.pages ?? 1;
      const lastLength = last === pages ? (replies.at(-1)?.items.length ?? 0) : size;
      const total = typeof head?.total === 'number' ? head.total : Math.max(0, pages - 1) * size + lastLength;
      return { items: replies.flatMap((r) => r.items).slice(start - skipped, end - skipped), total };
    },
  };
}

/** A reply already shaped as a server page, or none yet. */
export const serverPage = <T>(reply: ServerPage<T> | undefined): ServerPage<T> => reply ?? { items: [], pages: 1 };

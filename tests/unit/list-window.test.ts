import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';
import { createQueryCache } from '../../src/core/query';
import { listWindow, serverPagesOf, windowQuery, type ServerPage } from '../../src/ui/listWindow';

/** A window's server pages are asked through the page's cache, given to its function. */
const http = {} as HttpClient;
const context = () => ({ http, queries: createQueryCache({ http }) });

/** A list of `count` numbered items the server pages `size` at a time, counting the pages asked. */
function serverList(count: number, size: number, { told = true } = {}) {
  const asked: number[] = [];
  const pageQuery = (page: number) => ({
    key: ['test-list', count, size, String(told), page],
    fn: async (): Promise<ServerPage<number>> => {
      asked.push(page);
      const items = Array.from({ length: count }, (_, i) => i).slice((page - 1) * size, page * size);
      return { items, pages: Math.max(1, Math.ceil(count / size)), total: told ? count : undefined };
    },
  });
  return { asked, pageQuery };
}
const same = <T>(reply: ServerPage<T> | undefined) => reply ?? { items: [], pages: 1 };

describe('listWindow', () => {
  it('cuts the window [offset, offset + limit) into pages', () => {
    expect(listWindow(10, { limit: 5, offset: 1 }, 2, 1)).toEqual({ pages: 3, current: 1, start: 1, end: 3 });
    expect(listWindow(10, { limit: 5, offset: 1 }, 2, 3)).toEqual({ pages: 3, current: 3, start: 5, end: 6 });
    // Fewer items than the limit: the pages end with the items.
    expect(listWindow(4, { limit: 100, offset: 0 }, 20, 1)).toEqual({ pages: 1, current: 1, start: 0, end: 4 });
    expect(listWindow(0, { limit: 100, offset: 5 }, 20, 2)).toEqual({ pages: 1, current: 1, start: 5, end: 5 });
  });

  it('keeps a page inside the list', () => {
    expect(listWindow(10, {}, 3, 0)).toEqual({ pages: 4, current: 1, start: 0, end: 3 });
    expect(listWindow(10, {}, 3, 9)).toEqual({ pages: 4, current: 4, start: 9, end: 10 });
  });

  it('without a limit pages the whole list as the server does', () => {
    expect(listWindow(Infinity, { limit: Infinity }, 64, 2)).toMatchObject({ current: 2, start: 64, end: 128 });
    expect(listWindow(130, { limit: Infinity }, 64, 3)).toEqual({ pages: 3, current: 3, start: 128, end: 130 });
  });
});

describe('serverPagesOf', () => {
  it('names the server pages a window overlaps', () => {
    expect(serverPagesOf(0, 20, 20)).toEqual({ first: 1, last: 1 });
    expect(serverPagesOf(19, 21, 20)).toEqual({ first: 1, last: 2 });
    expect(serverPagesOf(40, 40, 20)).toEqual({ first: 3, last: 3 });
  });
});

describe('windowQuery', () => {
  it('cuts a window from the server pages it overlaps, asking only those', async () => {
    const { asked, pageQuery } = serverList(10, 3);
    const reply = await windowQuery(['w1'], 3, pageQuery, same, 2, 7).fn(context());
    expect(reply).toEqual({ items: [2, 3, 4, 5, 6], total: 10 });
    expect(asked.sort()).toEqual([1, 2, 3]);
  });

  it('without a count takes every server page but the last as full', async () => {
    const { pageQuery } = serverList(10, 3, { told: false });
    expect((await windowQuery(['w2'], 3, pageQuery, same, 0, 3).fn(context())).total).toBe(12);
    expect(await windowQuery(['w3'], 3, pageQuery, same, 9, 12).fn(context())).toEqual({ items: [9], total: 10 });
  });

  it('a server page of the window size is one server page', async () => {
    const { asked, pageQuery } = serverList(5, 3);
    expect(await windowQuery(['w4'], 3, pageQuery, same, 3, 6).fn(context())).toEqual({ items: [3, 4], total: 5 });
    expect(asked).toEqual([2]);
  });
});

/**
 * The articles one page of the list shows, whatever its size: the server pages articles 20 at a
 * time (001 §9), so a page of the widget's own size is cut from the server pages it overlaps,
 * each asked through the shared cache (the loader's prefetch of page 1 serves the first view).
 */
import { ARTICLE_PAGE_SIZE, articlesQuery, type Article } from '../../api/pages';
import { queries } from '../../core/runtime';

export interface ArticleWindow {
  articles: Article[];
  /** How many articles there are in all. */
  total: number;
}

/** Articles [start, end) of the newest-first list. */
export const articleWindowQuery = (start: number, end: number) => ({
  key: ['articles', 'window', start, end],
  fn: async (): Promise<ArticleWindow> => {
    const first = Math.floor(start / ARTICLE_PAGE_SIZE) + 1;
    const last = Math.max(first, Math.floor((Math.max(end, start + 1) - 1) / ARTICLE_PAGE_SIZE) + 1);
    const replies = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => queries.fetch(articlesQuery(first + i))));
    const skipped = (first - 1) * ARTICLE_PAGE_SIZE;
    const all = replies.flatMap((r) => (Array.isArray(r?.data) ? r.data : []));
    const head = replies[0];
    // Without num_items: every server page but the last is full.
    const pages = head?.num_pages ?? 1;
    const lastLength = last === pages ? (replies.at(-1)?.data?.length ?? 0) : ARTICLE_PAGE_SIZE;
    const total = typeof head?.num_items === 'number' ? head.num_items : Math.max(0, pages - 1) * ARTICLE_PAGE_SIZE + lastLength;
    return { articles: all.slice(start - skipped, end - skipped), total };
  },
});

/**
 * A page's h1. Each page's first heading is an h1 that names it: the widgets below render their
 * title as one; a page built without any of them (home: a hero whose heading is an h2) gets the
 * page's title as a visually hidden h1 before its rows, so screen readers and search engines
 * find it where they look first, and the design the author built is unchanged.
 */
import type { Page, PageRow } from '../api/pages';

/** The kinds whose content is an h1 naming the page. */
const TITLE_KINDS = new Set(['tpl/heading', 'Blog/article_view', 'Lakeside/event_title']);

export function hasTitleWidget(rows: readonly PageRow[]): boolean {
  return rows.some((row) =>
    (row.blocks ?? []).some((block) =>
      (block.widgets ?? []).some((w) => {
        const v = w.templatevar ?? {};
        if (v.widget_is_visible === 0 || v.widget_is_visible === '0') return false;
        if (TITLE_KINDS.has(w.outer)) return true;
        return w.outer === 'heading' && v.heading_type === 'h1' && typeof v.heading === 'string' && v.heading.trim() !== '';
      }),
    ),
  );
}

/** The page's own title for its hidden h1, or '' when a widget already gives it one. */
export function hiddenTitleOf(page: Page, rows: readonly PageRow[]): string {
  if (hasTitleWidget(rows)) return '';
  return (page.title || page.name || '').trim();
}

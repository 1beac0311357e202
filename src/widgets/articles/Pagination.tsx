import { useT } from '../../hooks/useT';
import { PAGINATION_LABELS, type PaginationLabels } from '../../ui/definition';

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

/**
 * First, previous, 'Page 2 of 5', next and last, as buttons (Tab and Enter or Space), each named
 * for screen readers whatever its label shows. Its messages are the `site` namespace's, its
 * styles in articles.css; a second list widget with pages moves it to src/ui.
 */
export function Pagination({
  page,
  pages,
  onPage,
  labels = PAGINATION_LABELS,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels?: PaginationLabels;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const button = (to: number, text: string, name: string, disabled: boolean) => (
    <button type="button" className="pagination-button" onClick={() => onPage(to)} disabled={disabled} aria-label={name}>
      {text}
    </button>
  );
  return (
    <nav className="pagination" part="pagination" aria-label={t('site.pages')}>
      {button(1, labels.first, t('site.first_page'), page <= 1)}
      {button(page - 1, labels.previous, t('site.previous_page'), page <= 1)}
      <span className="pagination-status" aria-live="polite">
        {t('site.page_of', { page, pages })}
      </span>
      {button(page + 1, labels.next, t('site.next_page'), page >= pages)}
      {button(pages, labels.last, t('site.last_page'), page >= pages)}
    </nav>
  );
}

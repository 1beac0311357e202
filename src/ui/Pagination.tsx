import { useStyles } from '../hooks/useStyles';
import { useT } from '../hooks/useT';
import { PAGINATION_LABELS, type PaginationLabels } from './definition';
import css from './pagination.css';

/**
 * The page buttons of every paged list: first, previous, 'Page 2 of 5', next and last, as buttons
 * (Tab and Enter or Space), each named for screen readers whatever its label shows (001 §3: the
 * widget's labels, « ‹ › » by default). Its messages are the `ui` namespace's.
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
  useStyles(css);
  const t = useT();
  if (pages <= 1) return null;
  const button = (to: number, text: string, name: string, disabled: boolean) => (
    <button type="button" className="pagination-button" onClick={() => onPage(to)} disabled={disabled} aria-label={name}>
      {text}
    </button>
  );
  return (
    <nav className="pagination" part="pagination" aria-label={t('ui.pages')}>
      {button(1, labels.first, t('ui.first_page'), page <= 1)}
      {button(page - 1, labels.previous, t('ui.previous_page'), page <= 1)}
      <span className="pagination-status" aria-live="polite">
        {t('ui.page_of', { page, pages })}
      </span>
      {button(page + 1, labels.next, t('ui.next_page'), page >= pages)}
      {button(pages, labels.last, t('ui.last_page'), page >= pages)}
    </nav>
  );
}

import { useT } from '../../hooks/useT';

/** Previous / next page buttons of a paged list, with 'Page 1 of 2' between them. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" part="pager" aria-label={t('media.page', { page, pages })}>
      <button type="button" className="button" data-variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('media.previous_page')}
      </button>
      <span className="pager-page">{t('media.page', { page, pages })}</span>
      <button type="button" className="button" data-variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('media.next_page')}
      </button>
    </nav>
  );
}

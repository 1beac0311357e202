/**
 * A widget's list settings (001 §3 Widget): sort, limit (default 100), offset (default 0), items
 * per page and the pagination labels (‹ › « » by default). The spec names them without their
 * fields; the page builder's snake_case is read: `items_per_page`, `first_label`,
 * `previous_label`, `next_label`, `last_label`.
 */
import type { PageWidget } from '../api/pages';
import { PAGINATION_LABELS, type CmsWidget, type PaginationLabels } from '../ui/definition';

type ListFields = Partial<Record<'items_per_page' | 'first_label' | 'previous_label' | 'next_label' | 'last_label', unknown>>;

/** A whole number ≥ min, or the fallback. */
const count = (value: unknown, fallback: number | undefined, min: number) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : fallback;
};
const label = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

export function listSettingsOf(widget: PageWidget): Pick<CmsWidget, 'sort' | 'limit' | 'offset' | 'itemsPerPage' | 'labels'> {
  const w = widget as PageWidget & ListFields;
  const labels: PaginationLabels = {
    first: label(w.first_label, PAGINATION_LABELS.first),
    previous: label(w.previous_label, PAGINATION_LABELS.previous),
    next: label(w.next_label, PAGINATION_LABELS.next),
    last: label(w.last_label, PAGINATION_LABELS.last),
  };
  return {
    sort: count(w.sort, 0, Number.MIN_SAFE_INTEGER),
    limit: count(w.limit, 100, 0),
    offset: count(w.offset, 0, 0),
    itemsPerPage: count(w.items_per_page, undefined, 1),
    labels,
  };
}

/** A block's widgets in their sort order, equal sorts as the CMS listed them; with each one's place in the list (its key). */
export function inSortOrder(widgets: readonly PageWidget[]): [PageWidget, number][] {
  return widgets
    .map((w, i) => [w, i] as [PageWidget, number])
    .sort(([a, i], [b, j]) => count(a.sort, 0, Number.MIN_SAFE_INTEGER)! - count(b.sort, 0, Number.MIN_SAFE_INTEGER)! || i - j);
}

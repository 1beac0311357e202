/**
 * The calendar's fetch window (001 §7), without a date library: the loader's prefetch needs it, and
 * the loader's core chunk must stay small.
 */
export interface FetchWindow {
  /** yyyy-MM-dd, inclusive */
  start: string;
  /** yyyy-MM-dd, exclusive */
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The date's own calendar day as 'yyyy-MM-dd' (local time). */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const firstOf = (year: number, monthIndex: number) => new Date(year, monthIndex, 1);

/** 'yyyy-MM' → the first day of that month (local); anything else → undefined. */
export function parseMonth(value: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return undefined;
  return firstOf(Number(m[1]), Number(m[2]) - 1);
}

export const monthKey = (month: Date) => `${month.getFullYear()}-${pad(month.getMonth() + 1)}`;

/**
 * One month before to two months after the shown month: from the first day of the previous
 * month up to (not including) the first day of the month after the next two.
 */
export function fetchWindow(month: Date): FetchWindow {
  return {
    start: dayKey(firstOf(month.getFullYear(), month.getMonth() - 1)),
    end: dayKey(firstOf(month.getFullYear(), month.getMonth() + 3)),
  };
}

/** Whether `month` lies wholly inside a fetched window, so showing it needs no request. */
export function windowCovers(window: FetchWindow, month: Date): boolean {
  const first = dayKey(firstOf(month.getFullYear(), month.getMonth()));
  const next = dayKey(firstOf(month.getFullYear(), month.getMonth() + 1));
  return first >= window.start && next <= window.end;
}

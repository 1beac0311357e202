import { format as formatDate, isValid, parse, type Locale } from 'date-fns';

/** 001 §9: formatted dates use 'do MMM' (plus year when asked); times 'h:mmaaa' or 'HH:mm'. */
export const DAY_MONTH = 'do MMM';
export const DAY_MONTH_YEAR = 'do MMM yyyy';
export const TIME_12H = 'h:mmaaa';
export const TIME_24H = 'HH:mm';

export function formatDay(date: Date, locale?: Locale, withYear = false): string {
  return formatDate(date, withYear ? DAY_MONTH_YEAR : DAY_MONTH, { locale });
}

export function formatTime(date: Date, locale?: Locale, hours24 = false): string {
  return formatDate(date, hours24 ? TIME_24H : TIME_12H, { locale });
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** 001 §9: morning is before 12:00, afternoon 12:00 to 17:00, evening after 17:00. */
export function partOfDay(date: Date): PartOfDay {
  const minutes = date.getHours() * 60 + date.getMinutes();
  if (minutes < 12 * 60) return 'morning';
  if (minutes <= 17 * 60) return 'afternoon';
  return 'evening';
}

/** Parses an API date-time ('yyyy-MM-dd HH:mm:ss', ISO, or 'yyyy-MM-dd'); bad input → Invalid Date (001 §8). */
export function parseApiDate(value: string | null | undefined): Date {
  if (!value) return new Date(NaN);
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : undefined;
  if (iso) return iso;
  for (const pattern of ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd']) {
    const date = parse(value, pattern, new Date());
    if (isValid(date)) return date;
  }
  return new Date(NaN);
}

/** dd/mm/yyyy (the date input mask of 001 §5) → yyyy-MM-dd, or '' when it is not a real date. */
export function maskedDateToIso(value: string): string {
  const date = parse(value, 'dd/MM/yyyy', new Date());
  return isValid(date) && formatDate(date, 'dd/MM/yyyy') === value ? formatDate(date, 'yyyy-MM-dd') : '';
}

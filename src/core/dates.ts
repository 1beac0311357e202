import { format as formatDate, type Locale } from 'date-fns';

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

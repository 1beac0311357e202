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

/** A local date from its parts, or Invalid Date when they do not name a real day and time. */
function localDate(y: number, m: number, d: number, h = 0, mi = 0, sec = 0): Date {
  const date = new Date(y, m - 1, d, h, mi, sec);
  const real = date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d && h < 24 && mi < 60 && sec < 60;
  return real ? date : new Date(NaN);
}

/**
 * The venue's wall-clock time of an API date-time ('yyyy-MM-dd HH:mm[:ss]', 'yyyy-MM-dd', or ISO
 * with or without fractions and an offset) as a local Date. Times from the API are the venue's
 * own, so an offset is ignored: an event at 09:00 is at 09:00 whatever the viewer's time zone
 * (001 §9). Bad input or a day or time that does not exist → Invalid Date (001 §8). Plain
 * parsing, so pages that show dates do not carry date-fns's parser.
 */
export function parseWallClock(value: string | null | undefined): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value ?? '');
  if (!m) return new Date(NaN);
  return localDate(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
}

/** dd/mm/yyyy (the date input mask of 001 §5) → yyyy-MM-dd, or '' when it is not a real date. */
export function maskedDateToIso(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m || Number.isNaN(localDate(Number(m[3]), Number(m[2]), Number(m[1])).getTime())) return '';
  return `${m[3]}-${m[2]}-${m[1]}`;
}

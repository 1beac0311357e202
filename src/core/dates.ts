/**
 * 001 §9: dates as 'do MMM' ("3rd Nov"), with the year when asked ("3rd Nov 2026"); times as
 * 'h:mmaaa' ("2:05pm") or 'HH:mm' ("14:05"). English exactly as the spec writes them; another
 * language has its own order and words for day and month from the browser (Intl): "3. Nov." in
 * German, "11月3日" in Japanese. No date library: these three formats were most of the calendar's
 * code.
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const ordinal = new Intl.PluralRules('en', { type: 'ordinal' });
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(date: Date, lng = 'en', withYear = false): string {
  const day = date.getDate();
  if (lng === 'en')
    return `${day}${SUFFIX[ordinal.select(day)] ?? 'th'} ${MONTHS[date.getMonth()]}${withYear ? ` ${date.getFullYear()}` : ''}`;
  const key = `${lng} ${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
    formats.set(key, format);
  }
  return format.format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(date: Date, hours24 = false): string {
  const hours = date.getHours();
  if (hours24) return `${pad(hours)}:${pad(date.getMinutes())}`;
  return `${hours % 12 || 12}:${pad(date.getMinutes())}${hours < 12 ? 'am' : 'pm'}`;
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** 001 §9: morning is before 12:00, afternoon 12:00 to 17:00, evening after 17:00. */
export function partOfDay(date: Date): PartOfDay {
  const minutes = date.getHours() * 60 + date.getMinutes();
  if (minutes < 12 * 60) return 'morning';
  if (minutes <= 17 * 60) return 'afternoon';
  return 'evening';
}

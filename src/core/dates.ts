/**
 * 001 §9: dates as 'do MMM' ("3rd Nov"), with the year when asked ("3rd Nov 2026"); times as
 * 'h:mmaaa' ("2:05pm") or 'HH:mm' ("14:05"). English exactly as the spec writes them; another
 * language has its own order and words for day and month from the browser (Intl): "3. Nov." in
 * German, "11月3日" in Japanese. No date library: these three formats were most of the calendar's
 * code.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, made once per language and options: making one loads the language's
 * data and costs milliseconds, a render must not pay that again.
 */
export function dateFormat(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lng, options)));
  return format;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (English's rule, without Intl.PluralRules' data). */
function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export function formatDay(date: Date, lng = 'en', withYear = false): string {
  if (lng === 'en') return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()].slice(0, 3)}${withYear ? ` ${date.getFullYear()}` : ''}`;
  return dateFormat(lng, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).format(date);
}

/** "November 2026" (English without Intl's data: the first render does not wait for it). */
export function formatMonth(date: Date, lng = 'en'): string {
  if (lng === 'en') return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return dateFormat(lng, { month: 'long', year: 'numeric' }).format(date);
}

/** "Monday". */
export function formatWeekday(date: Date, lng = 'en'): string {
  if (lng === 'en') return WEEKDAYS[date.getDay()];
  return dateFormat(lng, { weekday: 'long' }).format(date);
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

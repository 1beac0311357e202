/**
 * Reading the API's date-times (001 §8), apart from core/dates.ts (formatting, which needs
 * date-fns). A form's dd/mm/yyyy is read with its mask (ui/masks), in the forms' own chunk.
 */

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

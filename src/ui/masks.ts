/**
 * Input masks (001 §5): `#` a digit, `@` a letter, `*` a letter or digit; for dates `D` is a
 * day's first digit (0-3), `M` a month's first digit (0-1) and `Y` a year's first digit (1-2).
 * Every other character of a mask is a literal, inserted as the user types. No React here.
 */
const TOKENS: Record<string, RegExp> = {
  '#': /^\d$/,
  '@': /^\p{L}$/u,
  '*': /^[\p{L}\d]$/u,
  D: /^[0-3]$/,
  M: /^[01]$/,
  Y: /^[12]$/,
};

/** 001 §5: dates are typed as dd/mm/yyyy. */
export const DATE_MASK = 'D#/M#/Y###';
/** What a date field shows while empty. */
export const DATE_PLACEHOLDER = 'dd/mm/yyyy';

export function isToken(char: string): boolean {
  return char in TOKENS;
}

/**
 * Fits what the user typed (or pasted) into `mask`: characters a slot refuses are dropped and
 * literals are inserted. A literal at the end appears only once the user typed it or typed on
 * past it, so deleting back over a '/' works.
 */
export function applyMask(value: string, mask: string): string {
  let out = '';
  let pending = '';
  let i = 0;
  for (let m = 0; m < mask.length && i < value.length; m += 1) {
    const token = TOKENS[mask[m]];
    if (!token) {
      if (value[i] === mask[m]) {
        out += pending + mask[m];
        pending = '';
        i += 1;
      } else {
        pending += mask[m];
      }
      continue;
    }
    while (i < value.length && !token.test(value[i])) i += 1;
    if (i === value.length) break;
    out += pending + value[i];
    pending = '';
    i += 1;
  }
  return out;
}

/**
 * A date typed through the date mask (dd/mm/yyyy) as the API's yyyy-mm-dd, '' when it is no
 * real day. Plain parsing: a form that reads a date does not download date-fns.
 */
export function maskedDateToIso(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return '';
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** Whether every slot of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  return value.length === mask.length && applyMask(value, mask) === value;
}

/** How many mask slots (not literals) the text before the caret fills once masked. */
export function slotsBefore(typed: string, caret: number, mask: string): number {
  const masked = applyMask(typed.slice(0, caret), mask);
  let count = 0;
  for (let i = 0; i < masked.length; i += 1) if (isToken(mask[i])) count += 1;
  return count;
}

/**
 * Where the caret belongs in a freshly masked value so it stays after the same number of
 * filled slots as before (typing in the middle does not throw it to the end).
 */
export function caretAfterSlots(masked: string, mask: string, slots: number): number {
  if (slots <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (isToken(mask[i])) seen += 1;
    if (seen === slots) return i + 1;
  }
  return masked.length;
}

/** The mobile keyboard a mask needs: digits only when every slot takes only digits. */
export function inputModeOf(mask: string): 'numeric' | 'text' {
  return [...mask].every((c) => !isToken(c) || !'@*'.includes(c)) ? 'numeric' : 'text';
}

/** The one check of a field's value against its spec, and the message each failure shows. No React here. */
import { isMaskComplete, maskedDateToIso } from '../masks';
import { EMAIL, type FieldSpec, type Problems, type ValidityFlag } from './schema';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The CMS form's words (001 §5): every form's, unless its spec says its own (`messages`). */
const MESSAGES: Required<NonNullable<FieldSpec['messages']>> = {
  valueMissing: 'forms.required',
  typeMismatch: 'forms.invalid_email',
  tooShort: 'forms.incomplete',
  rangeUnderflow: 'forms.min',
  rangeOverflow: 'forms.max',
  badInput: 'forms.invalid_number',
};

/** The member's own forms (000 §5: login, sign-up, profile, saved addresses) say it in the account's words. */
export const ACCOUNT_MESSAGES = {
  valueMissing: 'account.required_field',
  typeMismatch: 'account.invalid_email',
  badInput: 'account.invalid_date',
} satisfies FieldSpec['messages'];

/** A number's bounds: a percent's are 0 and 100 unless the field sets its own. */
const bounds = ({ type, min, max }: FieldSpec) => (type === 'percent' ? [min ?? 0, max ?? 100] : [min, max]);

/**
 * The first way a value fails its field's rules, named as the DOM's `ValidityState` names it, or
 * null when it keeps them (001 §5): a required field left empty, a checkbox not ticked or a choice
 * that is not among the options (valueMissing); an e-mail that is none (typeMismatch); a number,
 * a date (dd/mm/yyyy) or a date and time that cannot be read (badInput); a number below or above
 * its bounds (rangeUnderflow, rangeOverflow); a mask not filled (tooShort); a pattern not matched
 * (patternMismatch). Text is judged trimmed; an empty field that is not required keeps its rules.
 */
export function validity(spec: FieldSpec, value: string): ValidityFlag | null {
  const text = value.trim();
  if (spec.type === 'checkbox' ? value !== '1' : !text) return spec.required ? 'valueMissing' : null;
  switch (spec.type) {
    case 'email':
      return EMAIL.test(text) ? null : 'typeMismatch';
    case 'number':
    case 'currency':
    case 'percent': {
      const n = Number(text);
      const [min, max] = bounds(spec);
      if (!Number.isFinite(n)) return 'badInput';
      return min !== undefined && n < min ? 'rangeUnderflow' : max !== undefined && n > max ? 'rangeOverflow' : null;
    }
    case 'date':
      return maskedDateToIso(text) ? null : 'badInput';
    case 'datetime': {
      const [date = '', time = ''] = text.split(' ');
      return maskedDateToIso(date) && /^\d{2}:\d{2}$/.test(time) ? null : 'badInput';
    }
    case 'select':
      return spec.options?.some((option) => option.value === value) ? null : 'valueMissing';
  }
  if (spec.mask && !isMaskComplete(value, spec.mask)) return 'tooShort';
  return spec.pattern && !spec.pattern[0].test(text) ? 'patternMismatch' : null;
}

/** The message key a failure shows: its pattern's, the spec's own words, or the CMS form's (a date's and a date and time's their own). */
export function validityMessage(spec: FieldSpec, flag: ValidityFlag): string {
  if (flag === 'patternMismatch') return spec.pattern?.[1] ?? '';
  const { type } = spec;
  return (
    spec.messages?.[flag] ?? (flag === 'badInput' && (type === 'date' || type === 'datetime') ? `forms.invalid_${type}` : MESSAGES[flag])
  );
}

/**
 * Each failing field's message, translated: with its bounds, its mask and its label (`field`,
 * as the shop words it: 'Please fill in Postcode.'). What `useForm().validate` shows.
 */
export function problemsOf(fields: readonly FieldSpec[], values: object, t: T): Problems {
  const found: Problems = {};
  for (const spec of fields) {
    const flag = validity(spec, String((values as Record<string, unknown>)[spec.name] ?? ''));
    if (!flag) continue;
    const [min, max] = bounds(spec);
    found[spec.name] = t(validityMessage(spec, flag), { min, max, mask: spec.mask, field: t(spec.label) });
  }
  return found;
}

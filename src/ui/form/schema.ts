/**
 * A form's fields, written once (no React here): each field's name as the API names it, its
 * label, what it holds and the rules its value must keep, the site flag that shows it. The
 * account's and the shop's forms, the address and a CMS form's fields (001 §3) are all
 * `FieldSpec`s, checked by one function (`validity`), kept in `useForm`; a form renders its own
 * with `SchemaField`, a CMS form with its `FormField`.
 */
import type { FieldType } from '../Field';

/** An e-mail address: something@somewhere.tld, as the server's own check words it. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a field holds: a typed value (an input's type), or a CMS form's other controls and blocks. */
export type FieldKind =
  FieldType | 'currency' | 'datetime' | 'select' | 'checkbox' | 'signature' | 'header' | 'paragraph' | 'content' | 'submit';

/** The ways a value fails, as the DOM's `ValidityState` names them. */
export type ValidityFlag =
  'valueMissing' | 'typeMismatch' | 'patternMismatch' | 'tooShort' | 'rangeUnderflow' | 'rangeOverflow' | 'badInput';

export interface FieldSpec {
  /** The field's name, the API's own (`first_name`). */
  name: string;
  /** Its label's message key; a CMS form's field has the CMS's own text here. */
  label: string;
  /** What it holds (default text): an e-mail must look like one, a number, a date (dd/mm/yyyy) or a date and time must be one. */
  type?: FieldKind;
  autoComplete?: string;
  /** It must be filled in (a checkbox ticked, a select's option chosen). */
  required?: boolean;
  /** A rule on a filled-in value: the pattern it must match and the message key shown when it does not (as an input's `title`). */
  pattern?: readonly [RegExp, string];
  /** A number's bounds (a percent's are 0 and 100 unless set). */
  min?: number;
  max?: number;
  /** An input mask (ui/masks): a value must fill it. */
  mask?: string;
  /** A select's choices: its value must be one of them. */
  options?: readonly { value: string; label: string }[];
  /** The message keys of the form's words, per way of failing, over the CMS form's (001 §5; `validityMessage`). */
  messages?: Partial<Record<Exclude<ValidityFlag, 'patternMismatch'>, string>>;
  /** The site flag that shows the field (000 §6); without one it is always shown. */
  flag?: string;
  rows?: number;
  /** Password fields: offers a suggested password. */
  suggest?: boolean;
}

export type Values = Record<string, string>;
/** A message per field name; '' or absent is none. */
export type Problems = Record<string, string>;

/** The input a typed field uses (Field's types): a currency is a number, the rest as they are (a select or a checkbox has its own control). */
export const inputType = (type: FieldKind = 'text'): FieldType => (type === 'currency' ? 'number' : (type as FieldType));

/** The fields a site shows: those without a flag, and those whose flag is on. */
export function shownFields<F extends FieldSpec>(fields: readonly F[], flags: Record<string, unknown>): F[] {
  return fields.filter((field) => !field.flag || flags[field.flag] === true);
}

/** True when some field has a message. */
export const hasProblems = (problems: Problems): boolean => Object.values(problems).some(Boolean);

/** The values as sent: text trimmed, the rest as it is. */
export function trimmed<V extends object>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as V;
}

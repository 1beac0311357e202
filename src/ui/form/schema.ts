/**
 * A form's fields, written once (no React here): each field's name as the API names it, its
 * label's message key, its input type and autofill, the rules its value must keep and the site
 * flag that shows it. A form renders them with `SchemaField` and keeps their values in `useForm`.
 */
import type { FieldType } from '../Field';

/** An e-mail address: something@somewhere.tld, as the server's own check words it. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FieldSpec {
  /** The field's name, the API's own (`first_name`). */
  name: string;
  /** Its label's message key. */
  label: string;
  type?: FieldType;
  autoComplete?: string;
  /** A required field: the message key shown when it is left empty, or `true` where only the server judges it. */
  required?: string | true;
  /** A rule on a filled-in value: the pattern it must match and the message key shown when it does not. */
  pattern?: readonly [RegExp, string];
  /** The site flag that shows the field (000 §6); without one it is always shown. */
  flag?: string;
  rows?: number;
  /** Password fields: offers a suggested password. */
  suggest?: boolean;
}

export type Values = Record<string, string>;
/** A message per field name; '' or absent is none. */
export type Problems = Record<string, string>;
type T = (key: string, options?: Record<string, unknown>) => string;

/** The fields a site shows: those without a flag, and those whose flag is on. */
export function shownFields(fields: readonly FieldSpec[], flags: Record<string, unknown>): FieldSpec[] {
  return fields.filter((field) => !field.flag || flags[field.flag] === true);
}

/** Each field's first broken rule, in the form's words: empty and required, then its pattern. */
export function validate(fields: readonly FieldSpec[], values: object, t: T): Problems {
  const found: Problems = {};
  for (const field of fields) {
    const value = String((values as Record<string, unknown>)[field.name] ?? '').trim();
    if (!value) {
      if (typeof field.required === 'string') found[field.name] = t(field.required);
    } else if (field.pattern && !field.pattern[0].test(value)) found[field.name] = t(field.pattern[1]);
  }
  return found;
}

/** True when some field has a message. */
export const hasProblems = (problems: Problems): boolean => Object.values(problems).some(Boolean);

/** The values as sent: text trimmed, the rest as it is. */
export function trimmed<V extends object>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as V;
}

/**
 * A CMS form's two field lists (001 §3: `data` from a form builder, `questions`) as one list of
 * fields the form renders, checks and submits. No React here.
 */
import type { CmsForm, FormDataField, FormQuestion } from '../../api/forms';
import { isMaskComplete } from '../../ui/masks';

/** What a field is on screen. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'number'
  | 'currency'
  | 'percent'
  | 'password'
  | 'date'
  | 'datetime'
  | 'time'
  | 'select'
  | 'checkbox'
  | 'signature'
  | 'header'
  | 'paragraph'
  | 'content'
  | 'submit';

/** Kinds that show something but hold no value. */
export const STATIC_KINDS: readonly FieldKind[] = ['header', 'paragraph', 'content', 'submit'];

export type SignatureFormat = 'png' | 'jpeg' | 'svg';

export interface FormField {
  /** Unique within the form (React key). */
  key: string;
  /** The name its value is submitted under ('' for static kinds). */
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  placeholder?: string;
  min?: number;
  max?: number;
  mask?: string;
  options: { value: string; label: string }[];
  /** The value it starts with (and returns to when the form is cleared). */
  initial: string;
  /** HTML of content/paragraph blocks. */
  html?: string;
  /** header: its level (h2 to h6; default h3). */
  level?: 2 | 3 | 4 | 5 | 6;
  /** signature: its export type. */
  format?: SignatureFormat;
}

/**
 * A dd/mm/yyyy text (the date mask's) as yyyy-mm-dd, '' when it is no real day. core/dates has
 * the same for the account screens, but brings date-fns with it: a form page does without.
 */
export function maskedDateToIso(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return '';
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const num = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The data list's `type` (with its `subtype`) as a field kind; unknown types are text. */
export function dataKind(field: Pick<FormDataField, 'type' | 'subtype'>): FieldKind {
  const type = field.type.toLowerCase();
  const sub = (field.subtype ?? '').toLowerCase();
  if (type === 'text') {
    if (sub === 'email') return 'email';
    if (sub === 'tel') return 'phone';
    if (sub === 'password') return 'password';
    return 'text';
  }
  if (type === 'button') return 'submit';
  if (type === 'checkbox-group' || type === 'checkbox') return 'checkbox';
  if (type === 'radio-group') return 'select';
  const known: FieldKind[] = ['textarea', 'number', 'date', 'select', 'paragraph', 'header', 'signature', 'time', 'email'];
  return known.includes(type as FieldKind) ? (type as FieldKind) : 'text';
}

/** The questions list's `field_type` as a field kind; unknown types are text. */
export function questionKind(question: Pick<FormQuestion, 'field_type'>): FieldKind {
  const type = question.field_type.toLowerCase();
  const map: Record<string, FieldKind> = {
    content: 'content',
    text: 'text',
    textarea: 'textarea',
    email: 'email',
    phone: 'phone',
    tel: 'phone',
    currency: 'currency',
    percent: 'percent',
    number: 'number',
    password: 'password',
    date: 'date',
    datetime: 'datetime',
    time: 'time',
    checkbox: 'checkbox',
    submit: 'submit',
    signature: 'signature',
    select: 'select',
  };
  return map[type] ?? 'text';
}

const signatureFormat = (value: unknown): SignatureFormat => {
  const v = String(value ?? '').toLowerCase();
  return v === 'jpeg' || v === 'jpg' ? 'jpeg' : v === 'svg' ? 'svg' : 'png';
};

const optionsOf = (values: FormDataField['values']) =>
  (values ?? []).map((o) =>
    typeof o === 'object' && o
      ? { value: String(o.value ?? o.label ?? ''), label: String(o.label ?? o.value ?? '') }
      : { value: String(o), label: String(o) },
  );

const headerLevel = (subtype?: string): FormField['level'] => {
  const n = Number(/^h([1-6])$/i.exec(subtype ?? '')?.[1] ?? 3);
  return Math.min(6, Math.max(2, n)) as FormField['level'];
};

/** A starting value as the field holds it: checkboxes 1/0, dates dd/mm/yyyy. */
function initialOf(kind: FieldKind, value: unknown): string {
  if (value === undefined || value === null) return kind === 'checkbox' ? '0' : '';
  if (kind === 'checkbox') return truthy(value) ? '1' : '0';
  const text = String(value);
  if (kind === 'date') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
  }
  return text;
}

/** What a data field and a question share: their name, label, rules and starting value. */
interface FieldSource {
  name?: unknown;
  label?: unknown;
  required?: unknown;
  placeholder?: string;
  min?: unknown;
  max?: unknown;
  mask?: string;
  value?: unknown;
}

/** A field of the form from the CMS's description of it; a static kind (a header, a paragraph) has no name and no value. */
function fieldOf(source: FieldSource, kind: FieldKind, key: string, fallbackName: string, extra: Partial<FormField>): FormField {
  const isStatic = STATIC_KINDS.includes(kind);
  return {
    key,
    name: isStatic ? '' : String(source.name ?? fallbackName),
    kind,
    label: String(source.label ?? ''),
    required: !isStatic && truthy(source.required),
    placeholder: source.placeholder || undefined,
    min: num(source.min),
    max: num(source.max),
    mask: source.mask || undefined,
    options: [],
    initial: isStatic ? '' : initialOf(kind, source.value),
    ...extra,
  };
}

/** Every field of a form, data first, then questions; duplicate names keep their first field. */
export function formFields(form: Pick<CmsForm, 'data' | 'questions'>): FormField[] {
  const fields: FormField[] = [];
  const names = new Set<string>();
  const add = (field: FormField) => {
    if (field.name) {
      if (names.has(field.name)) return;
      names.add(field.name);
    }
    fields.push(field);
  };
  form.data.forEach((f, i) => {
    const kind = dataKind(f);
    add(
      fieldOf(f, kind, `d${i}`, `field_${i}`, {
        options: kind === 'select' ? optionsOf(f.values) : [],
        html: kind === 'paragraph' ? String(f.label ?? '') : undefined,
        level: kind === 'header' ? headerLevel(f.subtype) : undefined,
        format: kind === 'signature' ? signatureFormat(f.subtype) : undefined,
      }),
    );
  });
  form.questions.forEach((q, i) => {
    const kind = questionKind(q);
    add(
      fieldOf(q, kind, `q${q.id ?? i}`, `question_${q.id ?? i}`, {
        html: kind === 'content' ? String(q.content ?? q.label ?? '') : undefined,
        format: kind === 'signature' ? signatureFormat(q.format ?? q.subtype) : undefined,
      }),
    );
  });
  return fields;
}

/** The submit button's text: the form's own button or submit question, else none (the default). */
export function submitLabel(fields: FormField[]): string {
  return fields.find((f) => f.kind === 'submit' && f.label)?.label ?? '';
}

export type Values = Record<string, string>;

export function initialValues(fields: FormField[]): Values {
  return Object.fromEntries(fields.filter((f) => f.name).map((f) => [f.name, f.initial]));
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a value is refused, as a message key with its values; null when it is fine (001 §5). */
export function problemOf(field: FormField, value: string): { key: string; values?: Record<string, unknown> } | null {
  const text = value.trim();
  const empty = field.kind === 'checkbox' ? value !== '1' : text === '';
  if (empty) return field.required ? { key: field.kind === 'signature' ? 'forms.signature_required' : 'forms.required' } : null;
  switch (field.kind) {
    case 'email':
      return EMAIL.test(text) ? null : { key: 'forms.invalid_email' };
    case 'number':
    case 'currency':
    case 'percent': {
      const n = Number(text);
      if (!Number.isFinite(n)) return { key: 'forms.invalid_number' };
      const min = field.min ?? (field.kind === 'percent' ? 0 : undefined);
      const max = field.max ?? (field.kind === 'percent' ? 100 : undefined);
      if (min !== undefined && n < min) return { key: 'forms.min', values: { min } };
      if (max !== undefined && n > max) return { key: 'forms.max', values: { max } };
      return null;
    }
    case 'date':
      return maskedDateToIso(text) ? null : { key: 'forms.invalid_date' };
    case 'datetime': {
      const [date = '', time = ''] = text.split(' ');
      return maskedDateToIso(date) && /^\d{2}:\d{2}$/.test(time) ? null : { key: 'forms.invalid_datetime' };
    }
    case 'select':
      return field.options.some((o) => o.value === value) ? null : { key: 'forms.required' };
    default:
      if (field.mask && !isMaskComplete(value, field.mask)) return { key: 'forms.incomplete', values: { mask: field.mask } };
      return null;
  }
}

/** The values as the server takes them: keyed by name, checkboxes 1/0, dates yyyy-mm-dd. */
export function payloadOf(fields: FormField[], values: Values): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    if (!field.name) continue;
    const value = values[field.name] ?? '';
    if (field.kind === 'checkbox') out[field.name] = value === '1' ? 1 : 0;
    else if (field.kind === 'date') out[field.name] = maskedDateToIso(value.trim()) || value.trim();
    else if (field.kind === 'datetime') {
      const [date = '', time = ''] = value.trim().split(' ');
      const iso = maskedDateToIso(date);
      out[field.name] = iso && time ? `${iso}T${time}` : value.trim();
    } else out[field.name] = field.kind === 'password' || field.kind === 'signature' ? value : value.trim();
  }
  return out;
}

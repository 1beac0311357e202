/**
 * A CMS form's two field lists (001 §3: `data` from a form builder, `questions`) as one list of
 * fields the form renders, checks (`validity`, as every form) and submits. No React here.
 */
import type { CmsForm, FormDataField, FormQuestion } from '../../api/forms';
import type { FieldKind, FieldSpec, Values } from '../../ui/form/schema';
import { maskedDateToIso } from '../../ui/masks';

/** Kinds that show something but hold no value. */
export const STATIC_KINDS: readonly FieldKind[] = ['header', 'paragraph', 'content', 'submit'];

export type SignatureFormat = 'png' | 'jpeg' | 'svg';

/** A CMS form's field: its spec (`label` the CMS's own text), with what the form draws it by. */
export interface FormField extends FieldSpec {
  /** Unique within the form (React key). */
  key: string;
  /** The name its value is submitted under ('' for static kinds). */
  name: string;
  type: FieldKind;
  required: boolean;
  placeholder?: string;
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
    type: kind,
    label: String(source.label ?? ''),
    required: !isStatic && truthy(source.required),
    placeholder: source.placeholder || undefined,
    min: num(source.min),
    max: num(source.max),
    mask: source.mask || undefined,
    autoComplete: kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : undefined,
    suggest: kind === 'password' || undefined,
    messages: kind === 'signature' ? { valueMissing: 'forms.signature_required' } : undefined,
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
  return fields.find((f) => f.type === 'submit' && f.label)?.label ?? '';
}

export function initialValues(fields: FormField[]): Values {
  return Object.fromEntries(fields.filter((f) => f.name).map((f) => [f.name, f.initial]));
}

/** The values as the server takes them: keyed by name, checkboxes 1/0, dates yyyy-mm-dd. */
export function payloadOf(fields: FormField[], values: Values): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    if (!field.name) continue;
    const value = values[field.name] ?? '';
    if (field.type === 'checkbox') out[field.name] = value === '1' ? 1 : 0;
    else if (field.type === 'date') out[field.name] = maskedDateToIso(value.trim()) || value.trim();
    else if (field.type === 'datetime') {
      const [date = '', time = ''] = value.trim().split(' ');
      const iso = maskedDateToIso(date);
      out[field.name] = iso && time ? `${iso}T${time}` : value.trim();
    } else out[field.name] = field.type === 'password' || field.type === 'signature' ? value : value.trim();
  }
  return out;
}

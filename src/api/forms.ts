/**
 * Forms, contact messages, booking enquiries and payments of forms (001 §3, §7). No React here.
 * The spec's field names stay as they are at the API boundary.
 */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { http as browserHttp } from '../core/runtime';
import { checkPaid, encodeUrl } from './payment';
import type { ListReply } from './types';

/** A data field of a form (001 §3 Form: data). */
export interface FormDataField {
  name?: string;
  label?: string;
  /** text, textarea, number, date, select, paragraph, header, button (and our signature). */
  type: string;
  subtype?: string;
  placeholder?: string;
  required?: boolean | number | string;
  min?: number | string;
  max?: number | string;
  /** A select's choices: `{label, value}` or plain strings. */
  values?: ({ label?: string; value?: string | number } | string)[];
  value?: string | number;
  /** An input mask (# digit, @ letter, * either); not in the spec's list, honoured when present. */
  mask?: string;
}

/** A question of a form (001 §3 Form: questions). */
export interface FormQuestion {
  id?: number | string;
  name?: string;
  /** content, text, textarea, email, phone, currency, percent, number, password, date, datetime, time, checkbox, submit (and signature). */
  field_type: string;
  label?: string;
  required?: boolean | number | string;
  value?: string | number;
  content?: string;
  placeholder?: string;
  min?: number | string;
  max?: number | string;
  mask?: string;
  /** A signature's export type: png (default), jpeg or svg. */
  format?: string;
  subtype?: string;
}

/** 001 §3 Form. */
export interface CmsForm {
  id: number | string;
  name: string;
  url?: string;
  use_captcha?: boolean;
  data: FormDataField[];
  questions: FormQuestion[];
  must_be_logged_on: boolean;
  /** Default 0. */
  cost: number;
  message?: string;
}

const list = <T>(value: unknown): T[] => {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
  return [];
};

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** GET form find one {id} (001 §7): `id` is the form's number or url. */
export async function getForm(http: HttpClient, id: string): Promise<CmsForm> {
  const raw = await http.request<Partial<CmsForm> & { data?: unknown; questions?: unknown }>('/api/v1/cognito/form', { query: { id } });
  const cost = Number(raw?.cost);
  return {
    id: raw?.id ?? id,
    name: String(raw?.name ?? ''),
    url: raw?.url,
    use_captcha: truthy(raw?.use_captcha),
    data: list<FormDataField>(raw?.data).filter((f) => f && typeof f === 'object' && typeof f.type === 'string'),
    questions: list<FormQuestion>(raw?.questions).filter((q) => q && typeof q === 'object' && typeof q.field_type === 'string'),
    must_be_logged_on: truthy(raw?.must_be_logged_on),
    cost: Number.isFinite(cost) && cost > 0 ? cost : 0,
    message: typeof raw?.message === 'string' ? raw.message : undefined,
  };
}

/** What form/submit, formSubmit and the enquiry answer. */
export interface SubmitReply {
  success: boolean;
  error: string;
  message: string;
  /** The payment page to send the visitor to (a form with a cost). */
  payment: string;
}

function submitReply(raw: { success?: unknown; error?: unknown; message?: unknown; payment?: unknown } | null | undefined): SubmitReply {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    success: raw?.success === undefined ? true : truthy(raw.success),
    error: text(raw?.error),
    message: text(raw?.message),
    payment: text(raw?.payment),
  };
}

/**
 * POST form/submit/{id} {data, url} (001 §7): the field values keyed by name, and the address to
 * come back to after a payment, in base64. `extra`: fields beside them, not among the form's
 * values (a captcha's token, core/captcha).
 */
export async function submitForm(
  id: string | number,
  data: Record<string, unknown>,
  returnUrl: string,
  extra: Record<string, string> = {},
): Promise<SubmitReply> {
  const raw = await browserHttp.request<Parameters<typeof submitReply>[0]>(
    `/api/v1/cognito/form/submit/${encodeURIComponent(String(id))}`,
    {
      method: 'POST',
      body: { ...extra, data, url: encodeUrl(returnUrl) },
    },
  );
  return submitReply(raw);
}

/** 001 §3 Contact message. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** POST formSubmit {details} (001 §7): the contact form. */
export async function sendContactMessage(details: ContactMessage): Promise<SubmitReply> {
  return submitReply(await browserHttp.request('/api/v1/cognito/formSubmit', { method: 'POST', body: { details } }));
}

/** 001 §3 Booking enquiry. */
export interface BookingEnquiry {
  venue_main_track: boolean;
  venue_dtc: boolean;
  venue_function_room: boolean;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  event_type: string;
  description: string;
  prefer_mon: boolean;
  prefer_tue: boolean;
  prefer_wed: boolean;
  prefer_thu: boolean;
  prefer_fri: boolean;
  prefer_sat: boolean;
  prefer_sun: boolean;
}

/** POST lakeside/event/enquiry (001 §7): success or failure. */
export async function sendEnquiry(enquiry: BookingEnquiry): Promise<SubmitReply> {
  return submitReply(await browserHttp.request('/api/v1/lakeside/event/enquiry', { method: 'POST', body: enquiry }));
}

/** GET lakeside/eventCategory {all} (001 §7): the names of the event categories, all of them. */
export async function listEventCategories(http: HttpClient): Promise<string[]> {
  const reply = await http.request<ListReply<{ name?: string }> | { name?: string }[]>('/api/v1/lakeside/eventCategory', {
    query: { all: 1 },
  });
  const rows = Array.isArray(reply) ? reply : Array.isArray(reply?.data) ? reply.data : [];
  return rows.map((r) => String(r?.name ?? '')).filter(Boolean);
}

/** A card surcharge: the result shape is not shown by the spec, so every plain reading is taken. */
export interface Surcharge {
  amount: number;
  percent: number;
  surcharge: number;
  total: number;
}

export function readSurcharge(amount: number, raw: unknown): Surcharge {
  const r = (raw && typeof raw === 'object' ? ((raw as { data?: unknown }).data ?? raw) : raw) as Record<string, unknown> | number;
  const surcharge = Number(typeof r === 'object' && r ? (r.surcharge ?? r.result) : r);
  const value = Number.isFinite(surcharge) && surcharge > 0 ? surcharge : 0;
  const percent = Number(typeof r === 'object' && r ? r.percent : NaN);
  return {
    amount,
    surcharge: value,
    percent: Number.isFinite(percent) ? percent : 0,
    total: Math.round((amount + value) * 100) / 100,
  };
}

/** POST payment/creditCardSurchargeOf {amount} (001 §7). */
export async function creditCardSurchargeOf(http: HttpClient, amount: number): Promise<Surcharge> {
  return readSurcharge(amount, await http.request('/api/v1/cognito/payment/creditCardSurchargeOf', { method: 'POST', body: { amount } }));
}

// Query options for the page's one query cache (core/query): one key per resource.

export const formQuery = (id: string) => ({ key: ['form', id], fn: ({ http }: QueryContext) => getForm(http, id) });

export const eventCategoriesQuery = () => ({ key: ['event-categories'], fn: ({ http }: QueryContext) => listEventCategories(http) });

export const cardSurchargeQuery = (amount: number) => ({
  key: ['card-surcharge', amount],
  fn: ({ http }: QueryContext) => creditCardSurchargeOf(http, amount),
});

/** What the card page's return token says about a payment: asked once per token. */
export const paymentResultQuery = (token: string, url: string) => ({
  key: ['payment-result', token],
  fn: ({ http }: QueryContext) => checkPaid(http, token, url),
  staleTime: Infinity,
});

/**
 * The card page's return, as every payment (an order, a paid form, a gift voucher) meets it: the
 * address given to the card page in base64, and checkPaid's word on how the payment went.
 */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';

/** Base64 of a return address, as the payment calls take it (submitOrder, form/submit, payNow, checkPaid). */
export function encodeUrl(url: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(url)));
}

/** What checkPaid says about a payment the card page returned from. */
export interface PaymentCheck {
  success: boolean;
  message: string;
  payment?: { id?: number; kind?: string; reference?: number; amount?: number; status?: string; voucher_code?: string };
}

/**
 * GET payment/checkPaid {url (base64), payum_token} (001 §7): `url` is the address the card page
 * returned to, in base64 as the payment call that sent the visitor there gave it.
 */
export async function checkPaid(http: HttpClient, payumToken: string, url: string): Promise<PaymentCheck> {
  const reply = await http.request<PaymentCheck>('/api/v1/cognito/payment/checkPaid', {
    query: { url: encodeUrl(url), payum_token: payumToken },
  });
  const success: unknown = reply?.success;
  return {
    success: success === true || success === 1 || success === '1' || success === 'true',
    message: String(reply?.message ?? ''),
    payment: reply?.payment,
  };
}

/** One surcharge the payment page adds: the payment type it is for ('' when the reply names none) and its amount. */
export interface PaymentSurcharge {
  type: string;
  amount: number;
}

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * paymentSurchargesOf's reply, whose shape 001 §7 does not show, read in the two plain shapes it
 * can have (bare or under `data`): a number, one surcharge of no named type; or a list of a type
 * and an amount per payment type (`type` or the reference back end's `name`/`gateway`; `amount`
 * or its `surcharge`). Anything else, and any row without a type or a positive amount, is no
 * surcharge: a surcharge is shown only when the reply says plainly what it is.
 */
export function readPaymentSurcharges(reply: unknown): PaymentSurcharge[] {
  const body = reply && typeof reply === 'object' && !Array.isArray(reply) && 'data' in reply ? reply.data : reply;
  const single = positive(body);
  if (single !== null) return [{ type: '', amount: single }];
  if (!Array.isArray(body)) return [];
  return body.flatMap((row: unknown) => {
    if (!row || typeof row !== 'object') return [];
    const { type, name, gateway, amount, surcharge } = row as Record<string, unknown>;
    const label = [type, name, gateway].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const value = positive(amount ?? surcharge);
    return label && value !== null ? [{ type: label.trim(), amount: value }] : [];
  });
}

/** POST payment/paymentSurchargesOf {amount} (001 §7): what each payment type adds to `amount`. */
export async function paymentSurchargesOf(http: HttpClient, amount: number): Promise<PaymentSurcharge[]> {
  return readPaymentSurcharges(await http.request('/api/v1/cognito/payment/paymentSurchargesOf', { method: 'POST', body: { amount } }));
}

/** The surcharges of an order total, asked once per total. */
export const paymentSurchargesQuery = (amount: number) => ({
  key: ['payment-surcharges', amount],
  fn: ({ http }: QueryContext) => paymentSurchargesOf(http, amount),
});

/**
 * The card page's return, as every payment (an order, a paid form, a gift voucher) meets it: the
 * address given to the card page in base64, and checkPaid's word on how the payment went.
 */
import { http } from '../core/runtime';

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
export async function checkPaid(payumToken: string, url: string): Promise<PaymentCheck> {
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

/** Where the card page sends a visitor back to. No React here. */
import { currentUrl } from '../../core/navigation';

/**
 * The query parameter that marks which CMS form a payment return belongs to: a page may hold
 * several forms and a gift voucher, and only the one that sent the visitor answers the token.
 */
export const RETURN_PARAM = 'venue_form';

/** The current address (001 §7 "the current address") marked with the form, without an old token. */
export function returnAddress(formId: string, href = currentUrl()): string {
  const url = new URL(href);
  url.searchParams.delete('payum_token');
  url.searchParams.set(RETURN_PARAM, formId);
  return url.href;
}

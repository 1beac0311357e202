import { defineElement } from '../src/element/defineElement';
import { invoiceScreen } from '../src/screens/invoice';
import type { InvoiceProps } from '../src/screens/invoice/Invoice';

/**
 * @summary A member's invoice and tickets, checked against the payment when the card page returns; printable.
 * @attr invoice-id - The invoice number (default: the order the returning payment's `payum_token` paid for).
 * @attr view - 'invoice' (default) or 'tickets' (only the tickets, for /print-tickets).
 * @attr print - Boolean. Opens the print dialog once loaded (the /print variants).
 * @attr login-url - Where visitors log in (default '/login', on the venue's site when `siteUrl` is set).
 * @attr checkout-url - Where 'Back to checkout' leads after a declined payment (default '/checkout', on the venue's site when `siteUrl` is set).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart invoice - The invoice.
 * @csspart payment-status - The payment's outcome after the card page.
 * @csspart status - The invoice's status.
 * @csspart lines - The table of lines.
 * @csspart total - The total.
 * @csspart tickets - The tickets.
 * @csspart ticket - One ticket.
 * @csspart print-button - The Print button.
 * @cssproperty --venue-color-brand - Colour of the Print button.
 * @reserve 400px
 * @demo invoice-id="1"
 */
export const VenueInvoice = defineElement(invoiceScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-invoice': HTMLElement & InvoiceProps;
  }
}

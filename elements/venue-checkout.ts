import { defineElement } from '../src/element/defineElement';
import { checkoutScreen } from '../src/screens/checkout';
import type { CheckoutProps } from '../src/screens/checkout/Checkout';

/**
 * @summary Checkout for members: address, shipping option, payment, note, promotion code, then the card-payment page.
 * @attr login-url - Where visitors log in (default '/login'); they are sent back here afterwards.
 * @attr login-redirect - Boolean. Sends visitors to `login-url` at once instead of showing a link.
 * @attr return-url - The page the payment returns to, with `payum_token` added (default '/invoice'); put `<venue-invoice>` there.
 * @attr shop-url - Where an empty cart's 'Continue shopping' leads (default '/').
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-order-submitted - The order was taken; the browser is about to go to the payment page. Detail `{ payment }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart checkout - The checkout.
 * @csspart address - The address choice and fields.
 * @csspart shipping-options - The shipping options.
 * @csspart summary - The order summary with its totals.
 * @csspart no-shipping - The message and quote request for an address with no shipping option.
 * @csspart order-error - The message when the order was not taken.
 * @csspart button - The buttons ('Place order and pay').
 * @csspart input - The inputs.
 * @cssproperty --venue-color-brand - Colour of the buttons.
 * @reserve 480px
 * @demo return-url="/invoice"
 */
export const VenueCheckout = defineElement(checkoutScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-checkout': HTMLElement & CheckoutProps;
  }
}

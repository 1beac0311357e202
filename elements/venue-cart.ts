import { defineElement } from '../src/element/defineElement';
import { cartScreen } from '../src/screens/cart';
import type { CartProps } from '../src/screens/cart/Cart';

/**
 * @summary The shopping cart: lines, quantities, promotion code, shipping estimate, totals with GST and 'Check out'.
 * @attr checkout-url - Where 'Check out' leads (default '/checkout', on the venue's site when `siteUrl` is set).
 * @attr shop-url - Where 'Continue shopping' leads (default '/', the venue's site when `siteUrl` is set).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-cart-change - On the document when the cart's count or subtotal changes; detail `{ cartitemCount, cartSubtotal }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart cart - The cart.
 * @csspart line - One cart line.
 * @csspart promotion - The promotion code form.
 * @csspart shipping - The shipping estimate form.
 * @csspart totals - The totals.
 * @csspart checkout-link - The 'Check out' link.
 * @csspart button - The buttons.
 * @csspart input - The inputs.
 * @cssproperty --venue-color-brand - Colour of 'Check out' and the buttons.
 * @reserve 360px
 * @demo
 */
export const VenueCart = defineElement(cartScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-cart': HTMLElement & CartProps;
  }
}

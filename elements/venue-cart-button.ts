import { defineElement } from '../src/element/defineElement';
import { cartButtonWidget } from '../src/widgets/shop';
import type { CartButtonProps } from '../src/widgets/shop/CartButton';

/**
 * @summary The cart's item count and subtotal, current in every element and tab; opens the cart page or a cart dialog.
 * @attr href - Where it leads (default '/cart').
 * @attr dialog - Boolean. Opens the cart in a dialog on this page instead of following `href`.
 * @attr checkout-url - With `dialog`: where the cart's 'Check out' leads (default '/checkout').
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-cart-change - On the document when the cart's count or subtotal changes; detail `{ cartitemCount, cartSubtotal }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart button - The link or button.
 * @csspart count - The item count.
 * @csspart subtotal - The subtotal.
 * @csspart dialog - The cart dialog.
 * @cssproperty --venue-color-brand - Colour of the count badge.
 * @reserve 40px
 * @demo dialog
 */
export const VenueCartButton = defineElement(cartButtonWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-cart-button': HTMLElement & CartButtonProps;
  }
}

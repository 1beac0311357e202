import { defineElement } from '../src/element/defineElement';
import { productWidget } from '../src/widgets/shop';
import type { ProductProps } from '../src/widgets/shop/Product';

/**
 * @summary One product: picture, description, price, option, extras, quantity, stock and 'Add to cart'.
 * @attr url - The product's url, e.g. `lakeside-cap` (required).
 * @attr cart-url - Where 'View cart' leads after adding (default '/cart').
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-cart-change - On the document when the cart's count or subtotal changes; detail `{ cartitemCount, cartSubtotal }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart product - The product.
 * @csspart name - Its name.
 * @csspart price - Its price.
 * @csspart stock - 'In stock' or 'Out of stock'.
 * @csspart button - The 'Add to cart' button.
 * @csspart input - The option, quantity and extras controls.
 * @cssproperty --venue-color-brand - Colour of the 'Add to cart' button.
 * @reserve 420px
 * @demo url="team-t-shirt"
 */
export const VenueProduct = defineElement(productWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-product': HTMLElement & ProductProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { productGridWidget } from '../src/widgets/shop';
import type { ProductGridProps } from '../src/widgets/shop/ProductGrid';

/**
 * @summary The shop's products as cards, each with its option, extras, quantity, stock and 'Add to cart'.
 * @attr page-size - Products per page (default 12); page buttons appear when there are more.
 * @attr q - Search text: only matching products.
 * @attr product-url - Where each product's name links; `{url}` is replaced by the product's url (default: no link).
 * @attr cart-url - Where 'View cart' leads after adding (default '/cart').
 * @attr heading - Heading shown above the products.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-cart-change - On the document when the cart's count or subtotal changes; detail `{ cartitemCount, cartSubtotal }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart grid - The grid with its heading and page buttons.
 * @csspart card - One product card.
 * @csspart name - A product's name.
 * @csspart price - A product's price.
 * @csspart stock - 'In stock' or 'Out of stock'.
 * @csspart button - The 'Add to cart' buttons.
 * @csspart input - The option, quantity and extras controls.
 * @csspart pagination - The page buttons.
 * @cssproperty --venue-color-brand - Colour of the 'Add to cart' buttons.
 * @reserve 480px
 * @faces 700 1.5em heading, 700 1.125em heading, 700 1.25em, 600 1em, 400 1em, 400 0.875em
 * @demo page-size="6" product-url="/shop/{url}"
 */
export const VenueProductGrid = defineElement(productGridWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-product-grid': HTMLElement & ProductGridProps;
  }
}

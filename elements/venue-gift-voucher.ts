import { defineElement } from '../src/element/defineElement';
import { giftVoucherWidget } from '../src/widgets/gift-voucher';
import type { GiftVoucherProps } from '../src/widgets/gift-voucher/GiftVoucher';

/**
 * @summary Buy a gift voucher (theme, amount, card payment) or redeem one as account credit.
 * @attr profile-url - Where a redeemed voucher takes the member (default '/profile').
 * @attr login-url - Where visitors go to log in when they redeem (default '/login'); they return here with their code kept.
 * @attr redeem - Boolean. Starts in redeem mode.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart toggle - The switch between buying and redeeming.
 * @csspart form - The buy or redeem form.
 * @csspart input - Each input and select.
 * @csspart image - The chosen theme's picture.
 * @csspart button - The pay and redeem buttons.
 * @cssproperty --venue-color-brand - Colour of the buttons and focus rings.
 * @reserve 360px
 * @demo
 */
export const VenueGiftVoucher = defineElement(giftVoucherWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-gift-voucher': HTMLElement & GiftVoucherProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { accountScreen } from '../src/screens/account';
import type { AccountProps } from '../src/screens/account/Account';

/**
 * @summary The member's profile: their details as the site allows them to be edited, picture, account credit and saved addresses.
 * @attr login-url - Where visitors are sent to log in (default: a notice linking to /login).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The card.
 * @csspart picture - The picture and its upload button.
 * @csspart credit - The credit balance.
 * @csspart form - The profile form.
 * @csspart addresses - The saved addresses (with manage_addresses).
 * @cssproperty --venue-color-brand - Colour of the buttons.
 * @reserve 640px
 * @demo
 */
export const VenueAccount = defineElement(accountScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-account': HTMLElement & AccountProps;
  }
}

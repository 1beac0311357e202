import { Account, type AccountProps } from '../src/screens/account/Account';
import css from '../src/screens/account/account.css';
import { defineElement } from '../src/ui/defineElement';
import buttonCss from '../src/ui/button.css';
import fieldCss from '../src/ui/field.css';
import progressCss from '../src/ui/progress.css';

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
export const VenueAccount = defineElement<AccountProps>('venue-account', Account, {
  props: { loginUrl: 'string' },
  styles: [css, fieldCss, buttonCss, progressCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'venue-account': HTMLElement & AccountProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { loginScreen } from '../src/screens/login';
import type { LoginProps } from '../src/screens/login/Login';

/**
 * @summary Login: an e-mailed link and one-time code, password login, password recovery, optionally the venue's OAuth login, and 'Continue with Google' when the site's google option is on.
 * @attr code-only - Boolean. Only a one-time code by e-mail, never a link (also when the site's code_only is on).
 * @attr password - Boolean, default true. Offers password login and recovery; `password="false"` hides them.
 * @attr oauth - Boolean. Offers 'Log in with your venue account' (the authorisation-code flow, returning to this page).
 * @attr redirect - After login: bare, go to the remembered page (redirect_after_login) or /profile; with a value, go there. Absent: stay.
 * @attr signup-url - The sign-up page, linked under the form.
 * @attr recovery - Boolean. Opens on password recovery (as the site's /forgotpassword does).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-login - The member logged in; detail `{ user_id }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The card.
 * @csspart form - The form.
 * @cssproperty --venue-color-brand - Colour of the buttons.
 * @reserve 320px
 * @demo signup-url="#venue-signup"
 */
export const VenueLogin = defineElement(loginScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-login': HTMLElement & LoginProps;
  }
}

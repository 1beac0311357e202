import { defineElement } from '../src/element/defineElement';
import { signupScreen } from '../src/screens/login';
import type { SignupProps } from '../src/screens/login/Signup';

/**
 * @summary Sign-up: e-mail, first and last name and, when the site asks, date of birth; then the e-mailed code logs the new member in.
 * @attr redirect - After sign-up: bare, go to the remembered page or /profile; with a value, go there. Absent: stay.
 * @attr login-url - The login page, linked under the form.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-login - The new member logged in; detail `{ user_id }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The card.
 * @csspart form - The form.
 * @cssproperty --venue-color-brand - Colour of the buttons.
 * @reserve 420px
 * @demo login-url="#venue-login"
 */
export const VenueSignup = defineElement(signupScreen);

declare global {
  interface HTMLElementTagNameMap {
    'venue-signup': HTMLElement & SignupProps;
  }
}

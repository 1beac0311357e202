import { defineElement } from '../src/element/defineElement';
import { formWidget } from '../src/widgets/form';
import type { FormProps } from '../src/widgets/form/Form';

/**
 * @summary A form built in the CMS: its fields checked, sent, and paid for when it has a cost.
 * @attr form-id - The form's url or number.
 * @attr login-url - Where visitors log in for a members-only form (default '/login'); they return to the form.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-form-submitted - A submission was answered; detail `{ form_id, success }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart form - The form.
 * @csspart input - Each input, textarea and select.
 * @csspart error - A field's error text.
 * @csspart cost - The cost and card surcharge line.
 * @csspart signature - A signature field's canvas.
 * @csspart captcha - The captcha of a form with use_captcha (its service and site key: configuration.md).
 * @csspart button - The submit button.
 * @cssproperty --venue-color-brand - Colour of the submit button and focus rings.
 * @reserve 480px
 * @demo form-id="every-field"
 */
export const VenueForm = defineElement(formWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-form': HTMLElement & FormProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { contactFormWidget } from '../src/widgets/contact-form';
import type { ContactFormProps } from '../src/widgets/contact-form/ContactForm';

/**
 * @summary The contact form: name, e-mail, subject and message, prefilled for a logged-in member.
 * @attr heading - Heading shown above the form.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-form-submitted - The message was answered; detail `{ form_id: 'contact', success }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart form - The form.
 * @csspart input - Each input and textarea.
 * @csspart error - A field's error text.
 * @csspart button - The send button.
 * @cssproperty --venue-color-brand - Colour of the send button and focus rings.
 * @reserve 520px
 * @demo
 */
export const VenueContactForm = defineElement(contactFormWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-contact-form': HTMLElement & ContactFormProps;
  }
}

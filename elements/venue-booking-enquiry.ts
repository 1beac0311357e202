import { defineElement } from '../src/element/defineElement';
import { bookingEnquiryWidget } from '../src/widgets/booking-enquiry';
import type { BookingEnquiryProps } from '../src/widgets/booking-enquiry/BookingEnquiry';

/**
 * @summary The venue booking enquiry: venues, contact details, event type, description and preferred days.
 * @attr heading - Heading shown above the form.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-form-submitted - The enquiry was answered; detail `{ form_id: 'enquiry', success }`.
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The element's root.
 * @csspart form - The form.
 * @csspart input - Each input, textarea and select.
 * @csspart checkbox - Each venue and day checkbox.
 * @csspart error - A field's error text.
 * @csspart button - The send button.
 * @cssproperty --venue-color-brand - Colour of the send button and focus rings.
 * @reserve 900px
 * @demo
 */
export const VenueBookingEnquiry = defineElement(bookingEnquiryWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-booking-enquiry': HTMLElement & BookingEnquiryProps;
  }
}

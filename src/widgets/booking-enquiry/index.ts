import { eventCategoriesQuery } from '../../api/forms';
import forms from '../../locales/en/forms';
import { defineWidget } from '../../ui/definition';
import type { BookingEnquiryProps } from './BookingEnquiry';

/** The venue booking enquiry: `<venue-booking-enquiry>` and the CMS `venue_booking_enquiry` widget. */
export const bookingEnquiryWidget = defineWidget<BookingEnquiryProps>({
  tag: 'venue-booking-enquiry',
  kinds: ['venue_booking_enquiry'],
  load: () => import('./BookingEnquiry').then((m) => m.BookingEnquiry),
  props: { heading: 'string' },
  queries: () => [eventCategoriesQuery()],
  messages: { forms },
  fromWidget: (w) => ({ heading: typeof w.templatevar?.heading === 'string' ? w.templatevar.heading : undefined }),
});

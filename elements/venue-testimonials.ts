import { defineElement } from '../src/element/defineElement';
import { testimonialsWidget } from '../src/widgets/testimonials';
import type { TestimonialsProps } from '../src/widgets/testimonials/Testimonials';

/**
 * @summary Testimonials in two columns, three a page, with their stars.
 * @attr group - Testimonial group (url or id). Absent: every testimonial.
 * @attr heading - Heading above the testimonials.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart testimonials - The grid with its heading.
 * @csspart testimonial - One testimonial.
 * @csspart stars - Its rating.
 * @csspart pager - The previous and next page buttons.
 * @cssproperty --venue-color-border - The cards' border.
 * @reserve 360px
 * @demo heading="What people say"
 */
export const VenueTestimonials = defineElement(testimonialsWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-testimonials': HTMLElement & TestimonialsProps;
  }
}

/**
 * The widget kinds `<venue-site>` renders: a list of the same definitions the single elements
 * use (DESIGN: one definition per widget). Adding a kind is one line in WIDGETS. Only the
 * definitions are imported here; each component's code loads when a page first uses its kind.
 * A kind not listed shows as 'Unknown <kind>' to logged-in users and as nothing to visitors
 * (001 §2).
 */
import type { AnyDefinition, WidgetPlace } from '../ui/definition';
import { aboutWidget } from '../widgets/about';
import { articleListWidget, articleViewWidget } from '../widgets/articles';
import { backgroundVideoWidget } from '../widgets/background-video';
import { bookingEnquiryWidget } from '../widgets/booking-enquiry';
import { buttonLinkWidget } from '../widgets/button-link';
import { calendarWidget } from '../widgets/calendar';
import { callToActionWidget } from '../widgets/call-to-action';
import { contactFormWidget } from '../widgets/contact-form';
import { eventTypeWidget, eventWidget } from '../widgets/events';
import { faqWidget } from '../widgets/faq';
import { formWidget } from '../widgets/form';
import { galleryWidget } from '../widgets/gallery';
import { galleryGroupWidget } from '../widgets/gallery-group';
import { giftVoucherWidget } from '../widgets/gift-voucher';
import { headingWidget } from '../widgets/heading';
import { heroTestimonialWidget, heroWidget } from '../widgets/hero';
import { htmlWidget } from '../widgets/html';
import { imageWithContentWidget } from '../widgets/image-with-content';
import { keepAwakeWidget } from '../widgets/keep-awake';
import { linkChildrenWidget } from '../widgets/link-children';
import { mapWidget } from '../widgets/map';
import { peopleWidget } from '../widgets/people';
import { rawCodeWidget } from '../widgets/raw-code';
import { productGridWidget, productWidget } from '../widgets/shop';
import { testimonialsWidget } from '../widgets/testimonials';
import { tplHeadingWidget } from '../widgets/tpl-heading';

export type { AnyDefinition } from '../ui/definition';

export const WIDGETS: readonly AnyDefinition[] = [
  htmlWidget,
  headingWidget,
  rawCodeWidget,
  buttonLinkWidget,
  linkChildrenWidget,
  tplHeadingWidget,
  articleListWidget,
  articleViewWidget,
  aboutWidget,
  calendarWidget,
  faqWidget,
  eventWidget,
  productGridWidget,
  productWidget,
  // media
  galleryWidget,
  galleryGroupWidget,
  heroWidget,
  heroTestimonialWidget,
  testimonialsWidget,
  peopleWidget,
  callToActionWidget,
  imageWithContentWidget,
  backgroundVideoWidget,
  mapWidget,
  // forms
  formWidget,
  contactFormWidget,
  bookingEnquiryWidget,
  giftVoucherWidget,
  keepAwakeWidget,
];

/**
 * On an event type's page (/events/{url}, model EventType) the event title widget stands for the
 * whole event-type page of 001 §2: hero, 'Next Event', content, FAQs, 'Upcoming Events'.
 */
const BY_MODEL: Record<string, Record<string, AnyDefinition>> = {
  EventType: { 'Lakeside/event_title': eventTypeWidget },
};

export function createRegistry(definitions: readonly AnyDefinition[]) {
  const byKind = new Map<string, AnyDefinition>();
  for (const definition of definitions) for (const kind of definition.kinds ?? []) byKind.set(kind, definition);
  return {
    /** The definition that renders a kind on a page of a model, or undefined for an unknown kind. */
    definitionFor(kind: string, place?: Pick<WidgetPlace, 'model'>): AnyDefinition | undefined {
      return (place?.model ? BY_MODEL[place.model]?.[kind] : undefined) ?? byKind.get(kind);
    },
    kinds: () => [...byKind.keys()],
  };
}

export const registry = createRegistry(WIDGETS);

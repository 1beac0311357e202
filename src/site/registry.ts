/**
 * The widget kinds `<venue-site>` renders: a list of the same definitions the single elements
 * use (DESIGN: one definition per widget). Adding a kind is one line in WIDGETS. Only the
 * definitions are imported here; each component's code loads when a page first uses its kind.
 *
 * Not here yet (their own issues): the media widgets (gallery, gallery_group, hero_quote,
 * hero_testimonial, testimonial_grid, person_list, call_to_action, image_with_content,
 * background_video, google_map) and the forms (form, contact_form, venue_booking_enquiry,
 * gift_voucher_purchase). Until they are listed, they show as 'Unknown <kind>' to logged-in
 * users and as nothing to visitors (001 §2).
 */
import type { WidgetDefinition, WidgetPlace } from '../ui/definition';
import { aboutWidget } from '../widgets/about';
import { articleListWidget, articleViewWidget } from '../widgets/articles';
import { buttonLinkWidget } from '../widgets/button-link';
import { calendarWidget } from '../widgets/calendar';
import { eventTypeWidget, eventWidget } from '../widgets/events';
import { faqWidget } from '../widgets/faq';
import { headingWidget } from '../widgets/heading';
import { htmlWidget } from '../widgets/html';
import { linkChildrenWidget } from '../widgets/link-children';
import { rawCodeWidget } from '../widgets/raw-code';
import { productGridWidget, productWidget } from '../widgets/shop';
import { tplHeadingWidget } from '../widgets/tpl-heading';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = WidgetDefinition<any>;

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

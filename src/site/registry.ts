/**
 * The widget kinds `<venue-site>` renders: for each CMS kind, the module of the same definition
 * the single elements use (DESIGN: one definition per widget). Adding a kind is one line in
 * WIDGETS. A definition's module is imported when a page first shows its kind (a rendered page's
 * kinds before it hydrates), its component's code straight after: a page loads the code of what
 * it shows, not a definition of every kind. A kind not listed shows as 'Unknown <kind>' to
 * logged-in users and as nothing to visitors (001 §2).
 */
import { useLoaded, preload } from '../hooks/useLoaded';
import { preloadComponent } from '../ui/DefinitionComponent';
import type { AnyDefinition, WidgetPlace } from '../ui/definition';

export type { AnyDefinition } from '../ui/definition';

/** A definition's module, imported when first asked for (the same function for each kind it renders). */
export type DefinitionModule = () => Promise<AnyDefinition>;

/** Each definition's module with the CMS kinds it renders: its definition's `kinds` (tests/unit/registry checks they agree). */
const WIDGETS: readonly (readonly [kinds: readonly string[], module: DefinitionModule])[] = [
  [['core/html', 'html'], () => import('../widgets/html').then((m) => m.htmlWidget)],
  [['heading'], () => import('../widgets/heading').then((m) => m.headingWidget)],
  [['raw_code'], () => import('../widgets/raw-code').then((m) => m.rawCodeWidget)],
  [['button_link'], () => import('../widgets/button-link').then((m) => m.buttonLinkWidget)],
  [['link_children'], () => import('../widgets/link-children').then((m) => m.linkChildrenWidget)],
  [['tpl/heading'], () => import('../widgets/tpl-heading').then((m) => m.tplHeadingWidget)],
  [['Blog/article_list'], () => import('../widgets/articles').then((m) => m.articleListWidget)],
  [['Blog/article_view'], () => import('../widgets/articles').then((m) => m.articleViewWidget)],
  [['aboutpage'], () => import('../widgets/about').then((m) => m.aboutWidget)],
  [['calendar'], () => import('../widgets/calendar').then((m) => m.calendarWidget)],
  [['faq'], () => import('../widgets/faq').then((m) => m.faqWidget)],
  [['Lakeside/event_title'], () => import('../widgets/events').then((m) => m.eventWidget)],
  [['Sell/product_grid'], () => import('../widgets/shop').then((m) => m.productGridWidget)],
  [['Sell/product_view'], () => import('../widgets/shop').then((m) => m.productWidget)],
  // media
  [['gallery'], () => import('../widgets/gallery').then((m) => m.galleryWidget)],
  [['gallery_group'], () => import('../widgets/gallery-group').then((m) => m.galleryGroupWidget)],
  [['hero_quote'], () => import('../widgets/hero').then((m) => m.heroWidget)],
  [['hero_testimonial'], () => import('../widgets/hero').then((m) => m.heroTestimonialWidget)],
  [['testimonial_grid'], () => import('../widgets/testimonials').then((m) => m.testimonialsWidget)],
  [['person_list'], () => import('../widgets/people').then((m) => m.peopleWidget)],
  [['call_to_action'], () => import('../widgets/call-to-action').then((m) => m.callToActionWidget)],
  [['image_with_content'], () => import('../widgets/image-with-content').then((m) => m.imageWithContentWidget)],
  [['background_video'], () => import('../widgets/background-video').then((m) => m.backgroundVideoWidget)],
  [['google_map'], () => import('../widgets/map').then((m) => m.mapWidget)],
  // forms
  [['form'], () => import('../widgets/form').then((m) => m.formWidget)],
  [['contact_form'], () => import('../widgets/contact-form').then((m) => m.contactFormWidget)],
  [['venue_booking_enquiry'], () => import('../widgets/booking-enquiry').then((m) => m.bookingEnquiryWidget)],
  [['gift_voucher_purchase'], () => import('../widgets/gift-voucher').then((m) => m.giftVoucherWidget)],
  [['keep_awake'], () => import('../widgets/keep-awake').then((m) => m.keepAwakeWidget)],
];

/**
 * On an event type's page (/events/{url}, model EventType) the event title widget stands for the
 * whole event-type page of 001 §2: hero, 'Next Event', content, FAQs, 'Upcoming Events'.
 */
const eventType: DefinitionModule = () => import('../widgets/events').then((m) => m.eventTypeWidget);
const BY_MODEL: Record<string, Record<string, DefinitionModule>> = {
  EventType: { 'Lakeside/event_title': eventType },
};

/** What a rendered page lists by its tag, having no kind: an event type's page. */
const BY_TAG: Record<string, DefinitionModule> = { 'venue-event-type': eventType };

const definitionOf = (module: DefinitionModule) =>
  module().then((definition) => {
    // Its component straight after, not once a render asks: one round trip less for a page shown anew.
    preloadComponent(definition);
    return definition;
  });

/** A definition's module imported, once per page (with its component's code asked for): its value is then at hand to a render. */
export const loadDefinition = (module: DefinitionModule): Promise<AnyDefinition> =>
  preload(module, () => definitionOf(module)).then(module);

/** The definition a module gives, once it has arrived (undefined until then: the widget keeps its place empty). */
export const useDefinition = (module: DefinitionModule): AnyDefinition | undefined => useLoaded(module, () => definitionOf(module));

export function createRegistry(widgets: typeof WIDGETS) {
  const byKind = new Map<string, DefinitionModule>();
  for (const [kinds, module] of widgets) for (const kind of kinds) byKind.set(kind, module);
  return {
    /** The module of the definition that renders a kind on a page of a model, or undefined for an unknown kind. */
    moduleFor(kind: string, place?: Pick<WidgetPlace, 'model'>): DefinitionModule | undefined {
      return (place?.model ? BY_MODEL[place.model]?.[kind] : undefined) ?? byKind.get(kind);
    },
    /** The module a rendered page's state names by a kind or, for a definition with none, by its tag. */
    moduleOfRendered: (kindOrTag: string): DefinitionModule | undefined => byKind.get(kindOrTag) ?? BY_TAG[kindOrTag],
    kinds: () => [...byKind.keys()],
    /** Every definition the site renders, each loaded (a server renders any page): the kinds' and the event type's. */
    all: (): Promise<AnyDefinition[]> => Promise.all([...new Set([...byKind.values(), eventType])].map(loadDefinition)),
  };
}

export const registry = createRegistry(WIDGETS);

import { defineElement } from '../src/element/defineElement';
import { eventTypeWidget } from '../src/widgets/events';
import type { EventTypeProps } from '../src/widgets/events/EventType';

/**
 * @summary An event type's page: hero photo, the next event with its Enter button, the page content, its FAQs and the upcoming events.
 * @attr url - The event type's url, e.g. `happy-laps`.
 * @attr entry-url - The race-entry address; `{id}` is replaced by the event's racers_event_id (default: the `entryUrl` setting).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The page.
 * @csspart hero - The photo with the title.
 * @csspart next - The 'Next Event' block.
 * @csspart content - The event type's text.
 * @csspart faq - The FAQ group.
 * @csspart upcoming - The 'Upcoming Events' list.
 * @csspart enter-button - An Enter link.
 * @cssproperty --venue-color-brand - Colour of the Enter buttons.
 * @reserve 640px
 * @faces 700 2.6em heading, 700 1.25em heading, 600 1.125em, 400 1.125em, 600 1em, 400 1em
 * @demo url="happy-laps"
 */
export const VenueEventType = defineElement(eventTypeWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-event-type': HTMLElement & EventTypeProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { eventWidget } from '../src/widgets/events';
import type { EventTitleProps } from '../src/widgets/events/EventTitle';

/**
 * @summary One event's title block: its name, date, venue and Enter button.
 * @attr url - The event's url (or id).
 * @attr entry-url - The race-entry address; `{id}` is replaced by the event's racers_event_id (default: the `entryUrl` setting).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The title block.
 * @csspart enter-button - The Enter link.
 * @cssproperty --venue-color-brand - Colour of the Enter button and the event kind.
 * @reserve 140px
 * @demo url="1"
 */
export const VenueEvent = defineElement(eventWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-event': HTMLElement & EventTitleProps;
  }
}

import { defineElement } from '../src/element/defineElement';
import { calendarWidget } from '../src/widgets/calendar';
import type { CalendarProps } from '../src/widgets/calendar/Calendar';

/**
 * @summary The events calendar: a month-by-month agenda grouped by day, a legend of the venues, and a dialog per event.
 * @attr month - The month shown first, as yyyy-MM (default: this month).
 * @attr venue - Only events at this venue (its name, as in the legend).
 * @attr category - Only events of this category or event type (its name or url).
 * @attr entry-url - The race-entry address; `{id}` is replaced by the event's racers_event_id (default: the `entryUrl` setting).
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart base - The calendar.
 * @csspart button - The month buttons.
 * @csspart legend - The list of venues with their colours.
 * @csspart agenda - The list of days.
 * @csspart day - One day with its events.
 * @csspart event - One event (a button that opens its dialog).
 * @csspart empty - The 'No events this month' notice.
 * @csspart dialog - The event dialog.
 * @csspart enter-button - The 'Enter Event' link.
 * @cssproperty --venue-color-brand - Colour of events without a venue colour, and of the entry button.
 * @cssproperty --venue-reserve - The calendar's height (default: its @reserve, 520px): the days scroll inside it, so the box reserved while it loads is the box its month fills.
 * @early /api/v1/lakeside/event/calendar?start={start}&end={end}
 * @early POST /graphql {"query":"query Venues { lakesideVenues { name visible_to_public colour } }"}
 * @reserve 520px
 * @faces 700 1.5em heading, 600 1em heading, 400 0.875em heading, 600 1em, 400 0.875em
 * @demo
 */
export const VenueCalendar = defineElement(calendarWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-calendar': HTMLElement & CalendarProps;
  }
}

import { eventQuery, eventTypeQuery } from '../../api/events';
import calendar from '../../locales/en/calendar';
import faq from '../../locales/en/faq';
import { defineWidget } from '../../ui/definition';
import type { EventTitleProps } from './EventTitle';
import type { EventTypeProps } from './EventType';

/** An event type's page: `<venue-event-type>`. */
export const eventTypeWidget = defineWidget<EventTypeProps>({
  tag: 'venue-event-type',
  load: () => import('./EventType').then((m) => m.EventTypePage),
  props: { url: 'string', entryUrl: 'string' },
  queries: ({ url }) => (url ? [eventTypeQuery(url)] : []),
  messages: { calendar, faq },
  // In the site it renders the event-type page of the route's item (/events/{url}).
  fromWidget: ({ templatevar: s }, { item }) => ({ url: typeof s.url === 'string' && s.url ? s.url : item }),
});

/** One event's title block: `<venue-event>` and the CMS `Lakeside/event_title` widget. */
export const eventWidget = defineWidget<EventTitleProps>({
  tag: 'venue-event',
  kinds: ['Lakeside/event_title'],
  load: () => import('./EventTitle').then((m) => m.EventTitle),
  props: { url: 'string', entryUrl: 'string' },
  queries: ({ url }) => (url ? [eventQuery(url)] : []),
  messages: { calendar },
  fromWidget: ({ templatevar: s }, { item }) => ({ url: typeof s.event === 'string' && s.event ? s.event : item }),
});

import { calendarMonthQuery, venuesQuery } from '../../api/events';
import { parseMonth } from '../../core/calendarWindow';
import calendar from '../../locales/en/calendar';
import { defineWidget } from '../../ui/definition';
import type { CalendarProps } from './Calendar';

/** The events calendar: `<venue-calendar>` and the CMS `calendar` widget. */
export const calendarWidget = defineWidget<CalendarProps>({
  tag: 'venue-calendar',
  kinds: ['calendar'],
  load: () => import('./Calendar').then((m) => m.Calendar),
  props: { month: 'string', venue: 'string', category: 'string', entryUrl: 'string' },
  // The venues first: a cross-origin POST waits for its preflight, a round trip the events' GET
  // does not make, and the agenda shows with the legend. Asked 50 ms apart (000 §9), the two
  // answers then arrive together.
  queries: ({ month }) => [venuesQuery(), calendarMonthQuery(parseMonth(month) ?? new Date())],
  messages: { calendar },
  fromWidget: ({ templatevar: s }) => ({
    venue: typeof s.venue === 'string' ? s.venue : undefined,
    category: typeof s.category === 'string' ? s.category : undefined,
  }),
});

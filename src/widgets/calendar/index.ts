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
  // The events first: the agenda waits for them alone. The venues (a cross-origin POST that
  // waits for its preflight) fill the legend's line whenever they come.
  queries: ({ month }) => [calendarMonthQuery(parseMonth(month) ?? new Date()), venuesQuery()],
  messages: { calendar },
  fromWidget: ({ templatevar: s }) => ({
    venue: typeof s.venue === 'string' ? s.venue : undefined,
    category: typeof s.category === 'string' ? s.category : undefined,
  }),
});

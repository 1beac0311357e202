import { fetchWindow, parseMonth } from '../core/calendarWindow';
import { listFaqs } from './cms';
import { fetchCalendar, fetchEventType, listPublicVenues } from './events';

/**
 * The calls each element's first render needs, started by the loader while the element's
 * code is still downloading (DESIGN: Loading). The element later asks for the same
 * resource and shares the request in flight. Failures are left for the element to show.
 */
const plans: Record<string, (el: Element) => Promise<unknown>> = {
  'venue-faq': (el) => listFaqs(el.getAttribute('group') ?? undefined),
  'venue-calendar': (el) =>
    Promise.all([fetchCalendar(fetchWindow(parseMonth(el.getAttribute('month')) ?? new Date())), listPublicVenues()]),
  'venue-event-type': (el) => fetchEventType(el.getAttribute('url') ?? ''),
};

export function prefetch(tag: string, el: Element): void {
  plans[tag]?.(el).catch(() => undefined);
}

/**
 * The calendar's pure logic (001 §2 Calendar, §7, §9): which window to fetch for a month, and
 * the agenda of a month grouped by day. Times from the API are the venue's wall-clock times, so
 * an event is grouped on the venue's day whatever the viewer's time zone: an ISO time with an
 * offset keeps its wall-clock part. Days are stepped with calendar arithmetic, never by adding
 * 24 hours, so a daylight-saving change neither skips nor repeats a day.
 */
import { addDays, addMonths, isValid, startOfDay, startOfMonth } from 'date-fns';
import { dayKey } from './calendarWindow';
import { parseWallClock } from './datesParse';
export { dayKey, fetchWindow, monthKey, parseMonth, windowCovers, type FetchWindow } from './calendarWindow';
export { parseWallClock };

/**
 * A calendar item of 001 §3: id, title, start, end, backgroundColor, textColor. The event's own
 * fields (description, online entry) come from GET event (api/events eventQuery). `category` and
 * `event_type` are extensions, read only by the category filter.
 */
export interface CalendarItem {
  id: number | string;
  title: string;
  start: string;
  end?: string | null;
  backgroundColor?: string;
  textColor?: string;
  category?: string | null;
  event_type?: { name?: string; url?: string };
}

export interface CalendarEvent extends CalendarItem {
  startDate: Date;
  endDate: Date;
  /** The legend's venue of the item's colour (venueByColour); none when no venue has it. */
  venue?: string;
}

/** A CSS hex colour as #rrggbb in lower case ('#ABC' and '#aabbcc' are one colour); '' otherwise. */
export function hexColour(value: string | null | undefined): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!m) return (value ?? '').trim().toLowerCase();
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${hex.toLowerCase()}`;
}

/**
 * The venue an item is at, as the legend shows it: the venue whose colour is the item's
 * backgroundColor (a calendar item names no venue, 001 §3). Two venues of one colour are
 * ambiguous, and no label is better than a wrong one.
 */
export function venueByColour(colour: string | undefined, venues: readonly { name: string; colour: string }[]): string | undefined {
  if (!colour) return undefined;
  const matches = venues.filter((v) => hexColour(v.colour) === hexColour(colour));
  return matches.length === 1 ? matches[0].name : undefined;
}

/** The events with their legend venue (venueByColour). */
export function withVenues(events: CalendarEvent[], venues: readonly { name: string; colour: string }[]): CalendarEvent[] {
  return events.map((e) => ({ ...e, venue: venueByColour(e.backgroundColor, venues) }));
}

export interface AgendaDay {
  /** yyyy-MM-dd */
  key: string;
  date: Date;
  events: CalendarEvent[];
}

/** Items with parsed times; unreadable ones are dropped (001 §8: bad input yields an invalid date). */
export function toEvents(items: CalendarItem[]): CalendarEvent[] {
  return items
    .map((item) => {
      const startDate = parseWallClock(item.start);
      const end = parseWallClock(item.end);
      return { ...item, startDate, endDate: isValid(end) && end >= startDate ? end : startDate };
    })
    .filter((e) => isValid(e.startDate))
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || byCodePoint(String(a.title), String(b.title)));
}

export interface AgendaFilter {
  venue?: string;
  category?: string;
}

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** An item that carries no category or event type (a server without the extension) is not filtered out by one. */
const inCategory = (e: CalendarEvent, category: string) =>
  (e.category === undefined && e.event_type === undefined) ||
  same(e.category, category) ||
  same(e.event_type?.url, category) ||
  same(e.event_type?.name, category);

/** The events at a venue (by its legend colour: withVenues) and of a category. */
export function filterEvents(events: CalendarEvent[], { venue, category }: AgendaFilter): CalendarEvent[] {
  return events.filter((e) => (!venue || same(e.venue, venue)) && (!category || inCategory(e, category)));
}

/**
 * The shown month's agenda: each day of the month that has events, in order. An event that
 * runs over several days is listed on each of them (an event ending at midnight does not
 * spill into the next day).
 */
export function agendaOf(events: CalendarEvent[], month: Date): AgendaDay[] {
  const first = startOfMonth(month);
  const next = addMonths(first, 1);
  const days = new Map<string, AgendaDay>();
  for (const event of events) {
    const lastInstant = event.endDate > event.startDate ? new Date(event.endDate.getTime() - 1) : event.startDate;
    const lastDay = startOfDay(lastInstant);
    for (let day = startOfDay(event.startDate); day <= lastDay; day = addDays(day, 1)) {
      if (day < first || day >= next) continue;
      const key = dayKey(day);
      let entry = days.get(key);
      if (!entry) days.set(key, (entry = { key, date: day, events: [] }));
      entry.events.push(event);
    }
  }
  return [...days.values()].sort((a, b) => byCodePoint(a.key, b.key));
}

/** Plain string order: localeCompare builds the browser's collator first, tens of milliseconds. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The race-entry address of an event (`entryUrl` of the configuration): `{id}` is replaced by
 * its racers_event_id; without the placeholder the id is appended as the last path segment.
 * Undefined when the event cannot be entered online.
 */
export function entryLink(
  template: string,
  event: { can_enter_online?: boolean | null; racers_event_id?: number | string | null },
): string | undefined {
  if (!event.can_enter_online || event.racers_event_id === null || event.racers_event_id === undefined || !template) return undefined;
  const id = encodeURIComponent(String(event.racers_event_id));
  return template.includes('{id}') ? template.replaceAll('{id}', id) : `${template.replace(/\/+$/, '')}/${id}`;
}

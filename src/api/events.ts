/** The events operator's calls (001 §7 /api/v1/lakeside and the GraphQL queries of events). */
import { withVariants, type Image } from '../core/images';
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import type { CalendarItem } from '../core/calendar';
import { fetchWindow, type FetchWindow } from '../core/calendarWindow';
import { graphql, IMAGE_FIELDS } from './graphql';

/** GET event/calendar {start, end} (yyyy-MM-dd): the calendar items of the window. */
export async function fetchCalendar(http: HttpClient, { start, end }: FetchWindow): Promise<CalendarItem[]> {
  const reply = await http.request<CalendarItem[] | { data?: CalendarItem[] }>('/api/v1/lakeside/event/calendar', {
    query: { start, end },
  });
  return Array.isArray(reply) ? reply : Array.isArray(reply?.data) ? reply.data : [];
}

/** 001 §3 Venue. */
export interface Venue {
  name: string;
  visible_to_public: boolean;
  colour: string;
}

/** GraphQL lakesideVenues: the public ones, for the legend. */
export async function listPublicVenues(http: HttpClient): Promise<Venue[]> {
  const data = await graphql<{ lakesideVenues: Venue[] | null }>(http, 'query Venues { lakesideVenues { name visible_to_public colour } }');
  return (data?.lakesideVenues ?? []).filter((v) => v.visible_to_public);
}

/** 001 §3 Event type's event summary (its first 10 future events). */
export interface EventSummary {
  id: number;
  name: string;
  start_time: string;
  can_enter_online: boolean;
  racers_event_id: number | null;
}

/** 001 §3 Event type. Its slug is the route's, not a field of the reply. */
export interface EventType {
  id: number;
  name: string;
  page_content: string;
  faq_group: string | null;
  enabled: boolean;
  photo: Image | null;
  events: EventSummary[];
}

/** The fields of the event type entity (001 §3), and no more: a strict server refuses a query for any other. */
const EVENT_TYPE = `query EventType($url: String!) {
  lakesideEventType(url: $url) {
    id name page_content faq_group enabled
    photo(width: 1920, aspect: "16x5") { ${IMAGE_FIELDS} }
    events { id name start_time can_enter_online racers_event_id }
  }
}`;

/** GraphQL lakesideEventType(url): the event type with its first 10 future events; null when unknown. */
export async function fetchEventType(http: HttpClient, url: string): Promise<EventType | null> {
  const data = await graphql<{ lakesideEventType: EventType | null }>(http, EVENT_TYPE, { url });
  const type = data?.lakesideEventType;
  if (!type) return null;
  return { ...type, photo: withVariants(type.photo ?? null), events: Array.isArray(type.events) ? type.events : [] };
}

/** 001 §3 Event: the fields GET event answers with. */
export interface EventDetail {
  id?: number;
  name: string;
  start_time: string;
  end_time?: string | null;
  can_enter_online: boolean;
  racers_event_id: number | null;
  description?: string | null;
  /** Extension (not in 001 §3): the event's venue and type, for the event title block's extra lines. */
  venue?: { name: string; colour: string };
  event_type?: { name: string; url: string };
}

/** GET event {url}: one event (the url is the event's id, 001 §7). */
export function fetchEvent(http: HttpClient, url: string): Promise<EventDetail> {
  return http.request<EventDetail>('/api/v1/lakeside/event', { query: { url } });
}

// Query options for the page's one query cache (core/query): one key per resource.

export const calendarQuery = (win: FetchWindow) => ({
  key: ['calendar', win.start, win.end],
  fn: ({ http }: QueryContext) => fetchCalendar(http, win),
});

/** The calendar window around a month (one month before to two after, 001 §9). */
export const calendarMonthQuery = (month: Date) => calendarQuery(fetchWindow(month));

export const venuesQuery = () => ({ key: ['venues'], fn: ({ http }: QueryContext) => listPublicVenues(http) });

export const eventTypeQuery = (url: string) => ({ key: ['event-type', url], fn: ({ http }: QueryContext) => fetchEventType(http, url) });

/** One key per event id: the calendar's prefetch (hover, focus, press) and its dialog share one request. */
export const eventQuery = (url: string | number) => ({
  key: ['event', String(url)],
  fn: ({ http }: QueryContext) => fetchEvent(http, String(url)),
});

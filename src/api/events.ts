/** The events operator's calls (001 §7 /api/v1/lakeside and the GraphQL queries of events). */
import type { Image } from '../core/images';
import { http } from '../core/runtime';
import type { CalendarItem } from '../core/calendar';
import { fetchWindow, type FetchWindow } from '../core/calendarWindow';
import { graphql, IMAGE_FIELDS } from './graphql';

/** GET event/calendar {start, end} (yyyy-MM-dd): the calendar items of the window. */
export async function fetchCalendar({ start, end }: FetchWindow): Promise<CalendarItem[]> {
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
export async function listPublicVenues(): Promise<Venue[]> {
  const data = await graphql<{ lakesideVenues: Venue[] | null }>('query Venues { lakesideVenues { name visible_to_public colour } }');
  return (data?.lakesideVenues ?? []).filter((v) => v.visible_to_public);
}

/** 001 §3 Event type's event summary. */
export interface EventSummary {
  id: number;
  name: string;
  url?: string;
  start_time: string;
  end_time?: string;
  can_enter_online: boolean;
  racers_event_id: number | null;
}

/** 001 §3 Event type. */
export interface EventType {
  id: number;
  name: string;
  url?: string;
  page_content: string;
  faq_group: string | null;
  enabled: boolean;
  photo: Image | null;
  events: EventSummary[];
}

/** GraphQL lakesideEventType(url): the event type with its first 10 future events; null when unknown. */
export async function fetchEventType(url: string): Promise<EventType | null> {
  const data = await graphql<{ lakesideEventType: EventType | null }>(
    `
      query EventType($url: String!) {
        lakesideEventType(url: $url) {
          id
          name
          url
          page_content
          faq_group
          enabled
          photo(width: 1920, aspect: "16x5") { aspect ${IMAGE_FIELDS} }
          events {
            id
            name
            url
            start_time
            end_time
            can_enter_online
            racers_event_id
          }
        }
      }
    `,
    { url },
  );
  return data?.lakesideEventType ?? null;
}

/** 001 §3 Event. */
export interface EventDetail extends EventSummary {
  description: string;
  venue?: { name: string; colour: string };
  event_type?: { name: string; url: string };
}

/** GET event {url}: one event (the url is the event's id). */
export function fetchEvent(url: string): Promise<EventDetail> {
  return http.request<EventDetail>('/api/v1/lakeside/event', { query: { url } });
}

// Query options for the page's one query cache (core/query): one key per resource.

export const calendarQuery = (win: FetchWindow) => ({ key: ['calendar', win.start, win.end], fn: () => fetchCalendar(win) });

/** The calendar window around a month (one month before to two after, 001 §9). */
export const calendarMonthQuery = (month: Date) => calendarQuery(fetchWindow(month));

export const venuesQuery = () => ({ key: ['venues'], fn: listPublicVenues });

export const eventTypeQuery = (url: string) => ({ key: ['event-type', url], fn: () => fetchEventType(url) });

export const eventQuery = (url: string) => ({ key: ['event', url], fn: () => fetchEvent(url) });

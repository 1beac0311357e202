import { useMemo } from 'react';
import { dayKey, type CalendarEvent } from '../../core/calendar';
import { formatTime } from '../../core/dates';
import { getConfig } from '../../core/config';
import { useStructuredData } from '../../hooks/useStructuredData';

/** ISO 8601 of a wall-clock time, without an offset (the venue's local time). */
const isoLocal = (d: Date) => `${dayKey(d)}T${formatTime(d, true)}:00`;

/** schema.org Event records of the shown events. */
export function eventJsonLd(events: CalendarEvent[], siteUrl = getConfig().siteUrl) {
  return events.map((e) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    startDate: isoLocal(e.startDate),
    endDate: isoLocal(e.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(e.venue ? { location: { '@type': 'Place', name: e.venue } } : {}),
    ...(e.event_type?.url && siteUrl ? { url: `${siteUrl.replace(/\/+$/, '')}/events/${e.event_type.url}` } : {}),
  }));
}

/** The events shown, as schema.org Event data in the document's head (hooks/useStructuredData). */
export function useEventStructuredData(host: HTMLElement | null, events: CalendarEvent[]) {
  useStructuredData(
    host,
    useMemo(() => eventJsonLd(events), [events]),
  );
}

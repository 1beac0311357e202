import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/core/calendar';
import { eventJsonLd } from '../../src/widgets/calendar/structuredData';

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  title: 'Club Day',
  start: '2026-03-07 08:05:00',
  startDate: new Date(2026, 2, 7, 8, 5),
  endDate: new Date(2026, 2, 7, 16, 30),
  ...over,
});

describe("a calendar's schema.org events", () => {
  it('gives the wall-clock start and end with no offset, each part two digits', () => {
    const [data] = eventJsonLd([event()], undefined);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Club Day',
      startDate: '2026-03-07T08:05:00',
      endDate: '2026-03-07T16:30:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });

  it("names the venue, and links the event type's page on the venue's site", () => {
    const [data] = eventJsonLd([event({ venue: 'North Circuit', event_type: { url: 'club-day' } })], 'https://lakeside.example/site/');
    expect(data).toMatchObject({
      location: { '@type': 'Place', name: 'North Circuit' },
      url: 'https://lakeside.example/site/events/club-day',
    });
  });

  it('links nothing without a site to link to', () => {
    const [data] = eventJsonLd([event({ event_type: { url: 'club-day' } })], undefined);
    expect(data).not.toHaveProperty('url');
  });
});

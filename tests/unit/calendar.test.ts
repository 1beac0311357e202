import { afterEach, describe, expect, it } from 'vitest';
import {
  agendaOf,
  entryLink,
  fetchWindow,
  filterEvents,
  parseMonth,
  parseWallClock,
  hexColour,
  toEvents,
  venueByColour,
  windowCovers,
  withVenues,
  type CalendarItem,
} from '../../src/core/calendar';
import { formatDay, formatMonth, formatTime, formatWeekday, partOfDay } from '../../src/core/dates';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

const item = (id: number, start: string, end?: string, extra: Partial<CalendarItem> = {}): CalendarItem => ({
  id,
  title: `E${id}`,
  start,
  end,
  ...extra,
});

describe('fetch window (001 §7: one month before to two months after the shown month)', () => {
  it('spans the previous month to the end of the month after next', () => {
    expect(fetchWindow(parseMonth('2026-11')!)).toEqual({ start: '2026-10-01', end: '2027-02-01' });
  });

  it('crosses a year end both ways', () => {
    expect(fetchWindow(parseMonth('2027-01')!)).toEqual({ start: '2026-12-01', end: '2027-04-01' });
    expect(fetchWindow(parseMonth('2026-12')!)).toEqual({ start: '2026-11-01', end: '2027-03-01' });
  });

  it('moving within the window needs no new request; leaving it does', () => {
    const win = fetchWindow(parseMonth('2026-11')!);
    expect(windowCovers(win, parseMonth('2026-10')!)).toBe(true);
    expect(windowCovers(win, parseMonth('2026-12')!)).toBe(true);
    expect(windowCovers(win, parseMonth('2027-01')!)).toBe(true);
    expect(windowCovers(win, parseMonth('2026-09')!)).toBe(false);
    expect(windowCovers(win, parseMonth('2027-02')!)).toBe(false);
  });

  it('reads yyyy-MM only', () => {
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('2026-1')).toBeUndefined();
    expect(parseMonth(null)).toBeUndefined();
  });
});

describe('agenda grouped by day', () => {
  it('groups by the venue wall-clock day whatever the viewer time zone', () => {
    for (const tz of ['Australia/Brisbane', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      const events = toEvents([
        item(1, '2026-11-07 23:30:00', '2026-11-07 23:59:00'),
        item(2, '2026-11-08T00:15:00+10:00', '2026-11-08T02:00:00+10:00'),
        item(3, '2026-11-07 08:00:00'),
      ]);
      const days = agendaOf(events, parseMonth('2026-11')!);
      expect(
        days.map((d) => [d.key, d.events.map((e) => e.id)]),
        tz,
      ).toEqual([
        ['2026-11-07', [3, 1]],
        ['2026-11-08', [2]],
      ]);
    }
  });

  it('lists a multi-day event on each of its days, across a daylight-saving change, exactly once per day', () => {
    for (const [tz, start, end, expected] of [
      // Sydney: DST ends Sunday 5 April 2026 (a 25-hour day)
      ['Australia/Sydney', '2026-04-04 09:00:00', '2026-04-06 17:00:00', ['2026-04-04', '2026-04-05', '2026-04-06']],
      // New York: DST starts Sunday 8 March 2026 (a 23-hour day)
      ['America/New_York', '2026-03-07 09:00:00', '2026-03-09 17:00:00', ['2026-03-07', '2026-03-08', '2026-03-09']],
    ] as const) {
      process.env.TZ = tz;
      const month = parseMonth(start.slice(0, 7))!;
      // the zone really applies: the changeover day is 25 or 23 hours long
      const changeover = new Date(`${expected[1]}T00:00:00`);
      const hours =
        (new Date(changeover.getFullYear(), changeover.getMonth(), changeover.getDate() + 1).getTime() - changeover.getTime()) / 3_600_000;
      expect(hours, tz).toBe(tz === 'Australia/Sydney' ? 25 : 23);
      expect(
        agendaOf(toEvents([item(1, start, end)]), month).map((d) => d.key),
        tz,
      ).toEqual(expected);
    }
  });

  it('an event ending at midnight stays on its day; days outside the month are left out', () => {
    const events = toEvents([item(1, '2026-11-30 18:00:00', '2026-12-01 00:00:00'), item(2, '2026-10-31 20:00:00', '2026-11-01 10:00:00')]);
    expect(agendaOf(events, parseMonth('2026-11')!).map((d) => [d.key, d.events.map((e) => e.id)])).toEqual([
      ['2026-11-01', [2]],
      ['2026-11-30', [1]],
    ]);
    expect(agendaOf(events, parseMonth('2026-12')!)).toEqual([]);
  });

  it('drops unreadable times and orders by start', () => {
    const events = toEvents([item(1, 'soon'), item(2, '2026-11-05 10:00'), item(3, '2026-11-05 09:00'), item(4, '2026-02-30 09:00')]);
    expect(events.map((e) => e.id)).toEqual([3, 2]);
    expect(Number.isNaN(parseWallClock('2026-02-30').getTime())).toBe(true);
  });

  it('names the venue of an item by its legend colour, and none when no venue (or two) has it', () => {
    const venues = [
      { name: 'Main Track', colour: '#D7261E' },
      { name: 'Drag Strip', colour: '#0b5fff' },
      { name: 'Pit Lane', colour: '#222' },
      { name: 'Paddock', colour: '#222222' },
    ];
    expect(venueByColour('#d7261e', venues)).toBe('Main Track');
    expect(venueByColour('0B5FFF', venues)).toBe('Drag Strip');
    expect(venueByColour('#123456', venues)).toBeUndefined();
    expect(venueByColour('#222', venues)).toBeUndefined();
    expect(venueByColour(undefined, venues)).toBeUndefined();
    expect(hexColour('#AbC')).toBe('#aabbcc');
  });

  it('filters by venue (its legend colour) and by category or event type, case-insensitively', () => {
    const venues = [
      { name: 'Main Track', colour: '#d7261e' },
      { name: 'Drag Strip', colour: '#0b5fff' },
    ];
    const events = withVenues(
      toEvents([
        item(1, '2026-11-05 10:00', undefined, { backgroundColor: '#d7261e', event_type: { name: 'Euro Day', url: 'euro-day' } }),
        item(2, '2026-11-06 10:00', undefined, { backgroundColor: '#0B5FFF', category: 'Drag Racing' }),
      ]),
      venues,
    );
    expect(events.map((e) => e.venue)).toEqual(['Main Track', 'Drag Strip']);
    expect(filterEvents(events, { venue: 'main track' }).map((e) => e.id)).toEqual([1]);
    expect(filterEvents(events, { category: 'drag racing' }).map((e) => e.id)).toEqual([2]);
    expect(filterEvents(events, { category: 'euro-day' }).map((e) => e.id)).toEqual([1]);
    expect(filterEvents(events, {}).length).toBe(2);
  });

  it('a category filter passes items that carry no category (a server without the extension)', () => {
    const events = toEvents([item(1, '2026-11-05 10:00'), item(2, '2026-11-06 10:00', undefined, { category: 'Drag Racing' })]);
    expect(filterEvents(events, { category: 'euro-day' }).map((e) => e.id)).toEqual([1]);
  });
});

describe('entry link', () => {
  it('fills {id} or appends the racers_event_id; none without online entry', () => {
    expect(entryLink('https://entries.example/event/{id}', { can_enter_online: true, racers_event_id: 4321 })).toBe(
      'https://entries.example/event/4321',
    );
    expect(entryLink('https://entries.example/enter/', { can_enter_online: true, racers_event_id: 7 })).toBe(
      'https://entries.example/enter/7',
    );
    expect(entryLink('https://entries.example/{id}', { can_enter_online: false, racers_event_id: 7 })).toBeUndefined();
    expect(entryLink('https://entries.example/{id}', { can_enter_online: true, racers_event_id: null })).toBeUndefined();
  });
});

describe('date formats in three languages (001 §9: do MMM, h:mmaaa)', () => {
  const date = new Date(2026, 10, 3, 14, 5);
  it('English, exactly as the spec writes them, every ordinal suffix included', () => {
    expect(formatDay(date)).toBe('3rd Nov');
    expect(formatDay(date, 'en', true)).toBe('3rd Nov 2026');
    expect([1, 2, 4, 11, 12, 13, 21, 22, 23, 31].map((d) => formatDay(new Date(2026, 0, d)))).toEqual(
      ['1st', '2nd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st'].map((d) => `${d} Jan`),
    );
    expect(formatDay(new Date(2026, 8, 9))).toBe('9th Sep');
    expect(formatTime(date)).toBe('2:05pm');
    expect(formatTime(new Date(2026, 0, 1, 0, 7))).toBe('12:07am');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00pm');
  });
  it('month titles and weekdays: English as Intl writes them, without its data; others from Intl', () => {
    for (let m = 0; m < 12; m++) {
      const first = new Date(2026, m, 1 + m);
      expect(formatMonth(first)).toBe(new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(first));
      expect(formatWeekday(first)).toBe(new Intl.DateTimeFormat('en', { weekday: 'long' }).format(first));
    }
    expect(formatMonth(date, 'de')).toBe('November 2026');
    expect(formatWeekday(date, 'de')).toBe('Dienstag');
    expect(formatMonth(date, 'ja')).toBe('2026年11月');
  });
  it('German: its own day and month', () => {
    expect(formatDay(date, 'de')).toBe('3. Nov.');
    expect(formatDay(date, 'de', true)).toBe('3. Nov. 2026');
    expect(formatTime(date, true)).toBe('14:05');
    expect(formatTime(new Date(2026, 0, 1, 9, 0), true)).toBe('09:00');
  });
  it('Japanese: month before day', () => {
    expect(formatDay(date, 'ja')).toBe('11月3日');
  });
  it('parts of the day', () => {
    expect(partOfDay(new Date(2026, 0, 1, 11, 59))).toBe('morning');
    expect(partOfDay(new Date(2026, 0, 1, 12, 0))).toBe('afternoon');
    expect(partOfDay(new Date(2026, 0, 1, 17, 0))).toBe('afternoon');
    expect(partOfDay(new Date(2026, 0, 1, 17, 1))).toBe('evening');
  });
});

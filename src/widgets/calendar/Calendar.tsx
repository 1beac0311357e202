import { addMonths, isSameMonth, startOfMonth } from 'date-fns';
import { startTransition, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { calendarQuery, eventQuery, venuesQuery } from '../../api/events';
import { HydrateLater } from '../../ui/HydrateLater';
import {
  agendaOf,
  fetchWindow,
  filterEvents,
  parseMonth,
  toEvents,
  windowCovers,
  withVenues,
  type CalendarEvent,
} from '../../core/calendar';
import { getConfig } from '../../core/config';
import { readsColourAttributes } from '../../core/colourAttributes';
import { formatDay, formatMonth, formatTime, formatWeekday, partOfDay } from '../../core/dates';
import { useHost } from '../../hooks/useHostEvents';
import { useQuery } from '../../hooks/useQuery';
import { useQueryCache } from '../../hooks/usePageCore';
import { preload } from '../../hooks/useLoaded';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Deferred } from '../../ui/Deferred';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useEventStructuredData } from './structuredData';
import css from './calendar.css';
import { inlineStyle } from '../../ui/inlineStyle';

export interface CalendarProps {
  /** The month shown first, yyyy-MM (default: this month). */
  month?: string;
  /** Only events at this venue (its name). */
  venue?: string;
  /** Only events of this category or event type (name or url). */
  category?: string;
  /** The race-entry address; `{id}` becomes the event's racers_event_id (default: configuration). */
  entryUrl?: string;
}

const thisMonth = () => startOfMonth(new Date());

const loadEventDialog = () => import('./EventDialog').then((m) => m.EventDialog);

/**
 * The events calendar (001 §2 Calendar): a month-by-month agenda grouped by day, 'Previous
 * month' / 'Today' / 'Next month', a legend of the public venues, and a dialog per event with
 * 'Enter Event' when online entry is possible. It fetches one month before to two months after
 * the shown month; moving within that window asks nothing new.
 */
export function Calendar({ month, venue, category, entryUrl }: CalendarProps) {
  useStyles(css);
  const t = useT();
  const titleId = useId();
  const lng = useLanguage();
  const [shown, setShown] = useState(() => parseMonth(month) ?? thisMonth());
  const [win, setWin] = useState(() => fetchWindow(shown));
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [reserved, setReserved] = useState(false);

  useEffect(() => setShown(parseMonth(month) ?? thisMonth()), [month]);
  // Derived state: a month outside the fetched window moves the window (one request).
  if (!windowCovers(win, shown)) setWin(fetchWindow(shown));

  const items = useQuery(calendarQuery(win));
  const venues = useQuery(venuesQuery());
  const events = useMemo(
    () => filterEvents(withVenues(toEvents(items.data ?? []), venues.data ?? []), { venue, category }),
    [items.data, venues.data, venue, category],
  );
  const days = useMemo(() => agendaOf(events, shown), [events, shown]);
  const monthEvents = useMemo(() => [...new Set(days.flatMap((d) => d.events))], [days]);
  useEventStructuredData(useHost(), monthEvents);

  const title = formatMonth(shown, lng);
  const template = entryUrl || getConfig().entryUrl;
  // The agenda waits for the events alone: the legend has its line from the first render, so
  // venues answered before or after the events fill it without moving anything. A venue filter
  // reads the venues' colours, so it waits for them too.
  const firstLoad = (items.loading && !items.data) || Boolean(venue && venues.loading);
  // The event's details load as the visitor points at or focuses its item (a finger's press enters
  // it first too), ahead of the click: `onEvent(event, false)`; the click opens it. Its dialog's
  // code too: not part of the month's first view, it comes on the first of these.
  const [dialogWanted, setDialogWanted] = useState(false);
  const queries = useQueryCache();
  // Stable, as the month below depends on it.
  const onEvent = useCallback(
    (event: CalendarEvent, open: boolean) => {
      if (open) {
        setReserved(queries.get(eventQuery(event.id).key).data === undefined);
        return setSelected(event);
      }
      void preload(loadEventDialog, loadEventDialog);
      // Not urgent: a focus is a discrete event, and an urgent update made while the page is still
      // hydrating has React hydrate all of it at once, inside the focus (156 ms of a press at the
      // calibrated slowdown). In a transition it waits for its turn.
      startTransition(() => setDialogWanted(true));
      queries.prefetch(eventQuery(event.id));
    },
    [queries],
  );

  // Kept from render to render: opening or closing an event renders the calendar's shell and its
  // dialog, not a month of buttons again.
  const agenda = useMemo(
    () => (
      <ol className="calendar-days" part="agenda">
        {/* Rendered on a server, each day hydrates in a task of its own: a month is the page. */}
        {days.map((day) => (
          <HydrateLater key={day.key}>
            <li className="calendar-day" part="day">
              <h3 className="calendar-date">
                <span className="weekday">{formatWeekday(day.date, lng)}</span> <span className="date">{formatDay(day.date, lng)}</span>
              </h3>
              <ul className="calendar-events">
                {day.events.map((event) => (
                  <li key={`${day.key}-${event.id}`}>
                    <button
                      type="button"
                      part="event"
                      className="calendar-event"
                      // Its colours from its attributes (calendar.css), as the server rendered them.
                      data-background={event.backgroundColor}
                      data-color={event.textColor}
                      ref={readsColourAttributes() ? undefined : inlineStyle({ background: event.backgroundColor, color: event.textColor })}
                      onPointerEnter={() => onEvent(event, false)}
                      onFocus={() => onEvent(event, false)}
                      onClick={() => onEvent(event, true)}
                      aria-haspopup="dialog"
                    >
                      <span className="time">
                        {formatTime(event.startDate, lng !== 'en')}
                        <span className="part-of-day"> · {t(`calendar.${partOfDay(event.startDate)}`)}</span>
                      </span>
                      <span className="name">{event.title}</span>
                      {/* Its line is there while the venues load: on a phone it is a line of its own. */}
                      {(event.venue || venues.loading) && <span className="venue">{event.venue}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          </HydrateLater>
        ))}
      </ol>
    ),
    [days, lng, t, venues.loading, onEvent],
  );

  return (
    <section className="calendar" part="base calendar" aria-labelledby={titleId} aria-busy={items.loading}>
      <header className="calendar-bar">
        <h2 id={titleId} className="calendar-title" aria-live="polite">
          {title}
        </h2>
        <nav className="calendar-nav" aria-label={t('calendar.navigation')}>
          <button type="button" part="button" className="calendar-button" onClick={() => setShown((m) => addMonths(m, -1))}>
            <span aria-hidden="true">‹ </span>
            {t('calendar.previous')}
          </button>
          <button
            type="button"
            part="button"
            className="calendar-button"
            onClick={() => setShown(thisMonth())}
            aria-pressed={isSameMonth(shown, new Date())}
          >
            {t('calendar.today')}
          </button>
          <button type="button" part="button" className="calendar-button" onClick={() => setShown((m) => addMonths(m, 1))}>
            {t('calendar.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </nav>
      </header>

      <div className="calendar-legend-line">
        {venues.data && venues.data.length > 0 && (
          // One line, scrolled sideways where it does not fit: focusable, so keys scroll it too.
          <ul className="calendar-legend" part="legend" aria-label={t('calendar.legend')} tabIndex={0}>
            {venues.data.map((v) => (
              <li key={v.name}>
                <span
                  className="swatch"
                  data-background={v.colour}
                  ref={readsColourAttributes() ? undefined : inlineStyle({ background: v.colour })}
                  aria-hidden="true"
                />
                {v.name}
              </li>
            ))}
          </ul>
        )}
      </div>

      {items.error ? (
        <LoadError error={items.error} retry={items.reload}>
          {t('calendar.error')}
        </LoadError>
      ) : firstLoad ? (
        <Spinner label={t('common.loading')} />
      ) : days.length === 0 ? (
        <p className="calendar-empty" part="empty">
          {t('calendar.empty')}
        </p>
      ) : (
        agenda
      )}

      {(dialogWanted || selected) && (
        <Deferred load={loadEventDialog}>
          {(EventDialog) => (
            <EventDialog event={selected} reserved={reserved} entryTemplate={template} lng={lng} onClose={() => setSelected(null)} />
          )}
        </Deferred>
      )}
    </section>
  );
}

import { useId } from 'react';
import type { EventSummary } from '../../api/events';
import { eventTypeQuery } from '../../api/events';
import { entryLink, parseWallClock } from '../../core/calendar';
import { getConfig } from '../../core/config';
import { formatDay, formatTime, formatWeekday } from '../../core/dates';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useLanguage, useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { LoadError } from '../../ui/LoadError';
import { CmsHtml } from '../../ui/CmsHtml';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { Faq } from '../faq/Faq';
import buttonCss from '../../ui/button.css';
import css from './events.css';

export interface EventTypeProps {
  /** The event type's url (slug), e.g. happy-laps. */
  url?: string;
  /** The race-entry address; `{id}` becomes racers_event_id (default: configuration). */
  entryUrl?: string;
}

/**
 * The event type page (001 §2): hero photo or plain title; 'Next Event' with weekday, date and
 * an Enter button when online entry is possible, or 'New dates to be announced soon'; the page
 * content; the FAQ group when set; then 'Upcoming Events' (the first 10) or 'No upcoming events'.
 * A disabled type says its entries are closed and offers no Enter button.
 */
export function EventTypePage({ url, entryUrl }: EventTypeProps) {
  useStyles(css);
  const t = useT();
  const id = useId();
  const { data, error, loading, reload } = useQuery(url ? eventTypeQuery(url) : null);

  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error) return <LoadError error={error} retry={reload} />;
  if (!data) return <Alert tone="warning">{t('calendar.not_found')}</Alert>;

  // 001 §3 EventType.enabled: a disabled type takes no entries (its events are still shown).
  const closed = data.enabled === false;
  const template = closed ? '' : entryUrl || getConfig().entryUrl;
  const [next, ...later] = data.events;
  return (
    <article className="event-type" part="base">
      {data.photo ? (
        <header className="event-hero" part="hero">
          <Image image={data.photo} alt="" eager className="event-hero-image" />
          <h1 className="event-hero-title">{data.name}</h1>
        </header>
      ) : (
        <h1 className="event-title">{data.name}</h1>
      )}

      <section className="event-next" part="next" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`}>{t('calendar.next_event')}</h2>
        {closed && (
          <p className="event-closed" part="closed">
            {t('calendar.entries_closed')}
          </p>
        )}
        {next ? <EventLine event={next} template={template} prominent /> : <p className="event-tba">{t('calendar.to_be_announced')}</p>}
      </section>

      {data.page_content && <CmsHtml className="event-content" part="content" html={data.page_content} />}

      {data.faq_group && (
        <section className="event-faq" part="faq" aria-label={t('calendar.faq')}>
          <Faq group={data.faq_group} />
        </section>
      )}

      <section className="event-upcoming" part="upcoming" aria-labelledby={`${id}-upcoming`}>
        <h2 id={`${id}-upcoming`}>{t('calendar.upcoming')}</h2>
        {data.events.length ? (
          <ul className="event-list">
            {[next, ...later].map((event) => (
              <li key={event.id}>
                <EventLine event={event} template={template} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="event-none">{t('calendar.no_upcoming')}</p>
        )}
      </section>
    </article>
  );
}

/** One event: weekday, human date and time, and an Enter button when it can be entered online. */
export function EventLine({
  event,
  template,
  prominent = false,
}: {
  event: Pick<EventSummary, 'name' | 'start_time' | 'can_enter_online' | 'racers_event_id'>;
  template: string;
  prominent?: boolean;
}) {
  useStyles(buttonCss);
  const t = useT();
  const lng = useLanguage();
  const start = parseWallClock(event.start_time);
  const valid = !Number.isNaN(start.getTime());
  const link = valid && start.getTime() > Date.now() ? entryLink(template, event) : undefined;
  return (
    <div className={prominent ? 'event-line prominent' : 'event-line'}>
      <div>
        {valid && (
          <p className="event-when">
            <span className="weekday">{formatWeekday(start, lng)}</span> {formatDay(start, lng, true)}
            <span className="time"> · {formatTime(start, lng !== 'en')}</span>
          </p>
        )}
        <p className="event-name">{event.name}</p>
      </div>
      {link && (
        <a className="button" part="enter-button" href={link} target="_blank" rel="noopener">
          {t('calendar.enter')}
          <span className="visually-hidden">: {event.name}</span>
        </a>
      )}
    </div>
  );
}

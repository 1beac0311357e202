import { eventQuery } from '../../api/events';
import { getConfig } from '../../core/config';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { EventLine } from './EventType';
import css from './events.css';

export interface EventTitleProps {
  /** The event's url (or id). */
  url?: string;
  entryUrl?: string;
}

/** Lakeside/event_title (001 §2): one event's title block with its date and Enter button. */
export function EventTitle({ url, entryUrl }: EventTitleProps) {
  useStyles(css);
  const t = useT();
  const { data, error, loading, reload } = useQuery(url ? eventQuery(url) : null);
  if (!url) return <Alert tone="warning">{t('calendar.not_found')}</Alert>;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  // A reply without the event's name (left out, or only spaces) has nothing to title.
  if (error || typeof data?.name !== 'string' || !data.name.trim())
    return (
      <LoadError error={error} retry={reload}>
        {t('calendar.not_found')}
      </LoadError>
    );
  return (
    <header className="event-title-block" part="base">
      {data.event_type?.name && data.event_type.name !== data.name && <p className="event-kind">{data.event_type.name}</p>}
      <h1 className="event-title">{data.name}</h1>
      <EventLine event={{ ...data, name: data.venue?.name ?? '' }} template={entryUrl || getConfig().entryUrl} prominent />
    </header>
  );
}

import { fetchEvent } from '../../api/events';
import { getConfig } from '../../core/config';
import { useResource } from '../../hooks/useResource';
import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { EventLine } from './EventType';

export interface EventTitleProps {
  /** The event's url (or id). */
  url?: string;
  entryUrl?: string;
}

/** Lakeside/event_title (001 §2): one event's title block with its date and Enter button. */
export function EventTitle({ url, entryUrl }: EventTitleProps) {
  const t = useT();
  const { data, error, loading, reload } = useResource(() => (url ? fetchEvent(url) : Promise.reject(new Error('url is required'))), [url]);
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error || !data)
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

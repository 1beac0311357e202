import { eventQuery } from '../../api/events';
import { dayKey, entryLink, parseWallClock, type CalendarEvent } from '../../core/calendar';
import { formatDay, formatTime, formatWeekday } from '../../core/dates';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { CmsHtml } from '../../ui/CmsHtml';
import { Dialog } from '../../ui/Dialog';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import buttonCss from '../../ui/button.css';
import css from './event-dialog.css';

export interface EventDialogProps {
  /** The calendar item opened; null: closed. */
  event: CalendarEvent | null;
  /**
   * The event's details were not in the cache when it opened: the dialog then keeps a fixed
   * height from the first frame, so their arrival fills it instead of growing it.
   */
  reserved: boolean;
  /** The race-entry address template. */
  entryTemplate: string;
  lng: string;
  onClose: () => void;
}

/**
 * An event of the calendar (001 §2): its name, date, description and 'Enter Event' when online
 * entry is possible. The item gives the name and times; the description and online entry are
 * the event's own (GET event with the item's id, 001 §7), which the agenda item started loading
 * on hover, focus or press, so it is usually there when the dialog opens.
 */
export function EventDialog({ event, reserved, entryTemplate, lng, onClose }: EventDialogProps) {
  useStyles(buttonCss, css);
  const t = useT();
  const details = useQuery(event ? eventQuery(event.id) : null);
  const data = details.data;
  // An event that is over can no longer be entered.
  const end = data?.end_time ? parseWallClock(data.end_time) : event?.endDate;
  const open = end && !Number.isNaN(end.getTime()) ? end.getTime() > Date.now() : false;
  const enter = event && data && open ? entryLink(entryTemplate, data) : undefined;
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={event?.title}
      className={reserved ? 'calendar-dialog reserved' : 'calendar-dialog'}
      footer={
        enter ? (
          <a className="button" part="enter-button" href={enter} target="_blank" rel="noopener">
            {t('calendar.enter_event')}
          </a>
        ) : undefined
      }
    >
      {event && (
        <div className="calendar-details" aria-busy={details.loading}>
          <When event={event} lng={lng} />
          {event.venue && (
            <p className="calendar-venue">
              {t('calendar.venue')}: {event.venue}
            </p>
          )}
          {details.error ? (
            <LoadError error={details.error} retry={details.reload} />
          ) : details.loading ? (
            <Spinner label={t('common.loading')} />
          ) : data?.description ? (
            <CmsHtml className="calendar-description" html={data.description} />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function When({ event, lng }: { event: CalendarEvent; lng: string }) {
  const sameDay = dayKey(event.startDate) === dayKey(event.endDate);
  return (
    <p className="calendar-when">
      <strong>
        {formatWeekday(event.startDate, lng)} {formatDay(event.startDate, lng, true)}
      </strong>
      <br />
      {formatTime(event.startDate, lng !== 'en')}
      {event.endDate > event.startDate && (
        <>
          {' – '}
          {!sameDay && `${formatDay(event.endDate, lng, true)} `}
          {formatTime(event.endDate, lng !== 'en')}
        </>
      )}
    </p>
  );
}

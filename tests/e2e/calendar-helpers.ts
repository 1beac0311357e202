import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A calendar item as 001 §3 gives it. */
export interface CalendarItem {
  id: number | string;
  title: string;
  start: string;
  end?: string;
  backgroundColor?: string;
}

/** The event of GET /api/v1/lakeside/event (001 §3 Event). */
export interface EventReply {
  name: string;
  start_time: string;
  description?: string;
  can_enter_online?: boolean;
  racers_event_id?: number | null;
}

const ym = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const monthStart = (months: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth() + months, 1);
};
export const wallClock = (text: string) => new Date(text.replace(' ', 'T'));

/**
 * A future event (starting more than an hour from now, this month or next) that allows online
 * entry and has a description, found as the SDK finds it: the calendar's items, then each
 * item's event by its id. Works on a server that sends exactly the spec's fields.
 */
export async function findEnterableEvent(request: APIRequestContext, api: string): Promise<{ item: CalendarItem; event: EventReply }> {
  const reply = await request.get(`${api}/api/v1/lakeside/event/calendar?start=${ym(monthStart(0))}-01&end=${ym(monthStart(2))}-01`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as CalendarItem[] | { data: CalendarItem[] };
  const items = (Array.isArray(body) ? body : body.data).filter((i) => wallClock(i.start).getTime() > Date.now() + 3_600_000);
  for (const item of items) {
    const event = (await (await request.get(`${api}/api/v1/lakeside/event?url=${item.id}`)).json()) as EventReply;
    if (event.can_enter_online && event.racers_event_id && event.description) return { item, event };
  }
  throw new Error('the seed has no enterable future event this month or next');
}

/** The agenda item of `item` in the calendar `cal`, moving to next month when it is not in this one. */
export async function agendaItem(cal: Locator, item: CalendarItem): Promise<Locator> {
  await expect(cal.locator('[part~=event]').first()).toBeVisible();
  if (!item.start.startsWith(ym(monthStart(0)))) await cal.getByRole('button', { name: 'Next month' }).click();
  const weekday = wallClock(item.start).toLocaleString('en', { weekday: 'long' });
  return cal.locator('[part~=day]', { hasText: weekday }).locator('[part~=event]', { hasText: item.title }).first();
}

/** The text of CMS html as a visitor reads it (its first words). */
export const firstWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ');

/** The open dialog's height over a few frames: one value when it does not move. */
export async function heightsOverFrames(dialog: Locator, frames = 10): Promise<number[]> {
  return dialog.evaluate(
    (el, n) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const step = () => {
          seen.push(Math.round(el.getBoundingClientRect().height));
          if (seen.length >= n) resolve([...new Set(seen)]);
          else requestAnimationFrame(step);
        };
        step();
      }),
    frames,
  );
}

/**
 * Records the height of the first `<dialog open>` in the shadow root of `host` from the frame it
 * opens in (call before the click that opens it, await the result after), until `until` is in
 * the dialog (a selector; default: from the start) and then `frames` frames more.
 */
export function recordDialogHeights(host: Locator, { until = '', frames = 10 } = {}): Promise<number[]> {
  return host.evaluate(
    (el, { until, frames }) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        let after = 0;
        const step = () => {
          const dialog = el.shadowRoot?.querySelector('dialog[open]');
          if (dialog) {
            seen.push(Math.round(dialog.getBoundingClientRect().height));
            if (!until || dialog.querySelector(until)) after += 1;
          }
          if (after >= frames) resolve(seen);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { until, frames },
  );
}

/**
 * Points at an event's agenda item until its event has loaded, then opens the dialog, recording
 * the dialog's height over its first frames; then checks it shows the event's description and
 * 'Enter Event' to the race entry site, and that the height never changed.
 */
export async function expectDialogWholeAfterHover(page: Page, cal: Locator, item: CalendarItem, event: EventReply): Promise<Locator> {
  const target = await agendaItem(cal, item);
  const loaded = page.waitForResponse((r) => r.url().includes(`/api/v1/lakeside/event?url=${item.id}`));
  await target.hover();
  await loaded;
  const heights = recordDialogHeights(cal, { until: '.calendar-description', frames: 10 });
  await target.click();
  const dialog = cal.locator('dialog[open]');
  await expect(dialog.locator('.calendar-description')).toContainText(firstWords(event.description!));
  await expect(dialog.getByRole('link', { name: 'Enter Event' })).toHaveAttribute(
    'href',
    `https://entries.venue.example/event/${event.racers_event_id}`,
  );
  expect(new Set(await heights).size, 'the dialog does not change height once open').toBe(1);
  return dialog;
}

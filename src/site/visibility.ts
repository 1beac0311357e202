/**
 * Widget and block visibility (001 §2), without React so it is unit-tested. Times come as the
 * API writes them (`yyyy-MM-dd HH:mm:ss`, the venue's local time) or as ISO strings.
 */

/** 001 §9: the block clock ticks once a minute. */
export const CLOCK_MS = 60_000;

export function parseTime(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return undefined;
  if (typeof value === 'number') return value > 1e12 ? value : value * 1000;
  const time = new Date(String(value).trim().replace(' ', 'T')).getTime();
  return Number.isNaN(time) ? undefined : time;
}

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const isOff = (value: unknown) => value === false || value === 0 || value === '0' || value === 'false';

/** A widget is hidden when widget_is_visible is 0, before widget_hidden_before, or after widget_hidden_after. */
export function widgetVisible(settings: Record<string, unknown> | undefined, now: number): boolean {
  if (!settings) return true;
  if (isOff(settings.widget_is_visible)) return false;
  const before = parseTime(settings.widget_hidden_before);
  if (before !== undefined && now < before) return false;
  const after = parseTime(settings.widget_hidden_after);
  if (after !== undefined && now > after) return false;
  return true;
}

/** A block is visible while editing; otherwise hidden if hidden, before start_time or after end_time. */
export function blockVisible(
  block: { hidden?: unknown; start_time?: unknown; end_time?: unknown; editing?: unknown; deleted?: unknown },
  now: number,
): boolean {
  if (isOn(block.deleted)) return false;
  if (isOn(block.editing)) return true;
  if (isOn(block.hidden)) return false;
  const start = parseTime(block.start_time);
  if (start !== undefined && now < start) return false;
  const end = parseTime(block.end_time);
  if (end !== undefined && now > end) return false;
  return true;
}

/** The next moment a block or widget may change visibility, so the clock can wake then too. */
export function nextChange(times: unknown[], now: number): number | undefined {
  const future = times.map(parseTime).filter((t): t is number => t !== undefined && t > now);
  return future.length ? Math.min(...future) : undefined;
}

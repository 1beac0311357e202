/**
 * An element's public first-load calls, started by the loader itself as it finds the element:
 * before any chunk has arrived, so code and data come in the same round trip. The core's HTTP
 * client adopts a reply it would have asked for (core/http/client `takeEarly`), once.
 *
 * The templates are the `@early` tags of the element's doc comment (elements/venue-*.ts):
 * `[POST ]path[?query][ body]`. In a query value `{name}` is the element's attribute (the
 * parameter is left out when it is absent or empty), and `{start}` / `{end}` are the calendar's
 * fetch window around its `month` attribute (this month without one). The unit tests hold every
 * template to the request the element's own code makes.
 */
import { fetchWindow, parseMonth } from '../core/calendarWindow';

export interface EarlyRequest {
  method: string;
  url: string;
  body?: string;
}

export function fillEarly(template: string, api: string, attribute: (name: string) => string | null): EarlyRequest {
  const [, method = 'GET', target, body] = /^(?:(GET|POST) )?(\S+)(?: (.+))?$/.exec(template.trim()) ?? [];
  const [path, query = ''] = (target ?? '').split('?');
  const window = fetchWindow(parseMonth(attribute('month')) ?? new Date());
  const url = new URL(api.replace(/\/+$/, '') + path);
  for (const [key, value] of new URLSearchParams(query)) {
    const name = /^\{(\w+)\}$/.exec(value)?.[1];
    const filled = !name ? value : name === 'start' || name === 'end' ? window[name] : attribute(name) || undefined;
    if (filled !== undefined) url.searchParams.append(key, filled);
  }
  return { method, url: url.toString(), body };
}

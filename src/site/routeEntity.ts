import { articleQuery } from '../api/pages';
import type { QueryContext } from '../core/query';
import { useQuery } from '../hooks/useQuery';

/**
 * An event type's query as the site's shell asks it: api/events eventTypeQuery's key, its call
 * made with the events' code (and their dates) loaded as it runs. The shell then carries none
 * of that code, which only an event type's page uses, and whose widget asks the same.
 */
export const eventTypeQuery = (url: string) => ({
  key: ['event-type', url],
  fn: (context: QueryContext) => import('../api/events').then((events) => events.eventTypeQuery(url).fn(context)),
});

/**
 * The record a CMS page of a sitemap model shows for the route's item (001 §2: /events/{url} an
 * event type, /article/{url} an article), by the same query its widget and the head read.
 */
export function routeEntityQuery(model: string | null | undefined, item: string | undefined) {
  if (!item) return null;
  if (model === 'EventType') return eventTypeQuery(item);
  if (model === 'Article') return articleQuery(item);
  return null;
}

/**
 * Whether the route's item names nothing: its query answered null. The address is then as unknown
 * as a page that does not exist, and shows the site's not-found screen (a 404 on the server)
 * rather than the widget's own notice, which a crawler would take for a page.
 */
export function useRouteEntityMissing(model: string | null | undefined, item: string | undefined): boolean {
  const query = routeEntityQuery(model, item);
  const { data, error, loading } = useQuery<unknown>(query);
  // useQuery reads an answer of null as no data.
  return Boolean(query) && !loading && !error && data == null;
}

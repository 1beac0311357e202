import { initialDataQuery } from '../api/pages';
import site from '../locales/en/site';
import { defineWidget } from '../ui/definition';
import type { SiteProps } from './Site';

/**
 * `<venue-site>`: the whole routed website. Its first query is initialData (sitemap, domain,
 * groups, pages, redirects), started while the site's code downloads.
 */
export const siteDefinition = defineWidget<SiteProps>({
  tag: 'venue-site',
  load: () => import('./Site').then((m) => m.Site),
  props: { routing: 'string', base: 'string', serviceWorker: 'string' },
  queries: () => [initialDataQuery()],
  messages: { site },
});

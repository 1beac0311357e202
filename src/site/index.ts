import { startAnalytics } from '../core/analytics';
import { getConfig } from '../core/config';
import { inBrowser } from '../core/platform';
import { queries } from '../core/runtime';
import site from '../locales/en/site';
import { defineWidget } from '../ui/definition';
import { normaliseBase, pathFromLocation } from './router';
import { firstQueries } from './routeRules';
import type { SiteProps } from './Site';

// The trackers the site's domain settings name load after its first paint (core/analytics).
startAnalytics(queries);

/**
 * `<venue-site>`: the whole routed website. Its first queries are initialData (sitemap, domain,
 * groups, pages, redirects) and the landing page's content blocks, which only the GraphQL Page
 * carries (001 §3), started together while the site's code downloads.
 */
export const siteDefinition = defineWidget<SiteProps>({
  tag: 'venue-site',
  load: () => import('./Site').then((m) => m.Site),
  props: { routing: 'string', base: 'string', serviceWorker: 'string' },
  queries: ({ routing, base }) => {
    const mode = routing === 'hash' || routing === 'path' ? routing : getConfig().routing;
    const path = !inBrowser ? '/' : pathFromLocation(window.location, { mode, base: normaliseBase(base) });
    return firstQueries(path);
  },
  messages: { site },
  loadRendered: (state) => import('./Site').then((m) => m.loadRendered(state)),
});

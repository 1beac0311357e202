/**
 * The venue's analytics, as its domain settings name them (google_analytics_key,
 * google_tag_manager, facebook_pixel, matomo_site_url with matomo_site_id): nothing is loaded for
 * a setting that is empty, and nothing before the page's first paint, so that a tracker never
 * holds up what a visitor sees. The settings come with the site's initialData (query key
 * `initial-data`); a page without `<venue-site>` asks for none and loads none.
 */
import { inBrowser } from './platform';
import type { QueryCache } from './query';

export interface AnalyticsSettings {
  google_analytics_key?: unknown;
  google_tag_manager?: unknown;
  facebook_pixel?: unknown;
  matomo_site_url?: unknown;
  matomo_site_id?: unknown;
}

const KEY = ['initial-data'] as const;
const NAMES = ['google_analytics_key', 'google_tag_manager', 'facebook_pixel', 'matomo_site_url'] as const;

/** Some tracker is set (Matomo needs its address and its site id). */
export function hasAnalytics(domain: AnalyticsSettings | undefined): boolean {
  if (!domain) return false;
  const set = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return NAMES.some(
    (name) => set(domain[name]) && (name !== 'matomo_site_url' || set(domain.matomo_site_id) || typeof domain.matomo_site_id === 'number'),
  );
}

/**
 * After the first paint (the browser's own paint entry where it reports one; the frame after
 * next elsewhere) and in an idle moment: a tracker's script competes with nothing the visitor
 * waits for.
 */
function afterFirstPaint(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(idle));
  } else if (performance.getEntriesByType('paint').length) {
    idle();
  } else {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      idle();
    });
    observer.observe({ type: 'paint' });
  }
}

/** Watches for the site's domain settings and loads the trackers they name, once per page. */
export function startAnalytics(queries: QueryCache): void {
  if (!inBrowser) return;
  afterFirstPaint(() => {
    const check = () => {
      const domain = queries.get<{ domain?: AnalyticsSettings }>(KEY).data?.domain;
      if (!domain) return false;
      stop();
      if (hasAnalytics(domain)) void import('./analyticsScripts').then((m) => m.loadAnalytics(domain));
      return true;
    };
    const stop = queries.subscribe(KEY, check);
    check();
  });
}

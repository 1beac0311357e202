/**
 * The report itself (core/vitals loads it when the `vitals` setting is on): web-vitals' LCP, INP
 * and CLS, each as the library reports it (when the page is hidden, or LCP at the first input).
 *
 * - 'analytics': a GA4 event per metric through the page's gtag (the host's own, or the dataLayer
 *   the site's google_analytics_key set up), in the shape web-vitals' README gives for GA4;
 *   nothing when the page has neither.
 * - an address: the metrics collected and sent as one beacon of JSON text when the page is
 *   hidden (text/plain: a cross-origin beacon without a preflight).
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

interface GtagWindow {
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
}

/** The fields of a metric a report carries. */
const fieldsOf = ({ name, value, delta, rating, id, navigationType }: Metric) => ({ name, value, delta, rating, id, navigationType });

function toAnalytics(metric: Metric) {
  const w = window as unknown as GtagWindow;
  const layer = w.dataLayer;
  // gtag.js reads the arguments object its snippet's gtag() pushes (core/analyticsScripts).
  const gtag =
    w.gtag ??
    (layer &&
      function (..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      });
  gtag?.('event', metric.name, {
    // GA4 sums integer values: CLS in thousandths.
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

function toBeacon(url: string) {
  const metrics = new Map<string, Metric>();
  const flush = () => {
    if (!metrics.size) return;
    const source = document.querySelector('venue-site') ? 'site' : 'elements';
    const body = JSON.stringify({ page: location.href, source, metrics: Array.from(metrics.values(), fieldsOf) });
    metrics.clear();
    if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  // On window, bubbling: after web-vitals' own capturing listener has reported CLS and INP.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  return (metric: Metric) => void metrics.set(metric.name, metric);
}

export function reportVitals(target: string): void {
  const report = target === 'analytics' ? toAnalytics : toBeacon(target);
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/**
 * The trackers' own scripts, configured through their JavaScript interfaces from here (the
 * dataLayer, an fbq queue, Matomo's _paq) instead of the inline snippets their vendors give, so
 * that a page with a strict Content-Security-Policy needs only their origins allowed.
 */
import type { AnalyticsSettings } from './analytics';

type Queue = unknown[];
interface TrackerWindow {
  dataLayer?: Queue;
  _paq?: Queue;
  fbq?: FacebookQueue;
  _fbq?: FacebookQueue;
}
interface FacebookQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: FacebookQueue;
  loaded: boolean;
  version: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function loadAnalytics(domain: AnalyticsSettings): void {
  const w = window as unknown as TrackerWindow;
  const ga = text(domain.google_analytics_key);
  const gtm = text(domain.google_tag_manager);
  const pixel = text(domain.facebook_pixel);
  const matomo = text(domain.matomo_site_url);
  const matomoId = text(domain.matomo_site_id);

  if (ga || gtm) w.dataLayer ??= [];
  if (ga) {
    // gtag() pushes its arguments object itself, as Google's snippet does: gtag.js reads those.
    const gtag = function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    gtag('js', new Date());
    gtag('config', ga);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`);
  }
  if (gtm) {
    w.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`);
  }
  if (pixel && !w.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as FacebookQueue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq ??= fbq;
    fbq('init', pixel);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  if (matomo && matomoId) {
    const base = matomo.replace(/\/*$/, '/');
    const paq = (w._paq ??= []);
    paq.push(['trackPageView'], ['enableLinkTracking'], ['setTrackerUrl', `${base}matomo.php`], ['setSiteId', matomoId]);
    addScript(`${base}matomo.js`);
  }
  // The site routes without loading documents: each new address is a page view.
  if (pixel || (matomo && matomoId)) {
    document.addEventListener('venue-navigate', (event) => {
      if (event.defaultPrevented) return;
      setTimeout(() => {
        if (pixel) w.fbq?.('track', 'PageView');
        if (matomo && matomoId) w._paq?.push(['setCustomUrl', location.href], ['setDocumentTitle', document.title], ['trackPageView']);
      });
    });
  }
}

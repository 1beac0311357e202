/**
 * The venue's own numbers, opt-in: each visitor's Core Web Vitals (LCP, INP, CLS) of the page the
 * SDK runs on, the site or a partner's page with elements, measured with Google's web-vitals
 * library and reported where the `vitals` setting says (data-vitals on the script tag, or
 * configure()). Off by default: then nothing is loaded, observed or sent. On, the library comes
 * as a chunk of its own once the page has loaded and the browser is idle, so that it costs the
 * first view nothing; it reads the browser's buffered entries, so what came before it is counted.
 */
import { getConfig, subscribeConfig } from './config';
import { inBrowser } from './platform';

let started = false;

/** After the load event, in an idle moment (at most 5 s later). */
function whenLoadedAndIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Starts the report when the setting is on now or is turned on later, once per page. */
export function startVitals(): void {
  if (!inBrowser) return;
  const check = () => {
    const target = getConfig().vitals;
    if (!target || started) return;
    started = true;
    stop();
    whenLoadedAndIdle(() => void import('./vitalsReport').then((m) => m.reportVitals(target)).catch(() => undefined));
  };
  const stop = subscribeConfig(check);
  check();
}

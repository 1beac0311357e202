/**
 * The core entry: the one global `VenueElements`, configuration from the script tag and
 * `configure()`, the session clock. Loaded by the loader before any element chunk runs,
 * and imported by every element so bundler users get the same thing without the loader.
 */
import { configFromDataset, configure, getConfig, setScriptConfig } from '../core/config';
import type { VenueElementsGlobal } from '../core/global';
import { setLanguage } from '../core/i18n';
import { openedByLoginLink } from '../core/navigation';
import { inBrowser } from '../core/platform';
import type { RenderedState } from '../core/renderedState';
import { queries, startSession } from '../core/runtime';
import { startVitals } from '../core/vitals';

// The loader runs each element's plan with it (its first-load queries, before React is in).
export { planFor } from './plan';

export function boot(): void {
  if (!inBrowser) return;
  const global: VenueElementsGlobal = (window.VenueElements ??= {});
  if (global.booted) return;
  global.booted = true;
  global.version ??= __VERSION__;
  // The loader copied the script tag's data-* values as they were: checked here, once.
  if (global.scriptConfig) setScriptConfig(configFromDataset(global.scriptConfig));
  for (const values of global.queue ?? []) configure(values);
  global.queue = [];
  global.configure = configure;
  global.getConfig = getConfig;
  global.setLanguage = setLanguage;
  global.reservationCss = (root) => import('../core/reservationCss').then((m) => m.reservationCss(root));
  startSession();
  // Off unless the host turns it on (data-vitals): then web-vitals, a chunk of its own, once idle.
  startVitals();
  // A login link lands with a, r (and b) in the address, or in its hash route's query under hash
  // routing: they become the session at once, whichever element is on the page (000 §2 token login).
  // The account code is only fetched when the address carries a token pair.
  if (openedByLoginLink()) import('../api/account').then(({ consumeTokenLogin }) => consumeTokenLogin()).catch(() => undefined);
}

let seeded = false;

/**
 * A server-rendered page's replies (its state block, which the loader reads) in the cache, once,
 * before any element or plan asks for them: the page's calls are not made again.
 */
export function seedRendered(state: RenderedState): void {
  if (seeded) return;
  seeded = true;
  queries.seed(state.queries);
}

boot();

/**
 * The core entry: the one global `VenueElements`, configuration from the script tag and
 * `configure()`, the session clock. Loaded by the loader before any element chunk runs,
 * and imported by every element so bundler users get the same thing without the loader.
 */
import { configure, getConfig, setScriptConfig, type VenueConfig } from './core/config';
import { setLanguage } from './core/i18n';
import { startSession } from './core/runtime';

export interface VenueElementsGlobal {
  version?: string;
  /** `data-*` values the loader read from its script tag. */
  scriptConfig?: Partial<VenueConfig>;
  /** Calls made before the core arrived, replayed in order. */
  queue?: Partial<VenueConfig>[];
  configure?: (values: Partial<VenueConfig>) => VenueConfig | void;
  getConfig?: () => VenueConfig;
  setLanguage?: (lang: string) => Promise<string>;
  discover?: (root: ParentNode) => void;
  booted?: boolean;
}

declare global {
  interface Window {
    VenueElements?: VenueElementsGlobal;
  }
}

export function boot(): void {
  if (typeof window === 'undefined') return;
  const global = (window.VenueElements ??= {});
  if (global.booted) return;
  global.booted = true;
  global.version ??= __VERSION__;
  if (global.scriptConfig) setScriptConfig(global.scriptConfig);
  for (const values of global.queue ?? []) configure(values);
  global.queue = [];
  global.configure = configure;
  global.getConfig = getConfig;
  global.setLanguage = setLanguage;
  startSession();
  // A login link lands with a, r (and b) in the address: they become the session at once,
  // whichever element is on the page (000 §2 token login).
  // The account code is only fetched when the address carries a token pair.
  const query = new URLSearchParams(window.location.search);
  if (query.has('a') && query.has('r')) {
    import('./api/account').then(({ consumeTokenLogin }) => consumeTokenLogin()).catch(() => undefined);
  }
}

boot();

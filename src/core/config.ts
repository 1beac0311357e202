import { createStore } from 'zustand/vanilla';

export type Mode = 'production' | 'development';
export type Routing = 'path' | 'hash';

export interface VenueConfig {
  /** Base address of the venue's API. Default: the build's address for `mode`. */
  api: string;
  mode: Mode;
  /** Interface language (one of LANGUAGES). */
  lang: string;
  /** Address of the venue's own website; element links (event pages, login) lead there. */
  siteUrl: string;
  /** How `<venue-site>` keeps its route in the address bar. */
  routing: Routing;
  /** Further API origins accepted as a token-login `b` base URL. */
  apiOrigins: string[];
  /**
   * Host names of the racing sites whose members land in the entry area after login
   * (000 §2: /enter/#/profile). Empty for every other venue.
   */
  entrySites: string[];
  /** Where the external race entry links point; `{id}` is replaced by racers_event_id. */
  entryUrl: string;
  /** The OAuth client id this site uses for the authorisation-code flow. */
  oauthClientId: string;
  /** Where error and trace reports are posted (000 §7); empty: nothing is reported. */
  errorReportUrl: string;
  /** The share of traces (successful calls) reported, 0 to 1 (000 §9: 0.1). Errors always are. */
  traceSampleRate: number;
}

export const BUILD_DEFAULTS: Record<Mode, string> = {
  production: typeof __API_PRODUCTION__ === 'string' ? __API_PRODUCTION__ : 'https://api.venue.example',
  development: typeof __API_DEVELOPMENT__ === 'string' ? __API_DEVELOPMENT__ : 'http://localhost:8787',
};

const DEFAULTS: Omit<VenueConfig, 'api'> = {
  mode: 'production',
  lang: 'en',
  siteUrl: '',
  routing: 'path',
  apiOrigins: [],
  entrySites: [],
  entryUrl: 'https://entries.venue.example/event/{id}',
  oauthClientId: 'venue-elements-demo',
  errorReportUrl: '',
  traceSampleRate: 0.1,
};

/** The layers of configuration, later wins (DESIGN: Configuration). */
interface Layers {
  script: Partial<VenueConfig>;
  configured: Partial<VenueConfig>;
}

const layers = createStore<Layers>(() => ({ script: {}, configured: {} }));

export function resolveConfig({ script, configured }: Layers): VenueConfig {
  const merged = { ...DEFAULTS, ...clean(script), ...clean(configured) };
  const api = (merged as Partial<VenueConfig>).api || BUILD_DEFAULTS[merged.mode] || BUILD_DEFAULTS.production;
  return { ...merged, api: api.replace(/\/+$/, '') };
}

let cached: { layers: Layers; config: VenueConfig } | undefined;

export function getConfig(): VenueConfig {
  const current = layers.getState();
  if (cached?.layers !== current) cached = { layers: current, config: resolveConfig(current) };
  return cached.config;
}

export function subscribeConfig(listener: () => void): () => void {
  return layers.subscribe(listener);
}

/** Values from the script tag's `data-*` attributes (read by the loader). */
export function setScriptConfig(values: Partial<VenueConfig>): void {
  layers.setState({ script: values });
}

/** `VenueElements.configure({...})`: merges into what was configured before. */
export function configure(values: Partial<VenueConfig>): VenueConfig {
  layers.setState((s) => ({ configured: { ...s.configured, ...values } }));
  return getConfig();
}

/** Reads `data-api`, `data-mode`, `data-lang`, `data-site-url`, `data-routing` of a script tag. */
export function configFromDataset(dataset: DOMStringMap): Partial<VenueConfig> {
  const out: Partial<VenueConfig> = {};
  if (dataset.api) out.api = dataset.api;
  if (dataset.mode === 'production' || dataset.mode === 'development') out.mode = dataset.mode;
  if (dataset.lang) out.lang = dataset.lang;
  if (dataset.siteUrl) out.siteUrl = dataset.siteUrl;
  if (dataset.routing === 'path' || dataset.routing === 'hash') out.routing = dataset.routing;
  return out;
}

function clean<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** The API's origin plus the extra configured ones: the only accepted token-login `b` values. */
export function allowedApiOrigins(config: VenueConfig = getConfig()): string[] {
  const origins = [config.api, BUILD_DEFAULTS[config.mode], ...config.apiOrigins].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

import { createStore } from 'zustand/vanilla';
import { pageOrigin } from './env';
import { httpUrl } from './httpUrl';
import type { ScriptData } from './global';
import { knownLanguage, LANGUAGES } from './languages';

export type Mode = 'production' | 'development';
export type Routing = 'path' | 'hash';
/** The captcha services a form with use_captcha can show (001 §3 Form; core/captcha). */
export type CaptchaProvider = 'recaptcha' | 'turnstile' | 'hcaptcha';

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
  /**
   * Where the site's `cms` route sends the browser (001 §2: "the back-office area at
   * {host}/cms"). Default '': /cms on the site's own host (docs/decisions.md says why).
   */
  cmsUrl: string;
  /** Where error and trace reports are posted (000 §7); empty: nothing is reported. */
  errorReportUrl: string;
  /** The share of traces (successful calls) reported, 0 to 1 (000 §9: 0.1). Errors always are. */
  traceSampleRate: number;
  /**
   * Where each visitor's Core Web Vitals (LCP, INP, CLS) go (core/vitals): 'analytics' for GA4
   * events through the page's gtag, or an address that gets a beacon; empty: none are measured.
   */
  vitals: string;
  /**
   * The document raw_code blocks run in (server/rawFrame: a server rendering the site serves it);
   * empty: they run in a srcdoc frame, which inherits the page's policy.
   */
  rawFrame: string;
  /** The captcha service of forms with use_captcha (core/captcha). Default: Google reCAPTCHA. */
  captcha: CaptchaProvider;
  /** The site key the venue registered with that service; empty: such forms say they cannot be sent. */
  captchaSiteKey: string;
}

const BUILD_DEFAULTS: Record<Mode, string> = {
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
  cmsUrl: '',
  errorReportUrl: '',
  traceSampleRate: 0.1,
  vitals: '',
  rawFrame: '',
  captcha: 'recaptcha',
  captchaSiteKey: '',
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

/**
 * `VenueElements.configure({...})`: merges into what was configured before. A value that is not
 * valid, or a setting that does not exist, is left out, and the host page is told once what was
 * wrong and how to fix it, as for the script tag's data-* attributes.
 */
export function configure(values: Partial<VenueConfig>, warn = console.warn): VenueConfig {
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined) continue;
    const setting = SETTINGS[key as keyof VenueConfig] as Setting | undefined;
    const read = setting?.[0](value);
    if (read !== undefined) accepted[key] = read;
    else
      warnOnce(
        `configure ${key}`,
        `venue-elements: configure({ ${key}: ${JSON.stringify(value)} }) is not valid and is ignored. ` +
          (setting ? `Use ${setting[1]}.` : `The settings are ${Object.keys(SETTINGS).join(', ')}.`),
        warn,
      );
  }
  layers.setState((s) => ({ configured: { ...s.configured, ...accepted } }));
  return getConfig();
}

/**
 * The venue's own site: an http(s) address, or a path on the page's origin (`/`, `/site/` on the
 * venue's own pages) made absolute, as structured data and links from other pages need it.
 */
const siteAddress = (value: string, origin: string) =>
  httpUrl(value) ?? (origin && /^\/(?![/\\])/.test(value) ? new URL(value, origin).href : undefined);
const oneOf =
  <T extends string>(...allowed: T[]) =>
  (value: string) =>
    allowed.find((a) => a === value);

/** Each `data-*` attribute: how to read it, and what a host page that got it wrong should write instead. */
type Attribute = [attr: string, read: (value: string, origin: string) => unknown, fix: string];
/** Origins separated by spaces, each an http(s) address; undefined when one is not. */
const origins = (value: string) => {
  const list = value.split(/\s+/).map((o) => httpUrl(o) && new URL(o).origin);
  return list.every(Boolean) ? list : undefined;
};
const ATTRIBUTES: Record<keyof ScriptData, Attribute> = {
  api: ['api', httpUrl, 'an http(s) address'],
  mode: ['mode', oneOf('production', 'development'), '"production" or "development"'],
  lang: ['lang', knownLanguage, `one of ${LANGUAGES.join(', ')}`],
  siteUrl: ['site-url', siteAddress, 'an http(s) address or a path on this site such as "/"'],
  routing: ['routing', oneOf('path', 'hash'), '"path" or "hash"'],
  cmsUrl: ['cms-url', httpUrl, 'an http(s) address, such as "https://api.venue.example/cms"'],
  vitals: [
    'vitals',
    (value, origin) => (value === 'analytics' ? value : siteAddress(value, origin)),
    '"analytics" (GA4 events through gtag) or the http(s) address, or path on this site, that receives the beacons',
  ],
  // Kept as written, a path too: the server renders the frame's address as it gave it, and the
  // browser's first render must equal it.
  rawFrame: [
    'raw-frame',
    (value) => httpUrl(value) ?? (/^\/(?![/\\])/.test(value) ? value : undefined),
    'an http(s) address or a path on this site',
  ],
  apiOrigins: ['api-origins', origins, 'http(s) origins separated by spaces'],
  errorReportUrl: ['error-report-url', httpUrl, 'an http(s) address'],
  captcha: ['captcha', oneOf('recaptcha', 'turnstile', 'hcaptcha'), '"recaptcha", "turnstile" or "hcaptcha"'],
  captchaSiteKey: ['captcha-site-key', (value) => (/^[\w-]+$/.test(value) ? value : undefined), "the service's site key"],
};

type Setting = [read: (value: unknown) => unknown, fix: string];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined);
/** A data-* attribute's check, for the same setting given to configure(). */
const asAttribute = ([, read, fix]: Attribute): Setting => [
  (value) => (typeof value === 'string' ? read(value.trim(), pageOrigin()) : undefined),
  fix,
];

const [siteAddressOf, siteFix] = asAttribute(ATTRIBUTES.siteUrl);
const [vitalsOf, vitalsFix] = asAttribute(ATTRIBUTES.vitals);

/** What configure() accepts for each setting (undefined: refused), and what to write instead. */
const SETTINGS: Record<keyof VenueConfig, Setting> = {
  api: asAttribute(ATTRIBUTES.api),
  mode: asAttribute(ATTRIBUTES.mode),
  lang: asAttribute(ATTRIBUTES.lang),
  // '' takes a configured site away again.
  siteUrl: [(value) => (value === '' ? '' : siteAddressOf(value)), siteFix],
  routing: asAttribute(ATTRIBUTES.routing),
  apiOrigins: [texts, 'a list of origins, such as ["https://cms.venue.example"]'],
  entrySites: [texts, 'a list of host names, such as ["venue.example"]'],
  entryUrl: [text, 'an address, with {id} where the event goes'],
  oauthClientId: [text, 'the client id as a string'],
  // '' goes back to /cms on the site's own host.
  cmsUrl: [
    (value) => (value === '' ? '' : asAttribute(ATTRIBUTES.cmsUrl)[0](value)),
    'an http(s) address, or "" for /cms on the site\'s own host',
  ],
  errorReportUrl: [text, 'an address, or "" to report nothing'],
  traceSampleRate: [(value) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined), 'a number from 0 to 1'],
  vitals: [(value) => (value === '' ? '' : vitalsOf(value)), vitalsFix],
  // '' goes back to srcdoc frames.
  rawFrame: [(value) => (value === '' ? '' : asAttribute(ATTRIBUTES.rawFrame)[0](value)), 'an http(s) address or a path on this site'],
  captcha: asAttribute(ATTRIBUTES.captcha),
  captchaSiteKey: [text, "the service's site key as a string"],
};

const warned = new Set<string>();

/** Tells the host page once (per `what`) what it got wrong. */
function warnOnce(what: string, message: string, warn: (message: string) => void) {
  if (warned.has(what)) return;
  warned.add(what);
  warn(message);
}

/**
 * Reads and checks the script tag's `data-*` settings (ATTRIBUTES; docs/configuration.md). A value that is not valid is left out (the default stands) and the host page is
 * told once per attribute what was wrong and how to fix it.
 */
export function configFromDataset(dataset: ScriptData | DOMStringMap, warn = console.warn, origin = pageOrigin()): Partial<VenueConfig> {
  const out: Record<string, unknown> = {};
  for (const [key, [attr, read, fix]] of Object.entries(ATTRIBUTES)) {
    const raw = (dataset as ScriptData)[key as keyof ScriptData]?.trim();
    const value = raw && read(raw, origin);
    if (value) out[key] = value;
    else if (raw)
      warnOnce(attr, `venue-elements: data-${attr}="${raw}" on the <script> tag is not valid and is ignored. Use ${fix}.`, warn);
  }
  return out as Partial<VenueConfig>;
}

function clean<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/**
 * The back office the site's `cms` route leaves for (001 §2: {host}/cms): the configured cmsUrl,
 * else /cms on the site's own host, the venue's site address (siteUrl) or the page's.
 */
export function backOfficeUrl(config: VenueConfig = getConfig(), origin = pageOrigin()): string {
  if (config.cmsUrl) return config.cmsUrl;
  const site = httpUrl(config.siteUrl) ? new URL(config.siteUrl).origin : origin;
  return `${site}/cms`;
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

/**
 * One page of the site as a server answers it: the renderer's result (render/) in its document,
 * with the head's preloads and the page's data block.
 */
import { dirOf, knownLanguage, LANGUAGES } from '../core/languages';
import { DOCUMENT_STYLE, documentHtml, unavailableHtml } from './document';
import { contentSecurityPolicy as policyOf } from './headers';
import { carriedQueries } from './carried';
import { chunksOf, preloadsHtml } from './preloads';
import { policyHash } from './policyHash';
import { RAW_FRAME_PATH } from './rawFrame';
import type { CaptchaProvider } from '../core/config';
import type { QueryKey } from '../core/query';
import type { InstanceResult } from './render/instance';
import { createInstance } from 'virtual:venue-renderer';

export interface RenderOptions {
  /** The venue's API (`https://api.venue.example`). */
  api: string;
  /** The site's address (`https://venue.example/site/`): canonical addresses, links back, `data-site-url`. */
  siteUrl: string;
  /** Where the site lives in path routing (`/site`); default the root. */
  base?: string;
  /**
   * Where the site's `cms` route sends the browser (001 §2, the back office): an http(s) address.
   * Default: /cms on the site's own host (siteUrl's). Also written as the script tag's data-cms-url.
   */
  cmsUrl?: string;
  /** The SDK's files (`venue-elements.js`, `styles/`), an address ending in `/`. Default `/dist/`. */
  assets?: string;
  /** The host page's own stylesheets, after the SDK's. */
  stylesheets?: readonly string[];
  /**
   * The page's own stylesheets (its widgets', its screen's) as `<style>` elements in its shadow
   * root, which `contentSecurityPolicy` allows by their hashes: its first paint waits for no
   * stylesheet request. Default true; false links their files (`{assets}styles/…`), for a page
   * served under a policy of your own that does not list those hashes.
   */
  inlineStyles?: boolean;
  /** `<venue-site>`'s further attributes (`service-worker`); `base` is set from `base`. */
  attributes?: Record<string, string>;
  /**
   * The spacing of the API calls (000 §9: 500 ms apart on a server). Each page's render spaces
   * its own calls by default, as each visitor's browser does; renders given one object share it.
   */
  groups?: { next: number; open?: number };
  /** The fetch the renderer calls the API with. */
  fetch?: typeof fetch;
  /**
   * The site's language (one of the SDK's, `de`, `ar`, `pt-BR`; default `en`): the page is
   * rendered in it, `<html lang dir>` says it, and the browser shows and hydrates it in it.
   */
  lang?: string;
  /**
   * The document raw_code blocks run in (server/rawFrame), which the server answers: by default
   * `{base}/_raw/frame-1.html`, as createHandler and the prerender command serve it; false for
   * srcdoc frames, which inherit the page's policy (their scripts then do not run under it).
   */
  rawFrame?: string | false;
  /**
   * The captcha of forms with use_captcha (001 §3 Form): the service (default reCAPTCHA) and the
   * venue's site key. The page's policy then allows that service's origins, and only then.
   */
  captcha?: { provider?: CaptchaProvider; siteKey: string };
  /** Where the browser posts error and trace reports (000 §7; errorReportUrl): its origin is allowed to connect. */
  errorReportUrl?: string;
  /** Further API origins a token login's `b` may name (000 §2; apiOrigins): allowed as the API is. */
  apiOrigins?: readonly string[];
}

export interface RenderedPage {
  /** 200, 404 (the 'Page not found' page), 301 (the redirect table), 302 (/cms, /enter), 503 (no API). */
  status: number;
  /** Where a 301 or 302 goes. */
  location?: string;
  html: string;
  /**
   * A page each visitor's browser resolves for itself: a route that needs a login (the member's
   * page for a member, /login for a visitor, 000 §2) and /logout. Rendered without member data,
   * it is kept by no shared cache (`Cache-Control: private, no-store`).
   */
  personal?: boolean;
  /** A Content-Security-Policy the page satisfies (server/headers), with the trackers its site names. */
  contentSecurityPolicy: string;
}

/**
 * A site's renderer: its modules evaluated once, by the site's first page, for every page of the
 * site (render/instance keeps each page's state apart). A site is its API, address, language and settings,
 * and the fetch its pages call through; a process serving one site (a handler, a prerender, a
 * Worker's isolate) has one. The few most recent sites are kept.
 */
const SITES_KEPT = 4;
const instances = new Map<string, ReturnType<typeof createInstance>>();
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
const identityOf = (value: object | undefined) => {
  if (!value) return 0;
  if (!identities.has(value)) identities.set(value, ++lastIdentity);
  return identities.get(value);
};

/** A site as the renders of one process tell it apart: its API, address, language, settings and fetch. */
const siteKey = (site: { api: string; siteUrl: string; lang: string; settings: object; fetch?: typeof fetch }) =>
  [site.api, site.siteUrl, site.lang, JSON.stringify(site.settings), identityOf(site.fetch)].join(' ');

function instanceFor(key: string) {
  let instance = instances.get(key);
  if (instance) instances.delete(key);
  else instance = createInstance();
  instances.set(key, instance);
  for (const old of [...instances.keys()].slice(0, -SITES_KEPT)) instances.delete(old);
  return instance;
}

/**
 * initialData (the sitemap, domain, pages, redirects) as the process's renders of one site share it
 * (siteKey: another site, or the same API through another fetch, has its own): asked once a minute
 * at most (as a CDN keeps a page), by the first render that needs it while the others wait for that reply. Each render still has a core of its own; it starts from this
 * reply, so that a page costs the API its own calls only (an unknown page one, 001 §4).
 */
const INITIAL_DATA_FRESH_MS = 60_000;
const INITIAL_DATA: QueryKey = ['initial-data'];
const sharedInitialData = new Map<string, { data?: unknown; at: number; pending?: Promise<unknown> }>();

async function withSharedInitialData(
  site: string,
  render: (seed: [QueryKey, unknown][]) => Promise<InstanceResult>,
): Promise<InstanceResult> {
  const entry = sharedInitialData.get(site);
  if (entry?.data !== undefined && Date.now() - entry.at < INITIAL_DATA_FRESH_MS) return render([[INITIAL_DATA, entry.data]]);
  if (entry?.pending) {
    const data = await entry.pending;
    if (data !== undefined) return render([[INITIAL_DATA, data]]);
  }
  let settle!: (data: unknown) => void;
  sharedInitialData.set(site, { at: 0, pending: new Promise((resolve) => (settle = resolve)) });
  try {
    const result = await render([]);
    const data = result.queries.find(([key]) => key[0] === INITIAL_DATA[0])?.[1];
    if (data === undefined) sharedInitialData.delete(site);
    else sharedInitialData.set(site, { data, at: Date.now() });
    settle(data);
    return result;
  } catch (error) {
    sharedInitialData.delete(site);
    settle(undefined);
    throw error;
  }
}

/** Settings as the script tag's data-* attributes (`captchaSiteKey` → `captcha-site-key`), lists space-separated. */
const scriptDataOf = (settings: Record<string, string | string[]>) =>
  Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), [value].flat().join(' ')]),
  );

export const normaliseBase = (base = '') => base.replace(/\/+$/, '').replace(/^(?!\/)(.)/, '/$1');

/** The site path of an address under `base`, query kept; undefined for one outside it. */
export function sitePathOf(url: string, base = ''): string | undefined {
  const { pathname, search } = new URL(url, 'http://x');
  const root = normaliseBase(base);
  if (root && pathname !== root && !pathname.startsWith(`${root}/`)) return undefined;
  return (pathname.slice(root.length) || '/') + search;
}

/**
 * Renders the page at `url` (an address or a path, `base` included: `/site/about`) with its data:
 * the status, and the whole document (head, `<venue-site>` with its declared shadow root, the
 * data block its query cache starts from).
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  const base = normaliseBase(options.base);
  const path = sitePathOf(url, base) ?? '/';
  const assets = options.assets ?? '/dist/';
  const site = new URL(options.siteUrl);
  const attributes: Record<string, string> = { ...(base ? { base } : {}), ...options.attributes };
  const lang = knownLanguage(options.lang) ?? 'en';
  const rawFrame = options.rawFrame === false ? '' : (options.rawFrame ?? base + RAW_FRAME_PATH);
  if (options.lang && lang.toLowerCase() !== options.lang.toLowerCase().replace('_', '-'))
    console.warn(`venue-elements/server: lang "${options.lang}" is rendered as "${lang}" (one of ${LANGUAGES.join(', ')}).`);
  // What the browser is told on the script tag as well: its first render is the server's.
  const settings = {
    ...(options.cmsUrl ? { cmsUrl: options.cmsUrl } : {}),
    ...(rawFrame ? { rawFrame } : {}),
    ...(options.captcha?.siteKey ? { captcha: options.captcha.provider ?? 'recaptcha', captchaSiteKey: options.captcha.siteKey } : {}),
    ...(options.errorReportUrl ? { errorReportUrl: options.errorReportUrl } : {}),
    ...(options.apiOrigins?.length ? { apiOrigins: [...options.apiOrigins] } : {}),
  };
  // The shadow root's sheets and the document's own rule in `<style>` elements the policy lists by hash.
  const inlineStyles = options.inlineStyles !== false;
  const key = siteKey({ api: options.api, siteUrl: site.href, lang, settings, fetch: options.fetch });
  const { render } = instanceFor(key);
  const result = await withSharedInitialData(key, (seed) =>
    render({
      path,
      api: options.api,
      origin: site.origin,
      siteUrl: site.href,
      base,
      assets,
      inlineStyles,
      props: { base: attributes.base, routing: attributes.routing, serviceWorker: attributes['service-worker'] },
      groups: options.groups ?? { next: 0 },
      fetch: options.fetch,
      lang,
      settings,
      seed,
    }),
  );
  const html =
    result.status === 503
      ? unavailableHtml(lang)
      : documentHtml({
          lang,
          dir: dirOf(lang),
          head: result.head,
          preloads: preloadsHtml(result.shadow),
          assets,
          scriptData: {
            api: options.api,
            'site-url': site.href,
            ...(lang === 'en' ? {} : { lang }),
            ...scriptDataOf(settings),
          },
          stylesheets: options.stylesheets ?? [],
          inlineStyles,
          attributes,
          shadow: result.shadow,
          state: {
            v: 1,
            url: path,
            kinds: result.kinds,
            chunks: chunksOf(result.kinds),
            queries: carriedQueries(result.queries, result.page),
          },
        });
  const contentSecurityPolicy = policyOf({
    api: options.api,
    assets,
    stylesheets: options.stylesheets,
    styleHashes: [...(inlineStyles ? [await policyHash(DOCUMENT_STYLE)] : []), ...result.styleHashes],
    trackers: result.trackers,
    matomo: result.matomo,
    rawFrame,
    captcha: settings.captcha,
    errorReportUrl: settings.errorReportUrl,
    apiOrigins: settings.apiOrigins,
  });
  return { status: result.status, location: result.location, html, contentSecurityPolicy, ...(result.personal ? { personal: true } : {}) };
}

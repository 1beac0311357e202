/**
 * The site's pages as a server renders them. The server build wraps this module, and the core,
 * the site and the runtime with it, in a function (rollup.config.mjs); server/page calls it once
 * for a site (its API, address and language) and renders every page of that site with it. The
 * configuration, the language and the loaded code are the site's; each page has a core of its own
 * (render/pageCore: its query cache, client and platform), handed to its tree through context:
 * renders that wait on the API at the same time share nothing. A page renders the tree a browser's `<venue-site>` renders (its element root,
 * the site's definition), with the data it asks for: render, wait for the queries the render
 * started, render again, until it asks for nothing new.
 */
// The edge build: web APIs alone (no node:stream), so it runs in Node and in a Worker alike,
// and, unlike the browser build, it opens no MessageChannel as it loads (a port left open kept
// every render's whole core in memory: 10,000 renders, 3.9 GB).
import { renderToString } from 'react-dom/server.edge';
import { initialDataQuery, pageQuery, type InitialData, type Page } from '../../api/pages';
import { hasAnalytics, type AnalyticsSettings } from '../../core/analytics';
import { backOfficeUrl, configure, getConfig, type VenueConfig } from '../../core/config';
import { setLanguage } from '../../core/i18n';
import { sheetNameIn } from '../../core/sheetHash';
import type { QueryKey } from '../../core/query';
import { readiness } from '../../core/runtime';
import type { RequestGroups } from '../../core/http/client';
import { DefinitionComponent } from '../../ui/DefinitionComponent';
import { ElementRoot } from '../../element/ElementRoot';
import { preload } from '../../hooks/useLoaded';
import { PageCoreContext } from '../../hooks/usePageCore';
import { notFoundScreen } from '../../screens/not-found';
import { siteDefinition } from '../../site';
import { headTagsOf, type HeadInputs } from '../../site/head';
import { registry } from '../../site/registry';
import { hrefFor, matchRoute, pageSlugOf, type AddressOptions } from '../../site/router';
import { firstQueries, ruleFor } from '../../site/routeRules';
import { allScreens } from '../../site/screens';
import spacing from '../../site/spacing.css';
import { spacingUsedBy } from '../../site/spacingRules';
import base from '../../styles/base.css';
import tokens from '../../styles/tokens.css';
import { provideMessages, type AnyDefinition } from '../../ui/definition';
import { HydrationRoot } from '../../ui/HydrateLater';
import { headHtml } from './headHtml';
import { sanitizeHtml } from './sanitizeHtml';
import { sheetTextOf } from './sheetTexts';
import { pageCore } from './pageCore';
import { policyHash } from '../policyHash';
import { fetchTransport } from './transport';

/** Renders of one page: each one a round of calls at most (500 ms apart), so a few. */
const MAX_PASSES = 6;

export interface InstanceOptions {
  /** The site path (`/about`, query included). */
  path: string;
  api: string;
  /** The site's origin, for canonical addresses. */
  origin: string;
  /** The site's address (`https://venue.example/site/`), as data-site-url gives it. */
  siteUrl?: string;
  base: string;
  /** Where the stylesheet files are (`/dist/`). */
  assets: string;
  /** The shadow root carries its sheets' text in `<style>` elements (server/page's inlineStyles), not links to their files. */
  inlineStyles?: boolean;
  /** `<venue-site>`'s attributes, as props. */
  props: { routing?: string; base?: string; serviceWorker?: string };
  groups: RequestGroups;
  fetch?: typeof fetch;
  /** The site's language (one of LANGUAGES). */
  lang: string;
  /** Further settings the browser gets too (server/page: the back office's address, raw_code's frame, the captcha). */
  settings: Partial<VenueConfig>;
  /** Replies the page starts from (the process's initialData, server/page): not asked again. */
  seed?: [QueryKey, unknown][];
}

export interface InstanceResult {
  status: number;
  location?: string;
  /** A page each visitor's browser resolves for itself (a member's route, /logout): no shared cache keeps it. */
  personal: boolean;
  /** The trackers the site's domain settings name (core/analytics), and Matomo's address: the page's policy allows them. */
  trackers: string[];
  matomo?: string;
  /** The shadow root's HTML. */
  shadow: string;
  /** The hash of its `<style>` element (`'sha256-…'`), for the page's policy. */
  styleHashes: string[];
  head: string;
  kinds: string[];
  queries: [QueryKey, unknown][];
  /** The CMS page the route shows (its slug), if it shows one. */
  page?: string;
}

/**
 * React's renderToString puts a `<link rel="preload" as="image">` for each eager picture before
 * the tree, for a document's head. The tree is a shadow root's: there they would stand before its
 * stylesheets, and the page's head already preloads its largest picture (server/preloads), which
 * each of these would compete with for the connection.
 */
const withoutHoistedPreloads = (html: string) => html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');

/** The trackers a domain's settings name, each only when set (as core/analytics loads them). */
function trackersOf(domain: AnalyticsSettings | undefined): string[] {
  if (!domain || !hasAnalytics(domain)) return [];
  const names = ['google_analytics_key', 'google_tag_manager', 'facebook_pixel', 'matomo_site_url'] as const;
  return names.filter((name) => hasAnalytics({ [name]: domain[name], matomo_site_id: domain.matomo_site_id }));
}

/** A stand-in for the element: nothing is dispatched from a page being rendered. */
const serverHost = { shadowRoot: null, dispatchEvent: () => true } as unknown as HTMLElement;

let ready: Promise<void> | undefined;

/**
 * The site's configuration and language, and the code of every definition, once for all its pages
 * (server/page makes one instance for each site, so the first page's options are every page's).
 */
function setUp(options: InstanceOptions): Promise<void> {
  return (ready ??= (async () => {
    configure(
      {
        ...options.settings,
        api: options.api,
        routing: 'path',
        lang: options.lang,
        ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      },
      () => undefined,
    );
    // The site's language, its messages loaded before the first render.
    await setLanguage(options.lang);
    readiness.open();
    // Every definition a page may render, with its component: a server renders any page in one pass.
    const definitions: readonly AnyDefinition[] = [siteDefinition, notFoundScreen, ...(await registry.all()), ...(await allScreens())];
    for (const definition of definitions) provideMessages(definition);
    await Promise.all(definitions.map((definition) => preload(definition, () => definition.load())));
  })());
}

export async function render(options: InstanceOptions): Promise<InstanceResult> {
  await setUp(options);
  const styles = new Set<string>();
  const core = pageCore({
    transport: fetchTransport(options.fetch),
    groups: options.groups,
    platform: {
      path: options.path,
      origin: () => options.origin,
      cmsHtml: sanitizeHtml,
      styles: (sheets) => sheets.forEach((sheet) => styles.add(sheet)),
    },
  });
  const { queries, pending, seen } = core;

  const address: AddressOptions = { mode: 'path', base: options.base };
  const route = matchRoute(options.path);
  const slug = pageSlugOf(route.match);
  if (options.seed) queries.seed(options.seed);
  const known = queries.get<InitialData>(initialDataQuery().key).data;
  for (const query of firstQueries(options.path, known?.pages)) queries.prefetch(query);

  const tree = (
    <PageCoreContext.Provider value={core}>
      <HydrationRoot parts={null}>
        <ElementRoot host={serverHost} tag="venue-site">
          <DefinitionComponent definition={siteDefinition} props={options.props} />
        </ElementRoot>
      </HydrationRoot>
    </PageCoreContext.Provider>
  );

  // Nothing but the frame renders before the site's content is in: no render waits for it.
  while (pending.size) await Promise.allSettled([...pending]);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // The sheets and definitions the last pass names, in the tree's order, whatever order the
    // replies came in: the page is the same document however its calls were answered.
    styles.clear();
    core.rendered.clear();
    [tokens, base].forEach((sheet) => styles.add(sheet));
    html = renderToString(tree);
    if (!pending.size) break;
    while (pending.size) await Promise.allSettled([...pending]);
  }
  // The root's sheets come first in the shadow root, put before the tree once the render has
  // named every sheet: their texts in one <style> element, a line each (a built sheet has no line
  // break: rollup's css-files checks), which the page's policy allows by its one hash (a phone's
  // first paint waits for no stylesheet request, and a hash per sheet made the policy a kilobyte
  // longer); or a link to each file. Either names each sheet's hash, so hydration does not adopt
  // it again (core/sheets). The spacing scale's line carries only the rules of the page's boxes
  // (site/spacingRules): a box finds its own there, and one rendered later adopts the scale.
  const files = [...styles];
  const texts = options.inlineStyles
    ? files.map((file) => {
        const text = sheetTextOf(file);
        return text && file === spacing ? spacingUsedBy(text, html) : text;
      })
    : [];
  const styleHashes: string[] = [];
  let sheets: string;
  if (texts.length && texts.every((text) => text !== undefined)) {
    const text = texts.join('\n');
    styleHashes.push(await policyHash(text));
    // The build's own texts, which end no <style> element (rollup's css-files checks), and names of word characters.
    sheets = `<style data-sheet="${files.map((file) => sheetNameIn(file) ?? file).join(' ')}">${text}</style>`;
  } else {
    sheets = files.map((file) => renderToString(<link rel="stylesheet" href={options.assets + file} />)).join('');
  }
  const shadow = sheets + withoutHoistedPreloads(html);

  const initial = queries.get<InitialData>(initialDataQuery().key).data;
  const trackers = trackersOf(initial?.domain);
  const result = (status: number, location?: string, personal = false): InstanceResult => ({
    status,
    location,
    personal,
    trackers,
    matomo: trackers.includes('matomo_site_url') ? String(initial?.domain?.matomo_site_url) : undefined,
    shadow,
    styleHashes,
    head: core.head ? headHtml(headTagsOf(options.origin, '', core.head as HeadInputs)) : '',
    kinds: [
      ...new Set(
        [...(core.rendered as Set<AnyDefinition>)].flatMap((d) => (d.kinds?.length ? d.kinds : d === siteDefinition ? [] : [d.tag])),
      ),
    ],
    queries: [...seen.keys()].sort().flatMap((hash) => {
      const key = seen.get(hash)!;
      const state = queries.get(key);
      return state.status === 'success' ? [[key, state.data] as [QueryKey, unknown]] : [];
    }),
    page: slug,
  });
  // A call that failed (the API down, slow or answering 500) makes the page one not to keep: the
  // handler answers the page as it was, or its 503 page (an unknown page is a reply, not a failure).
  if (!initial || [...seen.values()].some((key) => queries.get(key).status === 'error')) return result(503);

  const page: Page | null | undefined = slug
    ? (initial.pages.find((p) => p.slug === slug) ?? queries.get<Page | null>(pageQuery(slug).key).data)
    : undefined;
  // The site's rules for the route (site/routeRules), as a server answers them.
  const rule = ruleFor(options.path, route.match, {
    redirects: initial.redirects,
    page,
    cms: backOfficeUrl(getConfig(), options.origin),
    here: options.origin + hrefFor(options.path, address),
  });
  if (rule.kind === 'redirect') return result(301, /^https?:/.test(rule.to) ? rule.to : hrefFor(rule.to, address));
  if (rule.kind === 'leave') return result(302, rule.to);
  // The session lives in the browser's storage: a member's route (and /logout) is a page the
  // browser resolves, a member's for a member and /login for a visitor, kept by no shared cache.
  if (rule.kind === 'member' || rule.kind === 'logout') return result(200, undefined, true);
  if (core.rendered.has(notFoundScreen)) return result(404);
  return result(200);
}

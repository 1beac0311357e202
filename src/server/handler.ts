/**
 * A request handler on the standard Request and Response: Node's http (through an adapter),
 * Express, Hono, Deno, Bun, an edge runtime. It answers the site's pages rendered with their
 * data, /robots.txt and /sitemap.xml, and leaves everything else to the caller (`null`).
 */
import { normaliseBase, renderPage, sitePathOf, type RenderedPage, type RenderOptions } from './page';
import { knownLanguage } from '../core/languages';
import { unavailableHtml } from './document';
import { securityHeaders, type SecurityHeaderOptions } from './headers';
import { rawFrameResponse } from './rawFrame';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { droppedParameters, pageKeyOf, variantRouteOf, withParameters, type KeptParameters } from './cacheKey';
import { pageCache, type Answer, type PageStore, type WaitUntil } from './pageCache';

export interface HandlerOptions extends RenderOptions {
  /**
   * The security headers of a rendered page: by default a Content-Security-Policy the page
   * satisfies (server/headers), `X-Content-Type-Options: nosniff` and
   * `Referrer-Policy: strict-origin-when-cross-origin`; each can be changed or turned off.
   */
  headers?: SecurityHeaderOptions;
  /**
   * Cache-Control of a rendered page. The default lets a CDN keep a page a minute and serve it
   * stale for ten more while it asks again, and browsers ask every time: a page changed in the
   * CMS shows within a minute, and the API sees one render a minute per page however many
   * visitors there are.
   */
  cacheControl?: string;
  /**
   * How many rendered pages the handler keeps in memory (default 500; 0 keeps none). A kept page
   * is served for as long as the Cache-Control above lets a CDN serve it (s-maxage), then for
   * stale-while-revalidate more while one render in the background replaces it; visitors who
   * ask for a page being rendered wait for that one render. A server with no CDN in front then
   * answers most visitors at once, and the API still sees one render a minute per page.
   */
  memoryCache?: number;
  /**
   * How long a page's first render may take before the visitor gets the 503 page instead
   * (default 10 s; the render goes on, and the page is kept once it is done). A page rendered
   * before is answered from memory at once however slow the API is.
   */
  renderTimeout?: number;
  /**
   * The most the kept pages may weigh together (default 64 MB, in bytes of HTML): a crawler
   * asking for thousands of addresses cannot grow the process past it.
   */
  memoryCacheBytes?: number;
  /**
   * How many pages the handler renders at once (default 16); the others wait their turn. A render
   * mostly waits for the API, and a few at a time keep a server's cores busy: a thousand at once
   * (a crawler, a scanner) would only hold a thousand renders' memory together.
   */
  renders?: number;
  /**
   * A cache that processes or isolates share, of the web platform's Cache API shape (a Worker's
   * `caches.default`): a page one rendered is answered by the others without a render, fresh and
   * stale by the same rules as memory (the render time travels with it). Memory stays in front of
   * it. A page each browser resolves for itself (`private, no-store`) is never put. Default: none.
   */
  cache?: PageStore;
  /**
   * Query parameters a route reads on the server, by route (`{ '/shop': ['category'] }`, `'*'` for
   * all but the tracking ones): each value is a page of its own. Every other parameter (`utm_*`,
   * `fbclid`, `gclid`...) is left out of the page's key: the page rendered for the address without
   * it is answered, and the visitor's address keeps it. Default: none (no route reads one).
   */
  keepParameters?: KeptParameters;
  /**
   * The address (base, path and query) that a request's page is rendered for and kept under, in
   * place of the default above (`pageKeyOf`): it must keep only what changes the page.
   */
  cacheKey?: (url: URL) => string;
  /**
   * How many variants of one route memory keeps (default 50): its kept query values, and the
   * words of /search/{query}. Past them, the route's oldest goes first, so an address made up by
   * the thousand fills no more than that.
   */
  queryVariants?: number;
}

const encoder = new TextEncoder();

export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
/** The 503 page asks again after this (its Retry-After, and its own refresh). */
export const RETRY_AFTER_S = 30;
/** robots.txt and sitemap.xml change with the sitemap: an hour. */
const FILE_CACHE = 'public, max-age=3600';
/** 404s and redirects are cached briefly too, so that a crawler's misses do not each cost a render. */
const SHORT_CACHE = 'public, max-age=0, s-maxage=60';

/** A page each browser resolves for itself (a member's route, /logout): no shared cache keeps it. */
const PERSONAL_CACHE = 'private, no-store';

/** The answer's Cache-Control: pages as configured, 404s and redirects briefly, failures never. */
const cacheControlOf = (page: RenderedPage, pages: string) =>
  page.personal ? PERSONAL_CACHE : page.location || page.status === 404 ? SHORT_CACHE : page.status === 200 ? pages : 'no-store';

/** Runs at most `limit` tasks at once, the others in the order they came. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its place to the next one waiting.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * `(request, context?) => Promise<Response | null>`: the site's answer for a GET or HEAD of a page
 * under `base`, robots.txt or sitemap.xml; null for any other address or method, so that a server
 * serves its static files (the SDK's `dist/`) and its other routes itself. A Worker passes its
 * `ctx` as `context`: a page revalidated in the background then finishes after the answer.
 */
export function createHandler(options: HandlerOptions): (request: Request, context?: { waitUntil: WaitUntil }) => Promise<Response | null> {
  const base = normaliseBase(options.base);
  const cacheControl = options.cacheControl ?? PAGE_CACHE;
  const inTurn = limiter(Math.max(1, options.renders ?? 16));

  /** A rendered page as it is answered: its body encoded and its headers put together. */
  const answerOf = (page: RenderedPage): Answer => {
    const cache = cacheControlOf(page, cacheControl);
    if (page.location) return { status: page.status, body: null, headers: { location: page.location, 'cache-control': cache } };
    const body = encoder.encode(page.html);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cache,
      'content-length': String(body.length),
      ...securityHeaders(options.headers ?? {}, page),
    };
    if (page.status === 503) headers['retry-after'] = String(RETRY_AFTER_S);
    return { status: page.status, body, headers };
  };
  // A policy of the host's own lists no hash of the page's <style> elements: its sheets are then linked.
  const rendering = { ...options, inlineStyles: options.inlineStyles ?? typeof options.headers?.contentSecurityPolicy !== 'string' };
  const keyOf = options.cacheKey ?? ((url: URL) => pageKeyOf(url, base, options.keepParameters));
  const memory = pageCache({
    size: options.memoryCache ?? 500,
    bytes: options.memoryCacheBytes ?? 64_000_000,
    variants: Math.max(1, options.queryVariants ?? 50),
    timeout: options.renderTimeout ?? 10_000,
    store: options.cache,
    render: (key) => inTurn(() => renderPage(key, rendering)).then(answerOf),
    routeOf: (key) => variantRouteOf(key, base),
    unavailable: answerOf({
      status: 503,
      html: unavailableHtml(knownLanguage(options.lang) ?? 'en'),
      contentSecurityPolicy: "default-src 'none'",
    }),
  });
  return async (request, context) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const head = request.method === 'HEAD';
    // raw_code's frame document (server/rawFrame).
    const frame = rawFrameResponse(url.pathname, base, head);
    if (frame) return frame;
    // A HEAD answer has the headers of the GET's, its length among them.
    const text = (body: string, type: string) =>
      new Response(head ? null : body, {
        headers: { 'content-type': type, 'cache-control': FILE_CACHE, 'content-length': String(encoder.encode(body).length) },
      });
    if (url.pathname === `${base}/robots.txt` || url.pathname === '/robots.txt')
      return text(robotsTxt(options.siteUrl), 'text/plain; charset=utf-8');
    if (url.pathname === `${base}/sitemap.xml`) {
      const entries = await sitemapEntries(options.api, options.fetch);
      return text(sitemapXml(entries, options.siteUrl), 'application/xml; charset=utf-8');
    }
    const path = sitePathOf(url.pathname + url.search, base);
    // A file of its own (site.css, sw.js) is the static server's.
    if (path === undefined || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
    const key = keyOf(url);
    const { answer, age } = await memory(key, url.origin, context?.waitUntil?.bind(context));
    let headers = age ? { ...answer.headers, age: String(age) } : answer.headers;
    // A redirect keeps the visitor's parameters; so made, it is theirs alone, not a CDN's to share.
    const dropped = answer.headers.location ? droppedParameters(url, key) : [];
    if (dropped.length)
      headers = { ...headers, location: withParameters(answer.headers.location, dropped), 'cache-control': PERSONAL_CACHE };
    return new Response(head ? null : answer.body, { status: answer.status, headers });
  };
}

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
}

const encoder = new TextEncoder();

export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
/** A page rendered before is answered, stale, for up to a day while the API is down or failing. */
const STALE_IF_ERROR_MS = 86_400_000;
/** The 503 page asks again after this (its Retry-After, and its own refresh). */
export const RETRY_AFTER_S = 30;
/** robots.txt and sitemap.xml change with the sitemap: an hour. */
const FILE_CACHE = 'public, max-age=3600';
/** 404s and redirects are cached briefly too, so that a crawler's misses do not each cost a render. */
const SHORT_CACHE = 'public, max-age=0, s-maxage=60';

/** Seconds a shared cache may serve an answer fresh, then stale while it revalidates; none when private. */
function sharedLifetime(cacheControl: string): { fresh: number; stale: number } | undefined {
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return undefined;
  const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  const fresh = /\bs-maxage=/.test(cacheControl) ? seconds('s-maxage') : seconds('max-age');
  const stale = seconds('stale-while-revalidate');
  return fresh + stale > 0 ? { fresh: fresh * 1000, stale: stale * 1000 } : undefined;
}

/** A page each browser resolves for itself (a member's route, /logout): no shared cache keeps it. */
const PERSONAL_CACHE = 'private, no-store';

/** The answer's Cache-Control: pages as configured, 404s and redirects briefly, failures never. */
const cacheControlOf = (page: RenderedPage, pages: string) =>
  page.personal ? PERSONAL_CACHE : page.location || page.status === 404 ? SHORT_CACHE : page.status === 200 ? pages : 'no-store';

/**
 * A page as it is answered: its body encoded and its headers put together once, for all the
 * visitors it is answered to. The handler keeps answers, not the renderer's HTML: bytes outside
 * the collector's heap, so a full memory leaves no long-lived strings among the renders' garbage.
 */
interface Answer {
  status: number;
  body: Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
}

interface Kept {
  answer: Answer;
  at: number;
  refreshing?: boolean;
}

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
 * Rendered pages by address, the least recently rendered dropped first beyond `size`, and at
 * most one render of an address at a time.
 */
function pageMemory(size: number, bytes: number, timeout: number, render: (url: string) => Promise<Answer>, unavailable: Answer) {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const forget = (url: string) => {
    const gone = kept.get(url);
    if (gone) keptBytes -= gone.answer.body?.length ?? 0;
    kept.delete(url);
  };
  const rendering = new Map<string, Promise<Answer>>();
  const renderOnce = (url: string) => {
    let pending = rendering.get(url);
    if (!pending) {
      pending = render(url)
        .then((answer) => {
          if (size > 0 && sharedLifetime(answer.headers['cache-control'])) {
            forget(url);
            kept.set(url, { answer, at: Date.now() });
            keptBytes += answer.body?.length ?? 0;
            // The least recently rendered go first, past the count or the bytes.
            while (kept.size > size || (keptBytes > bytes && kept.size > 1)) forget(kept.keys().next().value!);
          }
          return answer;
        })
        .finally(() => rendering.delete(url));
      rendering.set(url, pending);
    }
    return pending;
  };
  /** The page and its age in seconds (0 when just rendered). */
  return async (url: string): Promise<{ answer: Answer; age: number }> => {
    const entry = kept.get(url);
    const lifetime = entry && sharedLifetime(entry.answer.headers['cache-control']);
    const age = entry ? Date.now() - entry.at : 0;
    if (entry && lifetime && age < lifetime.fresh + lifetime.stale) {
      if (age >= lifetime.fresh && !entry.refreshing) {
        entry.refreshing = true;
        // A failed render in the background keeps the page there was, until its time is up.
        renderOnce(url)
          .catch(() => undefined)
          .finally(() => (entry.refreshing = false));
      }
      return { answer: entry.answer, age: Math.floor(age / 1000) };
    }
    // A first render past the time limit is answered with the 503 page; it goes on and is kept.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Answer>((resolve) => (timer = setTimeout(() => resolve(unavailable), timeout)));
    const answer = await Promise.race([renderOnce(url).catch(() => unavailable), late]).finally(() => clearTimeout(timer));
    // The API down, failing or slow: the page as it was, up to a day old, rather than an error.
    if (answer.status >= 500 && entry && age < STALE_IF_ERROR_MS) return { answer: entry.answer, age: Math.floor(age / 1000) };
    return { answer, age: 0 };
  };
}

/**
 * `(request) => Promise<Response | null>`: the site's answer for a GET or HEAD of a page under
 * `base`, robots.txt or sitemap.xml; null for any other address or method, so that a server
 * serves its static files (the SDK's `dist/`) and its other routes itself.
 */
export function createHandler(options: HandlerOptions): (request: Request) => Promise<Response | null> {
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
  const memory = pageMemory(
    options.memoryCache ?? 500,
    options.memoryCacheBytes ?? 64_000_000,
    options.renderTimeout ?? 10_000,
    (url) => inTurn(() => renderPage(url, options)).then(answerOf),
    answerOf({ status: 503, html: unavailableHtml(knownLanguage(options.lang) ?? 'en'), contentSecurityPolicy: "default-src 'none'" }),
  );
  return async (request) => {
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
    const { answer, age } = await memory(url.pathname + url.search);
    return new Response(head ? null : answer.body, {
      status: answer.status,
      headers: age ? { ...answer.headers, age: String(age) } : answer.headers,
    });
  };
}

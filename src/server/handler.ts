/**
 * A request handler on the standard Request and Response: Node's http (through an adapter),
 * Express, Hono, Deno, Bun, an edge runtime. It answers the site's pages rendered with their
 * data, /robots.txt and /sitemap.xml, and leaves everything else to the caller (`null`).
 */
import { normaliseBase, renderPage, sitePathOf, type RenderOptions } from './index';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

export interface HandlerOptions extends RenderOptions {
  /**
   * Cache-Control of a rendered page. The default lets a CDN keep a page a minute and serve it
   * stale for ten more while it asks again, and browsers ask every time: a page changed in the
   * CMS shows within a minute, and the API sees one render a minute per page however many
   * visitors there are.
   */
  cacheControl?: string;
}

export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** robots.txt and sitemap.xml change with the sitemap: an hour. */
const FILE_CACHE = 'public, max-age=3600';
/** 404s and redirects are cached briefly too, so that a crawler's misses do not each cost a render. */
const SHORT_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * `(request) => Promise<Response | null>`: the site's answer for a GET or HEAD of a page under
 * `base`, robots.txt or sitemap.xml; null for any other address or method, so that a server
 * serves its static files (the SDK's `dist/`) and its other routes itself.
 */
export function createHandler(options: HandlerOptions): (request: Request) => Promise<Response | null> {
  const base = normaliseBase(options.base);
  const cacheControl = options.cacheControl ?? PAGE_CACHE;
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const head = request.method === 'HEAD';
    const text = (body: string, type: string, status = 200, cache = FILE_CACHE) =>
      new Response(head ? null : body, { status, headers: { 'content-type': type, 'cache-control': cache } });
    if (url.pathname === `${base}/robots.txt` || url.pathname === '/robots.txt')
      return text(robotsTxt(options.siteUrl), 'text/plain; charset=utf-8');
    if (url.pathname === `${base}/sitemap.xml`) {
      const entries = await sitemapEntries(options.api, options.fetch);
      return text(sitemapXml(entries, options.siteUrl), 'application/xml; charset=utf-8');
    }
    const path = sitePathOf(url.pathname + url.search, base);
    // A file of its own (site.css, sw.js) is the static server's.
    if (path === undefined || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
    const page = await renderPage(url.pathname + url.search, options);
    if (page.location) {
      return new Response(null, { status: page.status, headers: { location: page.location, 'cache-control': SHORT_CACHE } });
    }
    const cache = page.status === 200 ? cacheControl : page.status === 404 ? SHORT_CACHE : 'no-store';
    return text(page.html, 'text/html; charset=utf-8', page.status, cache);
  };
}

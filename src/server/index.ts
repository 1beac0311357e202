/**
 * `venue-elements/server`: the venue's site rendered on a server (Node 20+, or any runtime with
 * fetch and the standard Request and Response). renderPage gives one page's status and HTML;
 * createHandler serves pages, robots.txt, sitemap.xml and raw_code's frame document; the
 * `venue-elements prerender` command (cli.ts) writes them as files.
 *
 * What runs where: this folder is the server's side (the handler, the page's document, the
 * sitemap, the command); `render/` is the page renderer, the site's own components rendered with
 * react-dom/server in a core of the page's own.
 */
export { normaliseBase, renderPage, sitePathOf, type RenderedPage, type RenderOptions } from './page';
export { createHandler, PAGE_CACHE, type HandlerOptions } from './handler';
export { isTrackingParameter, pageKeyOf, TRACKING_PARAMETERS, type KeptParameters } from './cacheKey';
export type { PageStore } from './pageCache';
export { contentSecurityPolicy, type PolicySources, type SecurityHeaderOptions } from './headers';
export { nodeListener } from './node';
export { RAW_FRAME_HEADERS, RAW_FRAME_PATH, rawFrameHtml } from './rawFrame';
export { sitemapEntries, robotsTxt, sitemapXml } from './sitemap';

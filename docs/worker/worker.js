// A Cloudflare Worker that serves the venue's site rendered on the server (docs/deploying.md,
// "A Cloudflare Worker"). The SDK's files (dist/) are served from a CDN or the Worker's static
// assets; this Worker answers the site's pages, robots.txt and sitemap.xml.
import { createHandler } from 'venue-elements/server';

let handler;

export default {
  async fetch(request, env, ctx) {
    // One handler per isolate: its memory keeps the pages it serves most between requests.
    handler ??= createHandler({
      api: env.VENUE_API,
      siteUrl: env.SITE_URL,
      assets: env.ASSETS_URL,
      lang: env.SITE_LANG,
      // A Worker's memory is small: a few hundred pages, and the data centre's cache keeps the rest.
      memoryCache: 200,
      // The data centre's cache, which every isolate there shares: a page one rendered, the others
      // answer without a render or a call to the API.
      cache: caches.default,
    });
    // ctx: a page revalidated in the background finishes after the answer is sent.
    return (await handler(request, ctx)) ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  },
};

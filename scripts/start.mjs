// `npm start`: installs what is missing, builds the SDK, then serves the demo pages and the
// reference back end (on its embedded database) and prints the addresses. The venue's site at
// /site/ is rendered on the server (venue-elements/server's createHandler): each page arrives
// with its content and data, and the browser's <venue-site> takes over from there.
import { ensureDatabaseTemplate, ensureNodeModules, run } from './bootstrap.mjs';

ensureNodeModules();
await ensureDatabaseTemplate();
console.log('venue-elements: building…');
if (run('npx', ['rollup', '-c', '--silent']) !== 0) process.exit(1);

const { createApp } = await import('../demo/server/app.js');
const { startStatic } = await import('./serve.mjs');
const { createHandler } = await import('../dist/server/index.js');
const apiPort = Number(process.env.PORT ?? 8787);
const pagesPort = Number(process.env.PAGES_PORT ?? 8080);
const api = await createApp({ port: apiPort, dataDir: process.env.DATA_DIR ?? 'demo/.data', databaseUrl: process.env.DATABASE_URL });
const site = createHandler({
  api: api.url,
  siteUrl: `http://localhost:${pagesPort}/site/`,
  base: '/site',
  assets: '/dist/',
  // The demo site page's own (demo/site/index.html): its service worker. Its stylesheet has only
  // the rule the rendered document carries (server/document), so the first paint waits for no request.
  attributes: { 'service-worker': '/site/sw.js' },
});
const pages = await startStatic({ port: pagesPort, host: '0.0.0.0', vars: { API: api.url }, site });
console.log(`\nthe venue's site:         ${pages.url}/site/  (<venue-site>, path routing, rendered on the server)`);
console.log(`venue-elements demo:      ${pages.url}/  (element catalogue)`);
console.log(`partner page example:     ${pages.url}/demo/partner.html`);
console.log(`reference back end:       ${api.url}  (dev outbox: ${api.url}/dev/outbox)`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await pages.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

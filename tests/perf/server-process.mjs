// One of the bench's servers in a process of its own, as a partner's page meets them: the SDK's
// CDN and the venue's API are other machines, so neither waits on the other's work, nor on the
// browser driver's. The back end runs its database in the same thread as its HTTP server; in the
// bench's own process a query held up the chunks' replies by up to 200 ms.
//
//   node server-process.mjs api <dataDir>
//   node server-process.mjs static <root> <apiUrl> <entryMaxAge>
//   node server-process.mjs site <apiUrl> [counted]
//        (createHandler alone on node:http, load.bench.mjs; GET /__stats answers its API calls
//        and memory; `counted`: and its renders, campaign.bench.mjs)
//
// Prints its address on the first line of stdout, and stops when its standard input closes
// (the bench ends or dies).
import { startStatic } from '../../scripts/serve.mjs';
import { imageCache } from '../image-cache.mjs';

const [kind, ...args] = process.argv.slice(2);
let server;
if (kind === 'api') {
  const { createApp } = await import('../../demo/server/app.js');
  // Pictures as a CDN serves them, rendered once: the cache the test back ends share.
  server = await createApp({ port: 0, dataDir: args[0], imageCache, quiet: true });
} else if (kind === 'static') {
  server = await startStatic({ root: args[0], vars: { API: args[1] }, entryMaxAge: Number(args[2]) });
} else if (kind === 'site') {
  const { createServer } = await import('node:http');
  const { createHandler, nodeListener } = await import('../../dist/server/index.js');
  let apiCalls = 0;
  const counted = (input, init) => {
    apiCalls += 1;
    return fetch(input, init);
  };
  // Renders counted as the pages the handler puts in its shared cache: a store that keeps nothing.
  let renders = 0;
  const cache = args[1] === 'counted' ? { match: async () => undefined, put: async () => void (renders += 1) } : undefined;
  const handler = createHandler({
    api: args[0],
    siteUrl: 'http://localhost/site/',
    base: '/site',
    assets: '/dist/',
    fetch: counted,
    cache,
  });
  const listener = nodeListener(handler);
  const http = createServer((req, res) => {
    if (req.url === '/__stats') {
      // Its size as it runs, and once a full collection has run (node --expose-gc): what it keeps.
      const rss = process.memoryUsage().rss;
      globalThis.gc?.();
      const { rss: kept, heapUsed: heap } = process.memoryUsage();
      return void res.end(JSON.stringify({ apiCalls, renders, rss, kept, heap }));
    }
    listener(req, res);
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  server = { url: `http://127.0.0.1:${http.address().port}`, close: () => new Promise((resolve) => http.close(resolve)) };
} else {
  console.error(`server-process: unknown kind ${kind}`);
  process.exit(2);
}
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.close();
  process.exit(0);
});

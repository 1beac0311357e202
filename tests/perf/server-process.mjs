// One of the bench's servers in a process of its own, as a partner's page meets them: the SDK's
// CDN and the venue's API are other machines, so neither waits on the other's work, nor on the
// browser driver's. The back end runs its database in the same thread as its HTTP server; in the
// bench's own process a query held up the chunks' replies by up to 200 ms.
//
//   node server-process.mjs api <dataDir>
//   node server-process.mjs static <root> <apiUrl> <entryMaxAge>
//
// Prints its address on the first line of stdout, and stops when its standard input closes
// (the bench ends or dies).
import { startStatic } from '../../scripts/serve.mjs';

const [kind, ...args] = process.argv.slice(2);
let server;
if (kind === 'api') {
  const { createApp } = await import('../../demo/server/app.js');
  server = await createApp({ port: 0, dataDir: args[0], quiet: true });
} else if (kind === 'static') {
  server = await startStatic({ root: args[0], vars: { API: args[1] }, entryMaxAge: Number(args[2]) });
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

// Race-day load on the site's request handler alone (createHandler on node:http, in a process of
// its own: server-process.mjs site) against the reference back end, with autocannon. Printed,
// never asserted (the machines are shared). `node tests/perf/bench.mjs --only load`.
//
//  - cached pages: known pages already rendered, 100 connections for 20 s (autocannon in two threads);
//  - distinct unknown URLs, a thousand at once: every one answered 404, and the API's calls for them;
//  - memory: the process's size idle, and after 10,000 distinct URLs (the handler keeps 500 pages),
//    2 s after them and once it has been quiet 20 s more.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const KNOWN = ['/', '/about', '/calendar', '/faq', '/gallery', '/contact', '/events/happy-laps', '/shop'];

/** The handler alone on node:http in a process of its own (server-process.mjs site; `extra`: its further arguments). */
export function siteServer(apiUrl, ...extra) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', new URL('server-process.mjs', import.meta.url).pathname, 'site', apiUrl, ...extra],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the site server stopped (exit ${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.stdin.end();
      setTimeout(() => child.kill(), 5000).unref();
    });
  return { url, stop };
}

/** autocannon's requests: the i-th request asks for `pathOf(i)`. */
const pathsOf = (pathOf) => {
  let i = 0;
  return [{ setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }];
};
const run = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
const stats = async (url) => (await fetch(`${url}/__stats`)).json();
const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;

async function measure(apiUrl, log) {
  const server = siteServer(apiUrl);
  try {
    const url = await server.url;
    for (const path of KNOWN) await fetch(`${url}/site${path}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = await stats(url);
    log('load: cached pages, 100 connections, 20 s');
    // Two threads of autocannon: one thread, parsing a hundred connections' 40-100 KB pages, is
    // itself the limit on two cores (the handler's process was idle 59% of such a run). Each
    // connection asks for the known pages in turn.
    const cached = await run({
      url,
      connections: 100,
      duration: 20,
      workers: 2,
      requests: KNOWN.map((path) => ({ path: `/site${path}` })),
    });

    log('load: 1,000 distinct unknown URLs at once');
    const before = await stats(url);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        fetch(`${url}/site/no-such-page-${i}`).then(
          (r) => r.status,
          () => 'error',
        ),
      ),
    );
    const burstMs = Date.now() - started;
    const after = await stats(url);
    const statuses = {};
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;

    log('load: 10,000 distinct unknown URLs, 100 connections');
    const distinct = await run({ url, connections: 100, amount: 10_000, timeout: 60, requests: pathsOf((i) => `/site/unknown-${i}`) });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const end = await stats(url);
    // V8 gives the memory of a burst back to the system once the process has been quiet a while.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const settled = await stats(url);
    return { cached, distinct, idle, end, settled, burst: { ms: burstMs, statuses, apiCalls: after.apiCalls - before.apiCalls } };
  } finally {
    await server.stop();
  }
}

function table({ cached, distinct, idle, end, settled, burst }) {
  const codes = (r) =>
    Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
  return [
    'The request handler alone on node:http (createHandler, its 500-page memory), the reference back end behind it:',
    '',
    '| load | requests/s | p50 | p99 | answers |',
    '| --- | ---: | ---: | ---: | --- |',
    `| cached pages, 100 connections, 20 s, autocannon in two threads | ${Math.round(cached.requests.average)} | ${cached.latency.p50} ms | ${cached.latency.p99} ms | ${codes(cached)}, errors ${cached.errors}, timeouts ${cached.timeouts} |`,
    `| 10,000 distinct unknown URLs, 100 connections | ${Math.round(distinct.requests.average)} | ${distinct.latency.p50} ms | ${distinct.latency.p99} ms | ${codes(distinct)}, errors ${distinct.errors}, timeouts ${distinct.timeouts} |`,
    '',
    `1,000 distinct unknown URLs at once: all answered in ${(burst.ms / 1000).toFixed(1)} s, ${Object.entries(burst.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}, ${burst.apiCalls} API calls (${(burst.apiCalls / 1000).toFixed(2)} a URL).`,
    `Memory: ${mb(idle.rss)} idle with the known pages rendered, ${mb(end.rss)} after the 10,000 distinct URLs (+${mb(end.rss - idle.rss)}); ` +
      `after a full garbage collection ${mb(idle.kept)} and ${mb(end.kept)} (+${mb(end.kept - idle.kept)}), ` +
      `of which JavaScript's heap ${mb(idle.heap)} and ${mb(end.heap)} (+${mb(end.heap - idle.heap)}); ` +
      `quiet 20 s more, ${mb(settled.kept)} (+${mb(settled.kept - idle.kept)}).`,
  ];
}

export default async function loadBench({ apiUrl }) {
  return { pages: [], scenarios: [{ id: 'load', run: async ({ log }) => table(await measure(apiUrl, log)) }] };
}

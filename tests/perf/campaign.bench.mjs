// A race-day campaign on the site's request handler alone (createHandler on node:http, in a
// process of its own: server-process.mjs site) against the reference back end, with autocannon.
// Every click carries a parameter of its own (utm_*, fbclid, gclid...), so every request is an
// address never asked before, over five known pages. Printed, never asserted (the machines are
// shared). `node tests/perf/bench.mjs --only campaign`.
//
//  - cold: 1,000 distinct campaign addresses from a handler that has rendered nothing, 100
//    connections: its renders (the pages it puts in its cache) and the API's calls per address;
//  - warm: 20 s of distinct campaign addresses, 100 connections, autocannon in two threads (one
//    thread parsing a hundred connections' pages is itself the limit on two cores);
//  - the same five pages without a parameter, as the warm run: what a campaign's address costs
//    against a page's own, on a machine as busy in both.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { siteServer } from './load.bench.mjs';

const { PAGES, campaignPath } = createRequire(import.meta.url)('./campaign-paths.cjs');

const run = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
const stats = async (url) => (await fetch(`${url}/__stats`)).json();

async function measure(apiUrl, log) {
  const server = siteServer(apiUrl, 'counted');
  try {
    const url = await server.url;
    const start = await stats(url);
    log('campaign: 1,000 distinct campaign addresses over five known pages, cold, 100 connections');
    let i = 0;
    const cold = await run({
      url,
      connections: 100,
      amount: 1000,
      timeout: 60,
      requests: [{ setupRequest: (request) => ({ ...request, path: campaignPath(`cold-${i++}`) }) }],
    });
    const warmed = await stats(url);
    log('campaign: distinct campaign addresses, 100 connections, 20 s, two threads');
    const warm = await run({
      url,
      connections: 100,
      duration: 20,
      workers: 2,
      timeout: 60,
      requests: [{ setupRequest: fileURLToPath(new URL('campaign-request.cjs', import.meta.url)) }],
    });
    const end = await stats(url);
    log('campaign: the same pages without a parameter, 100 connections, 20 s, two threads');
    const plain = await run({ url, connections: 100, duration: 20, workers: 2, requests: PAGES.map((path) => ({ path: `/site${path}` })) });
    const last = await stats(url);
    const delta = (a, b) => ({ renders: b.renders - a.renders, apiCalls: b.apiCalls - a.apiCalls });
    return {
      cold: { ...delta(start, warmed), result: cold },
      warm: { ...delta(warmed, end), result: warm },
      plain: { ...delta(end, last), result: plain },
    };
  } finally {
    await server.stop();
  }
}

function table({ cold, warm, plain }) {
  const codes = (r) =>
    Object.entries(r.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
  const row = (name, { renders, apiCalls, result }) => {
    const addresses = result.requests.total;
    return `| ${name} | ${addresses} | ${renders} | ${apiCalls} (${(apiCalls / addresses).toFixed(4)}) | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${codes(result)}, errors ${result.errors}, timeouts ${result.timeouts} |`;
  };
  return [
    `A campaign on the request handler alone on node:http (createHandler, defaults), the reference back end behind it; every request a campaign address never asked before, over ${PAGES.join(', ')}:`,
    '',
    '| load | addresses | renders | API calls (per address) | requests/s | p50 | p99 | answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    row('cold: 1,000 distinct addresses, 100 connections', cold),
    row('warm: distinct addresses for 20 s, 100 connections, autocannon in two threads', warm),
    row('the same pages without a parameter (the cached pages of load.bench.mjs), 20 s, as above', plain),
  ];
}

export default async function campaignBench({ apiUrl }) {
  return { pages: [], scenarios: [{ id: 'campaign', run: async ({ log }) => table(await measure(apiUrl, log)) }] };
}

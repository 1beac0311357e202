// `npm run bench`: the pages of tests/perf/*.bench.mjs loaded cold in headless Chromium as a
// partner's visitor sees them, in an unthrottled and a throttled network profile, and one table.
// Numbers only: nothing here passes or fails on time (the machines are shared and noisy).
//
// It starts its own back end (a fresh data folder), static server and browser and stops them
// all, also on Ctrl-C. The static server serves a snapshot of dist/ taken at the start (others
// may rebuild dist/ meanwhile) from a temporary folder, with the files the benchmarks add
// (FullCalendar minified). Runs are sequential, never parallel, and interleaved: run i of every
// page and profile comes before run i + 1 of any, pages in alternating order, so a slow moment of
// the machine falls on all of them alike; ratios against FullCalendar are taken per run pair.
//
// The site as the server renders it, on the same mid-tier phone on every machine (calibrate.mjs:
// the CPU slowed by 4 × this machine's Lighthouse benchmarkIndex / 1750, or CPU_SLOWDOWN):
// lighthouse.bench.mjs its Lighthouse scores (`--only lighthouse`), long-tasks.bench.mjs every task
// of 50 ms or more to idle (`--only long-tasks`), inp.bench.mjs five interactions' INP (`--only inp`).
// The page loads of the table are not CPU-slowed (their ratios against FullCalendar are on this
// machine's own CPU); the table says so, with this machine's index.
//
//   node tests/perf/bench.mjs [--runs N] [--only id,id]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromeArgs, chromePath } from '../../scripts/chrome.mjs';
import { calibrate, describe } from './calibrate.mjs';
import { PROFILES, loadOnce, median, quantile } from './measure.mjs';

const repo = join(import.meta.dirname, '../..');
const { values: options } = parseArgs({ options: { runs: { type: 'string' }, only: { type: 'string' } } });
const started = Date.now();
const log = (text) => process.stderr.write(`${text}\n`);

const cleanups = [];
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

/** The files dist/manifest.json names, when they are all there; otherwise undefined. */
function builtFiles(dist) {
  try {
    const names = JSON.stringify(JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))).match(/chunks\/[^"]+\.js/g) ?? [];
    const files = ['venue-elements.js', 'manifest.json', ...new Set(names)];
    return files.every((f) => existsSync(join(dist, f))) ? files : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of dist/ (without the npm build) and the bench fixtures under a temporary root: others
 * may rebuild dist/ meanwhile. Waits for a complete build that has not changed for 3 s.
 */
async function snapshot(root) {
  const dist = join(repo, 'dist');
  const newest = () => Math.max(...readdirSync(dist, { recursive: true }).map((f) => statSync(join(dist, f)).mtimeMs));
  for (let tries = 0; ; tries++) {
    const before = builtFiles(dist) && newest();
    if (before) {
      await new Promise((r) => setTimeout(r, 3000));
      if (builtFiles(dist) && newest() === before) break;
    }
    if (tries === 60) throw new Error('No complete dist/: build the SDK first (npm run build).');
    if (tries === 0) log('dist/ is incomplete or changing (a build is running?): waiting…');
    await new Promise((r) => setTimeout(r, 2000));
  }
  cpSync(dist, join(root, 'dist'), { recursive: true, filter: (src) => !src.startsWith(join(dist, 'npm')) });
  if (!builtFiles(join(root, 'dist'))) throw new Error('dist/ changed while it was copied: run again.');
  const fixtures = join(root, 'tests/browser/fixtures');
  mkdirSync(fixtures, { recursive: true });
  for (const file of readdirSync(join(repo, 'tests/browser/fixtures')).filter((f) => /^bench-.*\.html$/.test(f))) {
    cpSync(join(repo, 'tests/browser/fixtures', file), join(fixtures, file));
  }
}

const root = mkdtempSync(join(tmpdir(), 'venue-bench-root-'));
const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-data-'));
cleanups.push(
  async () => rmSync(root, { recursive: true, force: true }),
  async () => rmSync(dataDir, { recursive: true, force: true }),
);

/** A server in a child process (server-process.mjs), stopped with the bench. */
async function serverProcess(...args) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'server-process.mjs'), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    child.stdin.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    child.kill();
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the bench's ${args[0]} server stopped (exit ${code})`)));
  });
  return { url };
}

let report;
try {
  await snapshot(root);
  const api = await serverProcess('api', dataDir);
  const server = await serverProcess('static', root, api.url, '300');

  const pages = [];
  const scenarios = []; // measurements a bench file runs itself ({ id, run }), after the page loads
  for (const file of readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.bench.mjs'))
    .sort()) {
    const { default: bench } = await import(join(import.meta.dirname, file));
    const { files = {}, pages: defined, scenarios: own = [] } = await bench({ apiUrl: api.url });
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), body);
    }
    pages.push(...defined);
    scenarios.push(...own);
  }
  const only = options.only?.split(',');
  const chosen = pages
    .filter((p) => !only || only.includes(p.id))
    .map((p) => ({ ...p, runs: options.runs ? Number(options.runs) : p.runs, url: `${server.url}/tests/browser/fixtures/${p.fixture}` }));

  const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
  cleanups.push(() => browser.close());

  // A page made from what the SDK shows on another (a host's reserved heights): before any run.
  for (const page of chosen.filter((p) => p.prepare)) {
    const html = await page.prepare({ browser, baseUrl: `${server.url}/tests/browser/fixtures/` });
    writeFileSync(join(root, 'tests/browser/fixtures', page.fixture), html);
    log(`prepared ${page.fixture}`);
  }

  // One untimed load of each page first: it warms the servers (compression caches, the database)
  // and counts the requests and the JavaScript.
  const inventory = {};
  for (const page of chosen) {
    inventory[page.id] = await loadOnce(browser, { ...page, inventory: true }).catch((error) => ({ error: error.message }));
    log(`inventory ${page.id}: ${inventory[page.id].error ?? `${inventory[page.id].requests} requests`}`);
  }

  const results = {}; // results[id][profile][i] = { ms, cls, shifts } | { error }
  for (const page of chosen) results[page.id] = Object.fromEntries(Object.keys(PROFILES).map((p) => [p, []]));
  const most = Math.max(...chosen.map((p) => p.runs));
  for (let i = 0; i < most; i++) {
    const profiles = Object.keys(PROFILES);
    for (const profile of i % 2 ? profiles.reverse() : profiles) {
      const due = chosen.filter((p) => p.runs > i);
      for (const page of i % 2 ? due.reverse() : due) {
        results[page.id][profile][i] = await loadOnce(browser, { ...page, profile }).catch((error) => ({
          error: error.message.split('\n')[0],
        }));
      }
    }
    log(`run ${i + 1}/${most} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  const extra = []; // each scenario's lines, printed after the table
  for (const scenario of scenarios.filter((s) => !only || only.includes(s.id))) {
    extra.push('', ...(await scenario.run({ browser, url: server.url, log })));
  }
  // The machine the table's loads ran on, in Lighthouse's terms (calibrated once for every bench).
  const cpu = chosen.length ? await calibrate({ log }) : undefined;
  report = { chosen, inventory, results, extra, cpu, chromium: browser.version() };
} finally {
  await cleanUp();
}

// ---- the table ----
const { chosen, inventory, results, extra, cpu, chromium: version } = report;
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const rows = [];
const failures = [];
for (const page of chosen) {
  for (const profile of Object.keys(PROFILES)) {
    const runs = results[page.id][profile];
    const ok = runs.filter((r) => r && !r.error);
    for (const r of runs.filter((r) => r?.error)) failures.push(`${page.name}, ${profile}: ${r.error}`);
    const ms = ok.map((r) => r.ms);
    const cls = ok.map((r) => r.cls);
    let ratio = '';
    if (page.vs && results[page.vs]) {
      const theirs = results[page.vs][profile];
      const pairs = runs
        .map((r, i) => (r && !r.error && theirs[i] && !theirs[i].error ? r.ms / theirs[i].ms : undefined))
        .filter((x) => x !== undefined);
      ratio = pairs.length ? `${fmt(median(pairs), 2)} (${pairs.length} pairs)` : '–';
    }
    rows.push([
      page.name,
      profile,
      `${ok.length}${ok.length < runs.length ? `/${runs.length}` : ''}`,
      fmt(median(ms)),
      `${fmt(quantile(ms, 0.25))}–${fmt(quantile(ms, 0.75))}`,
      ratio,
      fmt(median(cls), 3),
      fmt(Math.max(...cls), 3),
      String(inventory[page.id].requests ?? '–'),
      fmt(inventory[page.id].jsBytes / 1000, 1),
    ]);
  }
}
const head = [
  'page',
  'profile',
  'runs',
  'first content ms (median)',
  'p25–p75',
  'ours/FullCalendar (median of pairs)',
  'CLS median',
  'CLS max',
  'requests',
  'JS KB gz',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;

const date = new Date().toISOString().slice(0, 10);
const out = [];
out.push(
  `venue-elements benchmark, ${date}: ${cpus().length} cores, Chromium ${version} headless, viewport 1280×720, every load cold (new context).`,
);
out.push(
  `Runs per page and profile: ${[...new Set(chosen.map((p) => p.runs))]
    .sort((a, b) => b - a)
    .map(
      (n) =>
        `${n} (${chosen
          .filter((p) => p.runs === n)
          .map((p) => p.id)
          .join(', ')})`,
    )
    .join('; ')}; sequential, interleaved.`,
);
out.push(
  'Throttled: CDP Network.emulateNetworkConditions, 40 ms latency, 10 Mbit/s. First content: from navigation start to the frame in which',
);
out.push('the first event title has a box (calendars), the first question (FAQ), every element its first content (ten elements).');
if (cpu) out.push(`CPU not slowed for these loads (1×); the calibrated phone of the other benches: ${describe(cpu)}.`);
out.push('');
out.push(line(head));
out.push(`|${widths.map((w, i) => (i < 2 ? ':' : '-') + '-'.repeat(w) + (i < 2 ? '-' : ':')).join('|')}|`);
for (const r of rows) out.push(line(r));
out.push('');
out.push(
  'Largest layout-shift sources (all runs of both profiles; score = median per run of the shift entries it took part in; y = its top, px):',
);
for (const page of chosen) {
  const all = Object.values(results[page.id])
    .flat()
    .filter((r) => r && !r.error);
  const bySource = new Map();
  for (const run of all) {
    const here = new Map();
    for (const shift of run.shifts) {
      for (const s of shift.sources) {
        const e = here.get(s.node) ?? { score: 0, moves: [] };
        e.score += shift.value;
        e.moves.push(`${s.from ?? 'out of view'} → ${s.to ?? 'out of view'}`);
        here.set(s.node, e);
      }
    }
    for (const [node, e] of here) {
      const total = bySource.get(node) ?? { scores: [], moves: new Map() };
      total.scores.push(e.score);
      for (const m of e.moves) total.moves.set(m, (total.moves.get(m) ?? 0) + 1);
      bySource.set(node, total);
    }
  }
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  const top = [...bySource].sort((a, b) => sum(b[1].scores) - sum(a[1].scores)).slice(0, 3);
  if (!top.length) out.push(`  ${page.name}: none in ${all.length} runs`);
  else {
    out.push(`  ${page.name}:`);
    for (const [node, e] of top) {
      const moves = [...e.moves].sort((a, b) => b[1] - a[1]);
      const shown = moves
        .slice(0, 2)
        .map(([m]) => `y ${m}`)
        .join(', ');
      out.push(
        `    ${node}: score ${fmt(median(e.scores), 4)} in ${e.scores.length}/${all.length} runs; ${shown}${moves.length > 2 ? ', …' : ''}`,
      );
    }
  }
}
/** "long tasks after the last byte in 3/15 runs, longest 64 ms", or "none" of them. */
function longTasks(runs) {
  const long = runs.map((r) => r.path.longTask).filter((ms) => ms > 0);
  return long.length
    ? `tasks ≥ 50 ms after the last byte in ${long.length}/${runs.length} runs, longest ${fmt(Math.max(...long))}`
    : 'no task ≥ 50 ms after the last byte';
}

out.push('');
out.push(
  'Where the time goes (medians, ms from navigation start: last script in, first data call asked, last data answer in, first content;',
  'then the runs with a task of 50 ms or more between the last script or data byte and the first content, and the longest such task):',
);
for (const page of chosen) {
  for (const profile of Object.keys(PROFILES)) {
    const ok = results[page.id][profile].filter((r) => r && !r.error);
    const m = (key) => fmt(median(ok.map((r) => r.path[key]).filter((x) => x !== undefined)));
    out.push(
      `  ${`${page.name}, ${profile}:`.padEnd(42)} scripts ${m('scripts')}, asked ${m('asked')}, answered ${m('answered')}, content ${fmt(median(ok.map((r) => r.ms)))}; ${longTasks(ok)}`,
    );
  }
}
out.push('');
out.push('Requests by type (one cold load):');
for (const page of chosen) {
  const counts = {};
  for (const { type } of inventory[page.id].urls ?? []) counts[type] = (counts[type] ?? 0) + 1;
  out.push(
    `  ${page.name}: ${
      Object.entries(counts)
        .map(([type, n]) => `${n} ${type}`)
        .join(', ') || inventory[page.id].error
    }`,
  );
}
if (failures.length) {
  out.push('');
  out.push(`Failed runs (left out above): ${failures.length}`);
  for (const f of failures.slice(0, 10)) out.push(`  ${f}`);
}
if (!chosen.length) out.splice(1); // scenarios alone: no empty page table
out.push(...extra);
out.push('');
out.push(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(out.join('\n'));

// `npm test`: everything CI runs. Installs what is missing, then runs the suites two at a time,
// each once what it needs has ended: the build, the back end and the checks of the source; on the
// build, server rendering, the React, Vue and Next.js hosts (on that build, packed), the packed
// package and the size budget; last and alone, the browser and e2e suites.
// Exits non-zero if any suite fails. `node scripts/test.mjs <part of a name>…` runs only the
// suites named.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDatabaseTemplate, ensureJava, ensureNodeModules, ensurePostgres, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureJava();
ensurePostgres();
await ensureDatabaseTemplate();

/** Suites run two at a time: the machines have two cores. */
const AT_ONCE = 2;

/**
 * The suites, each started as soon as a place is free and the suites it `needs` have ended, in
 * this order: the longest first, so the short ones fill in behind them. The checks of the source
 * read no build; what reads the build waits for it; the browser suite uses both places (its two
 * workers) and runs alone, once every other suite has ended.
 */
const suites = [
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  { name: 'back end', command: 'npx', args: ['vitest', 'run', '--config', 'tests/server/vitest.config.mjs'] },
  // The site rendered on the server (dist/server): renderPage, the request handler, the prerender command.
  {
    name: 'server rendering',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'tests/server-render/vitest.config.mjs'],
    needs: ['build'],
  },
  // The packed package inside a React 19, a Vue 3 and a Next.js app (each installs its own
  // tooling): the build the first suite made, packed.
  { name: 'framework hosts', command: 'node', args: ['tests/frameworks/run.mjs', '--built'], needs: ['build'] },
  { name: 'type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'unit', command: 'npx', args: ['vitest', 'run', '--config', 'vitest.config.ts'] },
  // The packed package as its users' tools read it: arethetypeswrong, publint, React left to the app.
  { name: 'package', command: 'node', args: ['scripts/check-package.mjs'], needs: ['build'] },
  { name: 'size budget', command: 'node', args: ['scripts/size.mjs'], needs: ['build'] },
  {
    name: 'browser + e2e',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'tests/playwright.config.ts'],
    last: true,
    places: AT_ONCE,
  },
];

/** Lines of a failed suite's output printed again under the summary: where its failures are named. */
const TAIL_LINES = 60;

/**
 * Runs one suite and keeps its last lines: a failed suite's list of failures is then printed again
 * at the end, where a log cut to its tail shows it. Its output is passed through as it comes when
 * it runs alone (`live`), and printed whole when it ends when it runs beside another, so that two
 * suites' lines never mix.
 */
function runSuite(name, command, args, live) {
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let all = '';
    const keep = (chunk, stream) => {
      if (live) stream.write(chunk);
      all += chunk;
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    const done = (status) => {
      if (!live) process.stdout.write(`\n=== ${name} ===\n${all}`);
      resolve({
        status,
        tail: all
          .split('\n')
          .slice(-TAIL_LINES - 1)
          .join('\n'),
      });
    };
    child.on('error', (error) => {
      all += String(error);
      done(1);
    });
    child.on('close', (status) => done(status ?? 1));
  });
}

const only = process.argv.slice(2);
const queue = suites.filter(({ name }) => !only.length || only.some((o) => name.includes(o)));
const chosen = new Set(queue.map(({ name }) => name));
const ended = new Set();
const results = [];
let free = AT_ONCE;
await new Promise((allDone) => {
  const startWhatCan = () => {
    if (!queue.length && free === AT_ONCE) return allDone();
    for (let i = 0; i < queue.length; i++) {
      const { name, command, args, needs = [], places = 1, last = false } = queue[i];
      const waitsFor = last ? [...chosen].filter((other) => other !== name) : needs;
      // A suite not chosen (`node scripts/test.mjs <name>`) is not waited for.
      if (places > free || waitsFor.some((need) => chosen.has(need) && !ended.has(need))) continue;
      queue.splice(i--, 1);
      free -= places;
      // Alone, its output passes through as it comes; beside another, it is printed when it ends.
      const live = places === AT_ONCE || chosen.size === 1;
      if (live) console.log(`\n=== ${name} ===`);
      const started = Date.now();
      runSuite(name, command, args, live).then(({ status, tail }) => {
        results.push({ name, ok: status === 0, tail, seconds: Math.round((Date.now() - started) / 1000) });
        ended.add(name);
        free += places;
        startWhatCan();
      });
    }
  };
  startWhatCan();
});

for (const r of results.filter((r) => !r.ok)) console.log(`\n=== the end of what "${r.name}" printed ===\n${r.tail.trimEnd()}`);
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// `npm test`: everything CI runs. Installs what is missing, then the build beside the type check,
// lint, unit and back-end; server rendering, the React, Vue and Next.js hosts (on that build,
// packed), the packed package and the size budget; the browser and e2e suites.
// Exits non-zero if any suite fails. `node scripts/test.mjs <part of a name>…` runs only the
// suites named.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDatabaseTemplate, ensureJava, ensureNodeModules, ensurePostgres, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureJava();
ensurePostgres();
await ensureDatabaseTemplate();

/**
 * The suites in stages: a stage starts once the one before it has ended, and runs its suites two
 * at a time (the machines have two cores; the browser suite alone uses both). The build and the
 * checks of the source first (none of the checks reads the build), then what reads the build.
 */
const stages = [
  [
    // The two longest first, beside each other; the short ones fill in behind them.
    ['build', 'npm', ['run', 'build', '--silent']],
    ['back end', 'npx', ['vitest', 'run', '--config', 'tests/server/vitest.config.mjs']],
    ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['unit', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts']],
  ],
  [
    // The site rendered on the server (dist/server): renderPage, the request handler, the prerender command.
    ['server rendering', 'npx', ['vitest', 'run', '--config', 'tests/server-render/vitest.config.mjs']],
    // The packed package inside a React 19, a Vue 3 and a Next.js app (each installs its own
    // tooling): the build the first stage made, packed.
    ['framework hosts', 'node', ['tests/frameworks/run.mjs', '--built']],
    // The packed package as its users' tools read it: arethetypeswrong, publint, React left to the app.
    ['package', 'node', ['scripts/check-package.mjs']],
    ['size budget', 'node', ['scripts/size.mjs']],
  ],
  [['browser + e2e', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']]],
];
const AT_ONCE = 2;

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
const results = [];
for (const stage of stages) {
  const queue = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  const live = queue.length === 1;
  const next = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const [name, command, args] = suite;
      if (live) console.log(`\n=== ${name} ===`);
      const started = Date.now();
      const { status, tail } = await runSuite(name, command, args, live);
      results.push({ name, ok: status === 0, tail, seconds: Math.round((Date.now() - started) / 1000) });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

for (const r of results.filter((r) => !r.ok)) console.log(`\n=== the end of what "${r.name}" printed ===\n${r.tail.trimEnd()}`);
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

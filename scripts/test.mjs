// `npm test`: everything CI runs. Installs what is missing, then type check, lint, unit,
// back-end, build, the packed package, size budget, server rendering, browser and e2e suites, and the React, Vue and Next.js hosts.
// Exits non-zero if any suite fails. `node scripts/test.mjs <part of a name>…` runs only the
// suites named.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDatabaseTemplate, ensureJava, ensureNodeModules, ensurePostgres, root } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensureJava();
ensurePostgres();
await ensureDatabaseTemplate();

const suites = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts']],
  ['back end', 'npx', ['vitest', 'run', '--config', 'tests/server/vitest.config.mjs']],
  ['build', 'npm', ['run', 'build', '--silent']],
  // The packed package as its users' tools read it: arethetypeswrong, publint, React left to the app.
  ['package', 'node', ['scripts/check-package.mjs']],
  ['size budget', 'node', ['scripts/size.mjs']],
  // The site rendered on the server (dist/server): renderPage, the request handler, the prerender command.
  ['server rendering', 'npx', ['vitest', 'run', '--config', 'tests/server-render/vitest.config.mjs']],
  ['browser + e2e', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']],
  // The packed package inside a React 19, a Vue 3 and a Next.js app (each installs its own tooling).
  ['framework hosts', 'node', ['tests/frameworks/run.mjs']],
];

/** Lines of a failed suite's output printed again under the summary: where its failures are named. */
const TAIL_LINES = 60;

/**
 * Runs one suite with its output passed through as it comes, and keeps its last lines: a failed
 * suite's list of failures is then printed again at the end, where a log cut to its tail shows it.
 */
function runSuite(command, args, vars = {}) {
  return new Promise((resolve) => {
    const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...vars };
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = (tail + chunk)
        .split('\n')
        .slice(-TAIL_LINES - 1)
        .join('\n');
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', (error) => resolve({ status: 1, tail: String(error) }));
    child.on('close', (status) => resolve({ status: status ?? 1, tail }));
  });
}

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args, vars] of suites) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status, tail } = await runSuite(command, args, vars);
  results.push({ name, ok: status === 0, tail, seconds: Math.round((Date.now() - started) / 1000) });
}

for (const r of results.filter((r) => !r.ok)) console.log(`\n=== the end of what "${r.name}" printed ===\n${r.tail.trimEnd()}`);
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

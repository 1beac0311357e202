// `npm test`: everything CI runs. Installs what is missing, then type check, lint, unit,
// back-end, build, size budget, browser and e2e suites, and the React and Vue hosts. Exits
// non-zero if any suite fails.
import { ensureChromium, ensureDatabaseTemplate, ensureNodeModules, ensurePostgres, run } from './bootstrap.mjs';

ensureNodeModules();
ensureChromium();
ensurePostgres();
await ensureDatabaseTemplate();

const suites = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts']],
  ['back end', 'npx', ['vitest', 'run', '--config', 'tests/server/vitest.config.mjs']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['size budget', 'node', ['scripts/size.mjs']],
  ['browser + e2e', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']],
  // The packed package inside a React 19 and a Vue 3 app (each installs its own tooling).
  ['framework hosts', 'node', ['tests/frameworks/run.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of suites) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args, { env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

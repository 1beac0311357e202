import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStatic } from '../scripts/serve.mjs';

/** Options of `playwright test` that take a value: their values are not test files. */
const WITH_VALUE = new Set([
  '-c',
  '--config',
  '--project',
  '--workers',
  '-j',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--timeout',
  '--retries',
  '--output',
  '--shard',
  '--repeat-each',
  '--max-failures',
  '-x',
]);

/**
 * Whether this run includes the `strict` project: no --project, or one naming it, and no test
 * file named, or one of the strict suite's. A run of other projects or files starts no strict
 * back end.
 */
export function runsStrict(argv: readonly string[]): boolean {
  const at = argv.indexOf('test');
  const args = at >= 0 ? argv.slice(at + 1) : [];
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [name, inline] = arg.split('=', 2);
    if (name === '--project') projects.push(...(inline !== undefined ? [inline] : [args[(i += 1)]]));
    else if (WITH_VALUE.has(name) && inline === undefined) i += 1;
    else if (!arg.startsWith('-')) files.push(arg);
  }
  return (projects.length === 0 || projects.includes('strict')) && (files.length === 0 || files.some((f) => /strict-/.test(f)));
}

/**
 * Starts, for each parallel worker, the reference back end over a fresh data folder and a static
 * server for dist/, demo/ and the fixtures that points the pages at that back end. Worker i
 * reads its pair's addresses as API_URL and PAGES_URL (playwright.config.ts): a fault, a setting
 * or a cart one test makes never reaches a test running beside it. When the `strict` project
 * runs, each worker also gets a back end in strict mode (exactly the contract: its fields, no
 * extension call) and a static server pointing at it, as STRICT_API_URL and STRICT_PAGES_URL.
 */
export default async function globalSetup(config: FullConfig) {
  const { createApp } = await import('../demo/server/app.js');
  const strict = runsStrict(process.argv);
  const start = async (slot: number, mode: 'normal' | 'strict') => {
    const dataDir = mkdtempSync(join(tmpdir(), `venue-e2e-${mode}-`));
    const api = await createApp({ port: 0, dataDir, quiet: true, strict: mode === 'strict' });
    const pages = await startStatic({ vars: { API: api.url } });
    const prefix = mode === 'strict' ? 'STRICT_' : '';
    process.env[`${prefix}API_URL_${slot}`] = api.url;
    process.env[`${prefix}PAGES_URL_${slot}`] = pages.url;
    return { api, pages, dataDir };
  };
  const pairs = await Promise.all(
    Array.from({ length: config.workers }, (_, slot) => [start(slot, 'normal'), ...(strict ? [start(slot, 'strict')] : [])]).flat(),
  );
  return async () => {
    for (const { api, pages, dataDir } of pairs) {
      await pages.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

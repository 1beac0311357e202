import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStatic } from '../scripts/serve.mjs';
import { imageCache } from './image-cache.mjs';
import { runsStrict } from './strict-run';

/**
 * Starts, for each parallel worker, the reference back end over a fresh data folder and a static
 * server for dist/, demo/ and the fixtures that points the pages at that back end. Worker i
 * reads its pair's addresses as API_URL and PAGES_URL (playwright.config.ts): a fault, a setting
 * or a cart one test makes never reaches a test running beside it. When the `strict` project
 * runs, each worker also gets a back end in strict mode (exactly the contract: its fields, no
 * extension call) and a static server pointing at it, as STRICT_API_URL and STRICT_PAGES_URL.
 * The back ends share one cache of rendered pictures, kept between runs in node_modules/.cache:
 * an avif takes most of a second to encode, and every back end and every run asks for the same.
 */
export default async function globalSetup(config: FullConfig) {
  const { createApp } = await import('../demo/server/app.js');
  const strict = runsStrict(process.argv);
  const start = async (slot: number, mode: 'normal' | 'strict') => {
    const dataDir = mkdtempSync(join(tmpdir(), `venue-e2e-${mode}-`));
    const api = await createApp({ port: 0, dataDir, imageCache, quiet: true, strict: mode === 'strict' });
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

import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStatic } from '../scripts/serve.mjs';

/**
 * Starts, for each parallel worker, the reference back end over a fresh data folder and a static
 * server for dist/, demo/ and the fixtures that points the pages at that back end. Worker i
 * reads its pair's addresses as API_URL and PAGES_URL (playwright.config.ts): a fault, a setting
 * or a cart one test makes never reaches a test running beside it.
 */
export default async function globalSetup(config: FullConfig) {
  const { createApp } = await import('../demo/server/app.js');
  const pairs = await Promise.all(
    Array.from({ length: config.workers }, async (_, slot) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-'));
      const api = await createApp({ port: 0, dataDir, quiet: true });
      const pages = await startStatic({ vars: { API: api.url } });
      process.env[`API_URL_${slot}`] = api.url;
      process.env[`PAGES_URL_${slot}`] = pages.url;
      return { api, pages, dataDir };
    }),
  );
  return async () => {
    for (const { api, pages, dataDir } of pairs) {
      await pages.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

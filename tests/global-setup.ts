import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStatic } from '../scripts/serve.mjs';

/**
 * Starts the reference back end over a fresh data folder and the static server for dist/,
 * demo/ and the fixtures; their addresses reach the tests as API_URL and PAGES_URL.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-'));
  const { createApp } = await import('../demo/server/app.js');
  const api = await createApp({ port: 0, dataDir, quiet: true });
  const pages = await startStatic({ vars: { API: api.url } });
  process.env.API_URL = api.url;
  process.env.PAGES_URL = pages.url;
  return async () => {
    await pages.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

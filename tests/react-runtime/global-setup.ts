import type { FullConfig } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStatic } from '../../scripts/serve.mjs';

/** The React 19 build's folder, inside dist/ so that a plain `npm run build` clears it too. */
export const REACT_BUILD = 'dist/react';
const root = join(import.meta.dirname, '../..');

/**
 * `/dist/…` as the React build's file: the pages name the loader at /dist/venue-elements.js and
 * the loader asks for its chunks beside its own address, so every page runs on that build
 * unchanged.
 */
export const toReactBuild = (path: string) => (path.startsWith('/dist/') ? `/${REACT_BUILD}/${path.slice('/dist/'.length)}` : path);

/**
 * As tests/global-setup.ts: for each worker, the reference back end over a fresh data folder and
 * a static server, here one that serves the React build for dist/.
 */
export default async function globalSetup(config: FullConfig) {
  const manifest = join(root, REACT_BUILD, 'manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(`${REACT_BUILD} is not built: VENUE_RUNTIME=react VENUE_OUT=${REACT_BUILD} npx rollup -c --silent`);
  }
  const { createApp } = await import('../../demo/server/app.js');
  const pairs = await Promise.all(
    Array.from({ length: config.workers }, async (_, slot) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'venue-react-'));
      const api = await createApp({ port: 0, dataDir, quiet: true });
      const pages = await startStatic({ vars: { API: api.url }, rewrite: toReactBuild });
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

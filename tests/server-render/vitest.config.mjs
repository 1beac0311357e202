import { defineConfig } from 'vitest/config';

// The site rendered on a server (dist/server, so `npm run build` first): renderPage, the request
// handler and the prerender command, each file against a reference back end of its own.
export default defineConfig({
  test: {
    include: ['tests/server-render/**/*.test.js'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Worker threads, not processes: the suite takes a sixth less CPU on 2 cores.
    pool: 'threads',
  },
});

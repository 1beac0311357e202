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
  },
});

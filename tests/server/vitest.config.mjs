import { defineConfig } from 'vitest/config';

// The reference back end's tests: each file starts the server on a free port over a fresh data
// folder (tests/server/helpers.js) and stops it afterwards.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.js'],
    environment: 'node',
    testTimeout: 30_000,
    // Starting a back end opens a database (seeding it, the first of the day): on a shared, loaded
    // machine that can take minutes.
    hookTimeout: 180_000,
    fileParallelism: true,
    // Worker threads, not processes: the suite takes a sixth less CPU on 2 cores.
    pool: 'threads',
    maxWorkers: 2,
  },
});

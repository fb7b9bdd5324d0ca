import { defineConfig } from 'vitest/config';

/**
 * The resilience suite (`npm run test:resilience`, test/resilience/run.ts): throwaway PostgreSQL clusters, the built
 * server behind haproxy, faults under load. Not part of `npm test` (vitest.config.ts does not include these files):
 * it takes minutes to an hour, and each file owns the machine's spare capacity, so the files run one at a time.
 */
export default defineConfig({
  test: {
    include: ['test/resilience/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/resilience/support/build.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 3 * 60 * 60_000,
    hookTimeout: 10 * 60_000,
    reporters: ['default'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The JSON report gives CI its pass/fail totals.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'server',
          include: ['packages/{domain,db,trpc}/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-utils/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts', 'e2e/support/build-web.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

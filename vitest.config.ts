import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/sequencer';

const STORYBOOK_REACT_ESM = fileURLToPath(
  new URL('./node_modules/@storybook/react-vite/dist/index.mjs', import.meta.url),
);

export default defineConfig({
  test: {
    // The JSON report gives CI its pass/fail totals.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // One worker per core. Left to itself vitest ran one file at a time on the 2-core CI machine (its files never
    // overlapped in the JSON report's start and end times), so the suite took twice the time it needs.
    maxWorkers: '100%',
    // The longest files first (test/sequencer.ts), so the two workers finish together.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'packages/{domain,db,i18n,trpc,test,client}/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'test/*.test.ts',
            'examples/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker, shared by its files: each file imported the server (tRPC routers, drizzle
          // schema, catalogues) again, about 12 s of CPU per file. 16 REST contract files: 306 s of CPU isolated,
          // 164 s shared (imports 194 s -> 34 s); the whole project passes shared (169 files). Files reset what they
          // change (servers, databases and environment variables are per file).
          isolate: false,
          globalSetup: ['packages/test/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: {
          alias: [
            // @storybook/react-vite's entry for node is its CommonJS build, which loads storybook/test's CommonJS copy (a
            // story's loader calls its user-event's setup()) beside the ES module copy the stories and tests import: two
            // user-events on one document lose typing (test-utils/userEvent.ts). Its ES module entry only re-exports
            // @storybook/react, whose ES build brings the one copy the stories import.
            { find: /^@storybook\/react-vite$/, replacement: STORYBOOK_REACT_ESM },
          ],
        },
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/src/test-utils/setup.ts'],
          // One module graph and one jsdom page per worker, shared by its files: each file imported Mantine and the
          // screens again. The whole project, 124 files, 1,352 tests, at load 5-13 (2026-11-29): isolated 1,236 s wall,
          // 924 s user CPU; shared 711 s and 622 s wall, 539 s and 518 s user CPU, both runs passing (quiet, 2026-11-28:
          // 584 s / 1,050 s isolated, 343 s / 547 s shared). setup.ts gives each file a fresh page.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/test/src/global-setup.ts', 'e2e/support/build-web.ts'],
          // The web build's page renderer (<dist>-ssr) is imported by the server as plain node would: through
          // vitest's module runner each file re-ran its 800 KB, slowly, beside instances of its chunks left
          // from the file before (then a screen's module read another's exports as undefined).
          server: { deps: { external: [/-ssr\/(entry-server|assets\/)/] } },
          // One module graph per worker, as for the server files: each file imported the test server (app, routers,
          // schema) again. Six files on one worker, load 7-11: 164 s -> 124 s of user CPU; the whole project shared,
          // at load 10-15: 21/21 files pass, 330 s user CPU (462 s isolated after stop 45's session).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Their own group, after the server and ui files, two journeys at a time on the two workers (each file has
          // its own server, database copy and Chromium; none shares a port). It ran one file at a time before; the
          // e2e project alone, on a busy machine: 1,473 s that way, 928 s and 747 s this way (bench/RESULTS.md, CI).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

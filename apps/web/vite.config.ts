import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './precompress';

/** The API server in development (apps/server listens on 3000); the SPA calls it as /api through the proxy. */
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Libraries every page needs, in their own chunks: they change less often than the app, so browsers keep
 * them cached. Mantine is left to Rollup: grouped into one chunk, every component any screen uses would
 * load on the sign-in page; split by use, each screen brings the components (and @mantine/charts with
 * recharts, @mantine/dates, dayjs) only it needs.
 */
const VENDOR_CHUNKS: [chunk: string, packages: string[]][] = [
  ['react', ['react', 'react-dom', 'react-router', 'scheduler']],
  ['data', ['@tanstack', '@trpc']],
  // Every icon the app draws is a few hundred bytes; split by use they were 16 of the 47 files /rfq fetched
  // after the first page's, each a request on a phone's six connections. Together they are 4.7 KB gzip.
  ['icons', ['@tabler/icons-react']],
  // Only screens with dates use it (the pickers, formatting in a few components). Left to Rollup, a chunk this small
  // was merged into the first page's (merging small chunks, below), 2.9 KB gzip that no page needs before it works.
  ['dayjs', ['dayjs']],
];

/**
 * The job route map's country outlines (Natural Earth's TopoJSON, 740 KB, topojson-client and the module parsing them)
 * in a chunk of their own, imported only dynamically when a map opens. Left to Rollup, merging small chunks (below)
 * put a Mantine chevron the layout uses into the map's chunk, and every page of every role fetched and parsed the
 * world's countries. A manual chunk is never merged with others; these modules import nothing else, so it holds them
 * alone (a manual chunk takes its modules' dependencies in with it).
 */
const WORLD_OUTLINES =
  /\/(node_modules\/(world-atlas|topojson-client)\/|packages\/ui\/src\/components\/fleet\/RouteMap\/countryOutlines\.ts$)/;

/**
 * The catalogues a page loads only for another language (each of es, fr, de whole; English's server areas:
 * later-areas.ts with the refusals, notices and mail it gathers), in chunks of their own. Left to Rollup, merging
 * small chunks (below) put one into the first page's chunk, itself under the limit (7.6 KB): merging a chunk free of
 * side effects changes no page's behaviour, only its size (Spanish's catalogue, 47 KB gzip more on every first page,
 * after an unrelated change moved a few constants into modules of their own). A manual chunk is never merged.
 */
const OTHER_LANGUAGES = /\/packages\/i18n\/src\/messages\/(es|fr|de)\//;
const LATER_AREAS = /\/packages\/i18n\/src\/messages\/en\/later-areas\.ts$/;

function vendorChunk(id: string): string | undefined {
  if (WORLD_OUTLINES.test(id)) return 'world-outlines';
  const language = OTHER_LANGUAGES.exec(id)?.[1];
  if (language) return `texts-${language}`;
  if (LATER_AREAS.test(id)) return 'texts-en-later';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (!match?.[1]) return undefined;
  const name = match[1];
  return VENDOR_CHUNKS.find(([, packages]) => packages.some((p) => name === p || name.startsWith(`${p}/`)))?.[0];
}

const quietWarnings: NonNullable<NonNullable<UserConfig['build']>['rollupOptions']>['onwarn'] = (warning, warn) => {
  // Mantine marks its modules "use client" (for React Server Components); meaningless in a SPA bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // Comments in dependencies (zod) that Rollup drops; nothing of ours to fix.
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

/**
 * @mantine/hooks' useId, replaced by src/stable-mantine-id.ts in both builds (the ids must match for hydration).
 * Mantine's index imports it by this relative path; nothing else does.
 */
const stableMantineId = {
  find: /^\.\/use-id\/use-id\.mjs$/,
  replacement: fileURLToPath(new URL('src/stable-mantine-id.ts', import.meta.url)),
};

/**
 * Builds take react-router's production build: its package exports only the development one (the same code with
 * its developer warnings switched on, and kept in the bundle) whatever the mode. The warnings stay in `npm run dev`.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

const devResolve: UserConfig['resolve'] = { alias: [stableMantineId] };
const buildResolve: UserConfig['resolve'] = { alias: [stableMantineId, reactRouterProduction] };

/**
 * `vite build --ssr`: the page renderer the server runs (src/entry-server.tsx) as one self-contained module
 * in dist-ssr, every dependency bundled in, so it runs wherever the build is put (the bench builds to /tmp).
 */
const serverRenderer: UserConfig = {
  plugins: [react()],
  resolve: buildResolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)), onwarn: quietWarnings },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // `vite build` is always a production build, whatever NODE_ENV the shell has: with development, Vite
  // would pick React's and react-router's development builds (about 30% more JavaScript, much slower).
  // Vite reads NODE_ENV after loading this file, so setting it here is enough.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) return serverRenderer;
  return {
    plugins: [react(), precompress()],
    resolve: command === 'build' ? buildResolve : devResolve,
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    server: {
      // The Origin header is passed through unchanged: the server's CSRF check compares it with its allow-list.
      proxy: { '/api': { target: API_ORIGIN } },
    },
    build: {
      outDir: 'dist',
      // A lazy screen's chunk brings its own CSS before it runs, but not a <link rel="modulepreload"> per
      // chunk it imports: the browser finds those itself as it parses the chunk (one more round trip, only
      // on a screen's first visit). Each such link costs about a millisecond of main thread to start its
      // fetch, and Vite's helper appends all of a screen's at once: on /rfq, the layout's 21 and the screen's
      // were two tasks of 110-180 ms under Lighthouse's phone, its largest share of Total Blocking Time.
      // Without those links no browser needs the modulepreload polyfill either.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_chunk, deps) => deps.filter((dep) => dep.endsWith('.css')),
      },
      // Lists each entry's static imports: the bundle budget test and `npm run bench -- bundle` read it.
      manifest: true,
      rollupOptions: {
        // Split by use, Mantine leaves dozens of sub-kilobyte shared chunks (hooks, icons): /rfq fetched 54
        // files. Rollup merges side-effect-free chunks under this size into a chunk loaded wherever they are. Its
        // cheapest target is often the boot chunk, which every page loads: at 8 KB it took 3.4 KB gzip of modules
        // boot never runs (list sorts, measurement units, usePagedList, useLogout...), and /rfq, /payments and
        // /logistics each loaded ~3 KB more in all than at 2 KB, for 3-4 files fewer (48 files for /rfq at 2 KB).
        output: { manualChunks: vendorChunk, experimentalMinChunkSize: 2 * 1024 },
        onwarn: quietWarnings,
      },
    },
  };
});

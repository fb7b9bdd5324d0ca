/**
 * The production build of the server: one ES module, apps/server/dist/main.js, that plain `node` runs.
 * The workspace packages (TypeScript sources) are bundled in; everything from npm stays an import of
 * node_modules, as installed. `import.meta.url` in a bundled source file is rewritten to that file's own
 * location, so the paths built from it (the migrations folder, the repo root) stay what they are under tsx.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
// `--outdir DIR`: another folder (a test's own build); inside the repository, so that the imports of node_modules resolve.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(outdirFlag > 0 ? (process.argv[outdirFlag + 1] ?? '') : path.join(serverDir, 'dist'));

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@energy/') ? undefined : { path: args.path, external: true },
    );
  },
};

const keepSourceLocations: Plugin = {
  name: 'keep-source-locations',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'create-admin': path.join(serverDir, 'src/cli/create-admin.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal, keepSourceLocations],
});

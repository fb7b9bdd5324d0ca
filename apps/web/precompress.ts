import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Files below this are sent as they are: compression would save less than it costs to negotiate. */
const MIN_BYTES = 1024;
/**
 * Brotli's strongest quality (11) costs about three times quality 10's CPU for 2-3 % fewer bytes. Every asset up to
 * this size, which is every chunk the first page loads, gets 11; the few larger ones (the world outlines, the charts)
 * get 10. At 11 those took 5.3 of the build's 10 s of brotli (world outlines 740 KB: 3.7 s for 201 KB, against 1.3 s
 * for 208 KB at 10), on the first `npm start`'s critical path.
 */
const STRONGEST_UP_TO_BYTES = 256 * 1024;

/** The brotli quality for an asset of `bytes` (see STRONGEST_UP_TO_BYTES). */
export function brotliQuality(bytes: number): number {
  return bytes <= STRONGEST_UP_TO_BYTES ? 11 : 10;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the strongest settings (brotli's
 * one step lower above 256 KB, see brotliQuality):
 * the server then sends them to clients that accept them without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'energy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        jobs.push(
          readFile(file).then(async (content) => {
            if (content.byteLength < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.byteLength),
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

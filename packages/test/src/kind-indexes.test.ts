import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_COMMAND, kindIndexes } from './kind-indexes';
import { ROOT } from './package-imports';

describe("the generated lists of the kinds' files (entities, tables, routers)", () => {
  it.each(kindIndexes())('$file lists the files as they are', ({ file, text }) => {
    const where = path.join(ROOT, file);
    const written = existsSync(where) ? readFileSync(where, 'utf8') : '(no such file)';
    expect(written, `${file} is stale: run \`${INDEX_COMMAND}\``).toBe(text);
  });
});

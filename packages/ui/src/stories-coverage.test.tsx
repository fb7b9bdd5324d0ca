import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The story tests are split by area: screens/<area>/stories.test.tsx for the large areas, ./stories.test.tsx for
 * every other story. A story must run in exactly one of them: the root file leaves out exactly the areas that have
 * their own file, and every story file sits either in such an area or under the root's glob.
 */
const root = dirname(fileURLToPath(import.meta.url));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.story.tsx') ? [path.slice(root.length + 1)] : [];
  });
}

describe('the story tests', () => {
  const areas = readdirSync(join(root, 'screens')).filter((area) =>
    existsSync(join(root, 'screens', area, 'stories.test.tsx')),
  );

  it('leave out of the root file exactly the areas that have a file of their own', () => {
    const rootFile = readFileSync(join(root, 'stories.test.tsx'), 'utf8');
    const excluded = /'!\.\/screens\/\{([^}]+)\}\/\*\*'/.exec(rootFile)?.[1]?.split(',') ?? [];
    expect(excluded.sort()).toEqual(areas.sort());
  });

  it('run from each area file every story of its folder, and from the root file the rest', () => {
    const rootFile = readFileSync(join(root, 'stories.test.tsx'), 'utf8');
    expect(rootFile).toContain("'./**/*.story.tsx'");
    for (const area of areas) {
      const text = readFileSync(join(root, 'screens', area, 'stories.test.tsx'), 'utf8');
      expect(text).toContain("import.meta.glob<Record<string, unknown>>('./**/*.story.tsx', { eager: true })");
    }
    expect(storyFiles(root).length).toBeGreaterThan(50);
  });
});

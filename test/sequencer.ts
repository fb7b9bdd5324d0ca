import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import recorded from './file-durations.json' with { type: 'json' };

/** Recorded durations in ms, keyed `project:path` as vitest's own results cache keys them. */
const RECORDED: Record<string, number> = recorded.files;

/**
 * Longest files first, so that the two workers end together. vitest orders files by its results cache (longest
 * first), but a clean clone has none: it then runs the largest files first, and the story files (a few lines each
 * that mount a hundred stories) came last, one of them starting a minute-long run when the other worker had nothing
 * left. Without a cached duration a file takes the one recorded in `file-durations.json` (the slow files of a whole
 * run; `npx tsx test/record-durations.ts` rewrites it from `reports/vitest.json`); the files known to neither keep
 * vitest's order after them. Failed files still run first, and groups (`sequence.groupOrder`) keep their order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const position = new Map(ordered.map((file, index) => [file, index]));
    const key = (file: TestSpecification) =>
      `${file.project.name}:${relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/')}`;
    const cached = (file: TestSpecification) => this.ctx.cache.getFileTestResults(key(file));
    const duration = (file: TestSpecification) => cached(file)?.duration ?? RECORDED[key(file)];
    return ordered.toSorted((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const failed = Number(cached(b)?.failed ?? false) - Number(cached(a)?.failed ?? false);
      if (failed !== 0) return failed;
      const [durationA, durationB] = [duration(a), duration(b)];
      if (durationA !== undefined && durationB !== undefined && durationA !== durationB) return durationB - durationA;
      if (durationA !== undefined && durationB === undefined) return -1;
      if (durationA === undefined && durationB !== undefined) return 1;
      return (position.get(a) ?? 0) - (position.get(b) ?? 0);
    });
  }
}

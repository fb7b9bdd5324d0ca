/**
 * CPU time a server process spends per request: its utime + stime from /proc over one bounded load run,
 * divided by the requests answered. Rounds load every target once in turn, the order reversed every other
 * round, so a change in the machine's load hits both sides of a round alike.
 */
import { processCpuMs } from './process-cpu';
import type { LoadOptions, LoadResult } from './load-worker';
import { runLoad } from './processes';

export type CpuTarget = { label: string; pid: number; load: LoadOptions };
export type CpuRun = { label: string; us: number; result: LoadResult };

/** One bounded run: microseconds of the server's CPU per answered request. */
export async function cpuPerRequest(target: CpuTarget): Promise<CpuRun> {
  const before = processCpuMs(target.pid);
  const result = await runLoad(target.load);
  const us = ((processCpuMs(target.pid) - before) * 1000) / Math.max(1, result.requests);
  return { label: target.label, us, result };
}

/** `rounds` interleaved rounds after one warm-up run per target; runs[round][target], targets in given order. */
export async function interleavedCpuRounds(
  targets: CpuTarget[],
  rounds: number,
  report: (round: number, run: CpuRun) => void,
): Promise<CpuRun[][]> {
  for (const target of targets) await runLoad(target.load);
  const runs: CpuRun[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    const byLabel = new Map<string, CpuRun>();
    for (const target of order) {
      const run = await cpuPerRequest(target);
      report(round, run);
      byLabel.set(target.label, run);
    }
    runs.push(targets.map((target) => byLabel.get(target.label) as CpuRun));
  }
  return runs;
}

import type { LoadOptions, LoadResult } from './load-worker';
import { fmtLoad, runLoad } from './processes';
import { describeRatios, latencyRatio, median } from './stats';

export interface BenchContext {
  /** The checkout whose server and web app are measured (`--root`, default this one). */
  root: string;
}

export type Target = { label: string; load: LoadOptions };

export interface Interleaved {
  a: LoadResult[];
  b: LoadResult[];
  /** Per round: A's req/s over B's. */
  rpsRatios: number[];
  /** Per round: A's p99 over B's. */
  p99Ratios: number[];
}

/**
 * Waits until the server has finished what a time-limited run left in flight: one more request to the same
 * URL queues behind that backlog, so the next measurement starts on an idle server (without this, a
 * 50-connection run of multi-MB answers leaves minutes of work behind for the next run to compete with).
 */
export async function drain(target: LoadOptions): Promise<void> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    signal: AbortSignal.timeout(600_000),
  });
  await response.arrayBuffer();
}

/**
 * Warms both targets up, then measures A and B alternately `rounds` times, so that noise from the shared
 * machine lands on both; prints every run and the median ratios with their spread.
 */
export async function interleave(a: Target, b: Target, rounds = 3, warmupSeconds = 2): Promise<Interleaved> {
  for (const target of [a, b]) {
    await runLoad({
      ...target.load,
      seconds: warmupSeconds,
      amount: Math.max(target.load.connections, Math.ceil(target.load.amount / 5)),
    });
    await drain(target.load);
  }
  const result: Interleaved = { a: [], b: [], rpsRatios: [], p99Ratios: [] };
  for (let round = 1; round <= rounds; round++) {
    const ra = await runLoad(a.load);
    await drain(a.load);
    const rb = await runLoad(b.load);
    await drain(b.load);
    console.log(fmtLoad(`round ${round} ${a.label}`, ra));
    console.log(fmtLoad(`round ${round} ${b.label}`, rb));
    result.a.push(ra);
    result.b.push(rb);
    result.rpsRatios.push(ra.rps / rb.rps);
    result.p99Ratios.push(latencyRatio(ra.p99, rb.p99));
  }
  console.log(`req/s ratio ${a.label} / ${b.label}: ${describeRatios(result.rpsRatios)}`);
  console.log(`p99 ratio   ${a.label} / ${b.label}: ${describeRatios(result.p99Ratios)}`);
  return result;
}

export const medianOf = (results: LoadResult[], pick: (r: LoadResult) => number) => median(results.map(pick));

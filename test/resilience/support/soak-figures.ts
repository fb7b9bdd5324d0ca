import { percentile, type Answer } from './load';

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
export const ms = (value: number) => `${Math.round(value)} ms`;

/** n, p50 and p99 of each call type, slowest p99 first. */
export function latencyByCall(answers: readonly Answer[]): Record<string, string> {
  const byCall = new Map<string, number[]>();
  for (const answer of answers) byCall.set(answer.call, [...(byCall.get(answer.call) ?? []), answer.ms]);
  return Object.fromEntries(
    [...byCall]
      .map(([call, times]) => [call, times, percentile(times, 99)] as const)
      .sort((a, b) => b[2] - a[2])
      .map(([call, times, p99]) => [call, `n ${times.length}, p50 ${ms(percentile(times, 50))}, p99 ${ms(p99)}`]),
  );
}

/** The deals' steps done (successful answers of each write along a deal). */
export function dealSteps(answers: readonly Answer[]): Record<string, number> {
  const done = (call: string) => answers.filter((a) => a.call === call && a.status >= 200 && a.status < 300).length;
  return {
    'RFQs published': done('buyer POST /api/rfq/rfqs'),
    offers: done('supplier POST /api/offers'),
    'offers accepted': done('buyer POST /api/offers/{id}/accept'),
    'contracts signed by both (orders made)': done('supplier GET /api/orders?q'),
    'orders confirmed': done('supplier POST /api/orders/{id}/confirm'),
    'shipments tendered': done('supplier POST /api/logistics/shipments'),
    'shipments accepted by the carrier': done('logistics POST /api/logistics/shipments/{id}/accept'),
    'advances captured into escrow': done('finance POST /api/payments/{id}/process'),
    'draft content items (admin)': done('admin POST /api/admin/content'),
  };
}

export interface RssSample {
  /** ms since the traffic started */
  at: number;
  /** each instance's RSS in bytes */
  bytes: number[];
  /** each instance's V8 heap in use in bytes (its /api/metrics), to tell a growing heap from memory kept by the allocator */
  heap?: number[];
}

/** The share of a window's samples below which its floor lies: a low percentile, not the single lowest sample. */
const FLOOR_PERCENTILE = 5;

/**
 * Each instance's memory over the soak, in the first and the last fifth after the warm-up. Judged on the floor (the
 * 5th percentile of the 2 s samples of RSS, `change` a fraction): what an instance keeps after its collections, where
 * a leak shows. Between collections RSS and the V8 heap in use carry garbage whose amount follows V8's heap sizing,
 * not the load: in the 30-minute soak of 2026-11-29 06:03 app2's RSS ranged 197-312 MiB, and the medians of its first
 * and last windows moved +12 % while heap snapshots of an instance under the same traffic (each taken after a full
 * collection; docs/OPERATIONS.md "Looking for a leak") held 79.6, 82.9 and 83.8 MiB of live objects at 1.5, 9 and
 * 16.5 minutes, the growth being compiled code of functions getting hot. Medians are printed beside the floors.
 */
export function rssTrend(samples: readonly RssSample[], names: readonly string[], warmUpMs: number, endMs: number) {
  const windowMs = (endMs - warmUpMs) / 5;
  const inWindow = (i: number, from: number, to: number, pick: (s: RssSample) => number[] | undefined) =>
    samples.filter((s) => s.at >= from && s.at < to).map((s) => pick(s)?.[i] ?? 0);
  const windows = (i: number, pick: (s: RssSample) => number[] | undefined) => {
    const first = inWindow(i, warmUpMs, warmUpMs + windowMs, pick);
    const last = inWindow(i, endMs - windowMs, Number.POSITIVE_INFINITY, pick);
    return {
      floor: [percentile(first, FLOOR_PERCENTILE), percentile(last, FLOOR_PERCENTILE)] as const,
      median: [percentile(first, 50), percentile(last, 50)] as const,
    };
  };
  const perInstance = names.map((name, i) => {
    const rss = windows(i, (s) => s.bytes);
    const heap = windows(i, (s) => s.heap);
    const after = samples.filter((s) => s.at >= warmUpMs).map((s) => s.bytes[i] ?? 0);
    const [first, last] = rss.floor;
    return {
      name,
      rss,
      heap,
      change: (last - first) / (first || 1),
      low: Math.min(...after),
      high: Math.max(...after),
    };
  });
  const seconds = Math.round(windowMs / 1000);
  const pair = ([first, last]: readonly [number, number]) => `${mib(first)} → ${mib(last)}`;
  const percent = ([first, last]: readonly [number, number]) =>
    `${(((last - first) / (first || 1)) * 100).toFixed(1)} %`;
  return {
    changes: perInstance.map((instance) => instance.change),
    /** Each instance's RSS floor in the first and the last window, bytes. */
    floors: perInstance.map((instance) => instance.rss.floor),
    figures: {
      [`RSS MiB, floor (p${FLOOR_PERCENTILE} of the 2 s samples) in the first ${seconds} s after the warm-up → the last ${seconds} s (judged)`]:
        perInstance.map((i) => `${i.name}: ${pair(i.rss.floor)} (${percent(i.rss.floor)})`),
      'RSS MiB, median of the same two windows': perInstance.map(
        (i) => `${i.name}: ${pair(i.rss.median)} (${percent(i.rss.median)})`,
      ),
      'RSS MiB, lowest-highest after the warm-up': perInstance.map((i) => `${i.name}: ${mib(i.low)}-${mib(i.high)}`),
      'V8 heap in use MiB, the same two windows, floor; median': perInstance.map(
        (i) => `${i.name}: ${pair(i.heap.floor)}; ${pair(i.heap.median)}`,
      ),
    },
  };
}

export const rssLine = (names: readonly string[], ...readings: number[][]) =>
  names.map((name, i) => `${name}: ${readings.map((r) => mib(r[i] ?? 0)).join(', ')}`);

export interface LagSample {
  at: number;
  ms: number;
  waiting: number;
}

/** The outbox lag's distribution, and every sample of 2 s or more with when it was taken and how many waited. */
export function lagFigures(samples: readonly LagSample[]) {
  const times = samples.map((sample) => sample.ms);
  const max = Math.max(0, ...times);
  return {
    max,
    figures: {
      'outbox lag, 1 s samples': `${samples.length} samples, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(max)}`,
      'outbox lag samples of 2 s or more (s into the traffic: lag, events waiting)': samples
        .filter((sample) => sample.ms >= 2_000)
        .map((sample) => `${(sample.at / 1000).toFixed(0)} s: ${ms(sample.ms)}, ${sample.waiting}`),
    },
  };
}

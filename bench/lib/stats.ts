/** Small statistics and the one verdict line every bench ends with. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** "median 0.81 (spread 0.78-0.84)" of the per-round ratios. */
export function describeRatios(ratios: number[]): string {
  return `median ${median(ratios).toFixed(3)} (spread ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)}, ${ratios.length} rounds)`;
}

export type Goal = { op: '>=' | '<='; value: number };

export function passes(ratio: number, goal: Goal): boolean {
  if (!Number.isFinite(ratio)) return false;
  return goal.op === '>=' ? ratio >= goal.value : ratio <= goal.value;
}

/** `<name>: ratio <x> (goal <op> <y>) PASS|FAIL`, the last line of every bench. */
export function verdict(name: string, ratio: number, goal: Goal, pass = passes(ratio, goal)): string {
  const shown = Number.isFinite(ratio) ? ratio.toFixed(3) : 'n/a';
  return `${name}: ratio ${shown} (goal ${goal.op} ${goal.value}) ${pass ? 'PASS' : 'FAIL'}`;
}

export function skip(name: string, why: string): string {
  return `${name}: SKIP (${why})`;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The load worker keeps each answer's time unrounded, but a difference below a millisecond between two p99s is
 * the load generator's own jitter on this machine, not the server's. A p99 ratio counts anything under 1 ms as
 * 1 ms: 0.3 ms against 0.8 ms is "both within one millisecond", not a ratio of 2.7.
 */
export const LATENCY_RESOLUTION_MS = 1;

export function latencyRatio(a: number, b: number): number {
  return Math.max(a, LATENCY_RESOLUTION_MS) / Math.max(b, LATENCY_RESOLUTION_MS);
}

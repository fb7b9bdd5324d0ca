import type { TJobHealth } from '@energy/domain/schemas/admin-console';
import { isoOrNull } from './iso-date';

/**
 * This process's background jobs (apps/server/src/jobs/periodic.ts reports every round): rounds run and
 * failed since the process started, the last of each, and the last failure as its log line summarizes it.
 * Per instance, like the uptime beside it; the admin console's System Health reads it.
 */
interface JobRecord {
  runs: number;
  failures: number;
  lastRunAt: Date | null;
  lastFailureAt: Date | null;
  lastError: string | null;
}

const jobs = new Map<string, JobRecord>();

function recordOf(name: string): JobRecord {
  let record = jobs.get(name);
  if (!record)
    jobs.set(name, (record = { runs: 0, failures: 0, lastRunAt: null, lastFailureAt: null, lastError: null }));
  return record;
}

/** A job exists from its start, so the console lists it before its first round ends. */
export function registerJob(name: string): void {
  recordOf(name);
}

/** One round ended: `error` is the failure's summary (no values, no SQL), undefined for a success. */
export function recordJobRound(name: string, error?: string, at = new Date()): void {
  const record = recordOf(name);
  record.runs += 1;
  record.lastRunAt = at;
  if (error !== undefined) {
    record.failures += 1;
    record.lastFailureAt = at;
    record.lastError = error;
  }
}

/** Every job of this process, by name. */
export function jobHealth(): TJobHealth[] {
  return [...jobs.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, r]) => ({
      name,
      runs: r.runs,
      failures: r.failures,
      lastRunAt: isoOrNull(r.lastRunAt),
      lastFailureAt: isoOrNull(r.lastFailureAt),
      lastError: r.lastError,
    }));
}

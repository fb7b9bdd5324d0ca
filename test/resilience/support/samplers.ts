import postgres from 'postgres';
import { sleep } from '../../../deploy/cluster/processes';

export interface Sampler<T> {
  samples: T[];
  stop(): Promise<T[]>;
}

/** Calls `sample` every `everyMs` (after the previous one finished) until stopped, keeping what it answers. */
export function sampleEvery<T>(everyMs: number, sample: () => Promise<T> | T): Sampler<T> {
  const samples: T[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await sample());
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/**
 * The outbox lag on the database at `url`, sampled every `everyMs`: the age in ms of the oldest domain event the
 * notifier has not yet handled (notified_at null), 0 when none waits (the same figure as System Health's), with
 * how many wait and when (ms since `started`).
 */
export function sampleOutboxLag(
  url: string,
  started: number,
  everyMs = 1000,
): Sampler<{ at: number; ms: number; waiting: number }> & { close(): Promise<void> } {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const sampler = sampleEvery(everyMs, async () => {
    const at = performance.now() - started;
    const [row] = await sql<{ ms: number; waiting: number }[]>`
      select coalesce(extract(epoch from clock_timestamp() - min(created_at)) * 1000, 0)::float8 as ms,
             count(*)::int as waiting
      from domain_events where notified_at is null`;
    return { at, ms: row?.ms ?? 0, waiting: row?.waiting ?? 0 };
  });
  return {
    ...sampler,
    close: () => sql.end({ timeout: 2 }),
  };
}

/**
 * A server's V8 heap in use, in bytes, from its `/api/metrics` (prom-client's default metrics; the server needs
 * METRICS_TOKEN set to `token`); NaN when it does not answer.
 */
export async function heapInUse(url: string, token: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    return Number(/^energyhub_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

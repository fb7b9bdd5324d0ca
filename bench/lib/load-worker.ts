/**
 * The load generator, run as its own process (pinned to another core than the server): autocannon with a
 * request count and a time limit, no pipelining. Reads its options as JSON from argv, prints the result
 * as one JSON line.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** At most this many requests... */
  amount: number;
  /** ...and at most this many seconds, whichever comes first. */
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A request slower than this counts as a timeout (default: the time limit, at least 10 s). */
  timeoutSeconds?: number;
  /** Requests per connection in flight; 1 like a browser. */
  pipelining?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerRequest: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const started = performance.now();
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    amount: options.amount,
    pipelining: options.pipelining ?? 1,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    timeout: options.timeoutSeconds ?? Math.max(10, options.seconds),
  },
  (error, result) => {
    if (error) throw error;
    // Until the last answer, not until autocannon's callback: autocannon ends a run on its one-second tick, so a
    // run of `amount` requests finished at 4.1 s would count as 5 s, and every req/s figure fell into steps of
    // amount/4, amount/5... (a 0.80 ratio could be anything from 0.75 to 0.85).
    const seconds = (lastAnswer - started) / 1000;
    const out: LoadResult = {
      requests: result.requests.total,
      seconds,
      rps: result.requests.total / seconds,
      p50: percentile(0.5),
      p99: percentile(0.99),
      mean: latencies.length ? latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length : Number.NaN,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  },
);
let lastAnswer = started;
/**
 * Each 2xx answer's time in ms, as autocannon measures it (hrtime), kept unrounded. autocannon's own histogram
 * holds whole milliseconds, so a 1-connection p50 of a ~2 ms page could only be 1, 2 or 3 ms, and a ratio of two
 * of them jumped between 0.5, 1 and 1.5 (scaling's verdict flipped between runs of the same server).
 */
const latencies: number[] = [];
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  lastAnswer = performance.now();
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
});
let sorted: Float64Array | undefined;
/** The nearest-rank percentile of the recorded answers (NaN when none came); sorted once, when first asked. */
function percentile(q: number): number {
  sorted ??= Float64Array.from(latencies).sort();
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
const limit = setTimeout(() => instance.stop(), options.seconds * 1000);
instance.on('done', () => clearTimeout(limit));

/**
 * A dashboard's data load, timed from its own process (pinned to the load core): either one batched tRPC
 * request for all the procedures, or one REST call per procedure, all in flight at once (as a browser
 * would on HTTP/1.1 keep-alive). Prints one JSON line: per-load latencies' p50 and p99.
 */
import { percentile } from './stats';

export interface DashboardOptions {
  /** Each load fetches all of these at once; one URL for the batched form. */
  urls: string[];
  cookie: string;
  warmup: number;
  loads: number;
  seconds: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as DashboardOptions;
const fetchAll = () =>
  Promise.all(
    options.urls.map(async (url) => {
      const response = await fetch(url, { headers: { cookie: options.cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
    }),
  );

for (let i = 0; i < options.warmup; i++) await fetchAll();
const samples: number[] = [];
const deadline = performance.now() + options.seconds * 1000;
while (samples.length < options.loads && performance.now() < deadline) {
  const started = performance.now();
  await fetchAll();
  samples.push(performance.now() - started);
}
process.stdout.write(
  `${JSON.stringify({ loads: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) })}\n`,
);

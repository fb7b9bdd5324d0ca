import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, removeWebBuild } from './bundle.bench';
import type { BenchContext } from './lib/compare';
import { BENCH_DIR, REPO_ROOT, startProductServer } from './lib/processes';
import { BENCH_PASSWORD, createBenchDatabase, signIn } from './lib/seed';
import { median, verdict } from './lib/stats';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = 3;

interface Scores {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function buildEmptyApp(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'energy-bench-empty-'));
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const config = path.join(BENCH_DIR, 'empty-app/vite.config.ts');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(BENCH_DIR, 'empty-app'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('building the empty page failed');
  return outDir;
}

/** One Lighthouse run (mobile, its default simulated throttling), pinned to the load core when possible. */
async function lighthouse(url: string, cookie: string | undefined, workDir: string): Promise<Scores> {
  const report = path.join(workDir, `report-${Date.now()}.json`);
  const headers = path.join(workDir, 'headers.json');
  writeFileSync(headers, JSON.stringify(cookie ? { Cookie: cookie } : {}));
  const cli = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--only-categories=performance',
    `--extra-headers=${headers}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  const [command, argv] = existsSync('/usr/bin/taskset')
    ? ['taskset', ['-c', '1', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, argv, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-3000)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !existsSync(report)) throw new Error(`lighthouse failed (${code}): ${stderr}`);
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps every report (open one in the Lighthouse viewer for the waterfall).
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(
      report,
      path.join(keep, `${new URL(url).pathname.replaceAll('/', '_') || 'root'}-${path.basename(report)}`),
    );
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const show = (s: Scores) =>
  `performance ${s.performance}  FCP ${(s.fcp / 1000).toFixed(2)} s  LCP ${(s.lcp / 1000).toFixed(2)} s  TBT ${s.tbt.toFixed(0)} ms  CLS ${s.cls.toFixed(3)}  ${(s.bytes / 1024).toFixed(0)} KiB`;

const med = (runs: Scores[], key: keyof Scores) => median(runs.map((r) => r[key]));

/**
 * lighthouse: Lighthouse (mobile) on the signed-in /rfq page of the production build against an empty
 * Vite + MantineProvider page built in the same run, served by the same server; median of 3 runs each,
 * alternating. Goals: performance >= 95, ratio >= 0.97, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1.
 */
export async function lighthouseBench(ctx: BenchContext): Promise<string> {
  if (!existsSync(CHROME_PATH)) {
    console.log(`cannot run: no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
    return 'lighthouse: ratio n/a (goal >= 0.97) FAIL';
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'energy-bench-lh-'));
  const appDist = buildWeb(ctx.root);
  const emptyDist = buildEmptyApp();
  const appDb = await createBenchDatabase('pglite', 0);
  const emptyDb = await createBenchDatabase('pglite', 0);
  const app = await startProductServer({
    root: ctx.root,
    dataDir: appDb.dataDir,
    webDist: appDist,
    seedDemo: true,
    password: BENCH_PASSWORD,
  });
  const empty = await startProductServer({ root: ctx.root, dataDir: emptyDb.dataDir, webDist: emptyDist });
  try {
    const cookie = await signIn(app.url, 'buyer');
    const appRuns: Scores[] = [];
    const emptyRuns: Scores[] = [];
    for (let run = 1; run <= RUNS; run++) {
      appRuns.push(await lighthouse(`${app.url}/rfq`, cookie, workDir));
      console.log(`run ${run} /rfq (signed in)  ${show(appRuns.at(-1) as Scores)}`);
      emptyRuns.push(await lighthouse(`${empty.url}/`, undefined, workDir));
      console.log(`run ${run} empty page        ${show(emptyRuns.at(-1) as Scores)}`);
    }
    const performance = med(appRuns, 'performance');
    const ratio = performance / Math.max(med(emptyRuns, 'performance'), 1);
    const lcp = med(appRuns, 'lcp');
    const tbt = med(appRuns, 'tbt');
    const cls = med(appRuns, 'cls');
    console.log(
      `median /rfq: performance ${performance}, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}; empty page: performance ${med(emptyRuns, 'performance')}`,
    );
    const checks: [string, boolean][] = [
      ['performance >= 95', performance >= 95],
      ['LCP <= 2.5 s', lcp <= 2500],
      ['TBT <= 200 ms', tbt <= 200],
      ['CLS <= 0.1', cls <= 0.1],
      ['ratio >= 0.97', ratio >= 0.97],
    ];
    console.log(checks.map(([name, ok]) => `${name}: ${ok ? 'met' : 'missed'}`).join('; '));
    return verdict(
      'lighthouse',
      ratio,
      { op: '>=', value: 0.97 },
      checks.every(([, ok]) => ok),
    );
  } finally {
    await app.stop();
    await empty.stop();
    await appDb.drop();
    await emptyDb.drop();
    removeWebBuild(appDist);
    for (const dir of [workDir, emptyDist]) rmSync(dir, { recursive: true, force: true });
  }
}

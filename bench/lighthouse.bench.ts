import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, removeWebBuild } from './bundle.bench';
import { LANDING_PATHS, ROLES, type Role } from '@energy/domain/roles';
import type { BenchContext } from './lib/compare';
import { BENCH_DIR, REPO_ROOT, startProductServer } from './lib/processes';
import { BENCH_PASSWORD, createBenchDatabase, signIn } from './lib/seed';
import { median, verdict } from './lib/stats';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
    // The runner loader: the config imports @energy/web/precompress, TypeScript that the default loader leaves to node.
    [
      vite,
      'build',
      '--configLoader',
      'runner',
      '--config',
      config,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
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

/** Runs per page (the median of 5); LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** Each role's landing page and its dashboard, signed in as that role's demo account. */
export const LIGHTHOUSE_PAGES: { role: Role; path: string }[] = ROLES.flatMap((role) =>
  [...new Set([LANDING_PATHS[role], `/dashboard/${role}`])].map((path) => ({ role, path })),
);

/** The goals per page: a margin below Lighthouse's own lines (TBT 200 ms) so noise does not decide. */
const GOALS: { name: string; met: (s: PageMedian) => boolean }[] = [
  { name: 'performance >= 95', met: (s) => s.performance >= 95 },
  { name: 'TBT <= 150 ms', met: (s) => s.tbt <= 150 },
  { name: 'LCP <= 2.5 s', met: (s) => s.lcp <= 2500 },
  { name: 'CLS <= 0.05', met: (s) => s.cls <= 0.05 },
];

type PageMedian = Omit<Scores, 'fcp' | 'bytes'>;

const medianOf = (runs: Scores[]): PageMedian => ({
  performance: med(runs, 'performance'),
  lcp: med(runs, 'lcp'),
  tbt: med(runs, 'tbt'),
  cls: med(runs, 'cls'),
});

const row = (name: string, m: PageMedian, goals: boolean) =>
  `| ${name} | ${m.performance} | ${m.tbt.toFixed(0)} ms | ${(m.lcp / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${
    goals
      ? GOALS.filter((goal) => !goal.met(m))
          .map((goal) => goal.name)
          .join(', ') || 'all met'
      : ''
  } |`;

/**
 * lighthouse: Lighthouse (mobile, simulated throttling) on every role's landing page and dashboard of the
 * production build, signed in as that role, and on an empty Vite + MantineProvider page built in the same run and
 * served by the same server: RUNS rounds, each visiting every page once, medians per page. Goals per page:
 * performance >= 95, TBT <= 150 ms, LCP <= 2.5 s, CLS <= 0.05. The verdict's ratio is the slowest page's
 * performance over the empty page's (>= 0.97).
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
    const cookies = new Map<Role, string>();
    for (const role of ROLES) cookies.set(role, await signIn(app.url, role));
    const runs = new Map<string, Scores[]>(LIGHTHOUSE_PAGES.map((page) => [page.path, []]));
    const emptyRuns: Scores[] = [];
    for (let round = 1; round <= RUNS; round++) {
      for (const page of LIGHTHOUSE_PAGES) {
        const scores = await lighthouse(`${app.url}${page.path}`, cookies.get(page.role), workDir);
        runs.get(page.path)?.push(scores);
        console.log(`run ${round} ${page.path} (${page.role})  ${show(scores)}`);
      }
      emptyRuns.push(await lighthouse(`${empty.url}/`, undefined, workDir));
      console.log(`run ${round} empty page  ${show(emptyRuns.at(-1) as Scores)}`);
    }
    const medians = LIGHTHOUSE_PAGES.map((page) => ({ page, median: medianOf(runs.get(page.path) ?? []) }));
    const emptyMedian = medianOf(emptyRuns);
    console.log(
      `\nmedians of ${RUNS} runs\n| page | performance | TBT | LCP | CLS | goals missed |\n|---|---|---|---|---|---|`,
    );
    for (const { page, median: m } of medians) console.log(row(`${page.path} (${page.role})`, m, true));
    console.log(row('empty Vite + Mantine page', emptyMedian, false));
    const slowest = Math.min(...medians.map(({ median: m }) => m.performance));
    const ratio = slowest / Math.max(emptyMedian.performance, 1);
    const allMet = medians.every(({ median: m }) => GOALS.every((goal) => goal.met(m)));
    return verdict('lighthouse', ratio, { op: '>=', value: 0.97 }, allMet && ratio >= 0.97);
  } finally {
    await app.stop();
    await empty.stop();
    await appDb.drop();
    await emptyDb.drop();
    removeWebBuild(appDist);
    for (const dir of [workDir, emptyDist]) rmSync(dir, { recursive: true, force: true });
  }
}

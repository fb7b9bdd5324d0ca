import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, removeWebBuild } from './bundle.bench';
import { LANDING_PATHS, ROLES, type Role } from '@energy/domain/roles';
import type { BenchContext } from './lib/compare';
import { type Browser, chromium } from 'playwright-core';
import { BENCH_DIR, freePort, REPO_ROOT, startProductServer } from './lib/processes';
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

/** Chromium's flags for the measured browser (as the bench used when Lighthouse launched it). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fresh Chromium with the session cookie in its cookie jar, as a signed-in browser has it. Lighthouse's
 * `--extra-headers` cookie reached the page's own request but not its API calls, which then answered 401: the app
 * measured was a session that had ended, not the page.
 *
 * Not pinned to a core. Lighthouse's simulation takes the main thread's tasks as observed and multiplies them by 4 (a
 * phone's slower CPU), so it assumes the observed run was a browser with cores to spare, as a phone has (its script
 * compilation, network and compositor threads run beside the main thread). Pinned to core 1 with Lighthouse itself
 * (until 2026-11-29), the page's main thread waited for those threads and for Lighthouse's own process: its trace
 * showed tasks of 12-18 ms around a script's arrival in which nothing was traced (the script's compilation itself
 * 0.04 ms), 53 of them 167 ms in all on /payments against 30-40 ms in an unpinned trace of the same load; each was
 * 50-70 ms of simulated blocking time, and /payments read 224-315 ms of TBT pinned against 8 ms unpinned.
 */
async function signedInChromium(origin: string, cookie: string | undefined, workDir: string) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(workDir, 'chromium-'));
  const args = [...CHROME_FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'];
  // Its own process group, so that stopping it stops its renderers and helpers too (they write to the profile).
  const child = spawn(CHROME_PATH, args, { stdio: 'ignore', detached: true });
  const stop = async () => {
    const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
    // Best effort: a helper process still closing may write a last file; the work folder goes at the end anyway.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // Left for the work folder's removal.
    }
  };
  try {
    let browser: Browser | undefined;
    for (let attempt = 0; !browser; attempt++) {
      try {
        browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const cookies = (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        // As the server set it: host-only (a `__Host-` cookie has no Domain), Secure (127.0.0.1 counts as secure).
        const host = new URL(origin).hostname;
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          domain: host,
          path: '/',
          secure: true,
          httpOnly: true,
        };
      });
    await browser.contexts()[0]?.addCookies(cookies);
    return { port, browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Lighthouse's own failures to record a load, which it answers with "Please run Lighthouse again". */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message.includes(code) ? `lighthouse: ${message}` : `lighthouse: ${message} (${code})`);
  }
}

/**
 * One Lighthouse run (mobile, its default simulated throttling) in a fresh signed-in Chromium, Lighthouse itself on
 * the load core when possible and the browser on none (signedInChromium). A run in which the page's own API calls
 * were refused (401, 403: a session the page does not have) measured something else than the page, and fails.
 */
async function lighthouseOnce(url: string, cookie: string | undefined, workDir: string): Promise<Scores> {
  const report = path.join(workDir, `report-${Date.now()}.json`);
  const cli = path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');
  const browser = await signedInChromium(new URL(url).origin, cookie, workDir);
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--only-categories=performance',
    `--port=${browser.port}`,
  ];
  const [command, argv] = existsSync('/usr/bin/taskset')
    ? ['taskset', ['-c', '1', process.execPath, ...args]]
    : [process.execPath, args];
  let stderr = '';
  let code: number | null;
  try {
    const child = spawn(command, argv, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-3000)));
    code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  } finally {
    await browser.browser.close().catch(() => undefined);
    await browser.stop();
  }
  if (code !== 0 || !existsSync(report)) {
    // Lighthouse's own failures end the process too, their code last in the message: "... (NO_NAVSTART)".
    const runtimeCode = /\(([A-Z_]+)\)\s*$/.exec(stderr.trim())?.[1];
    if (runtimeCode) throw new LighthouseRuntimeError(runtimeCode, stderr.trim().split('\n').at(-1) ?? stderr);
    throw new Error(`lighthouse failed (${code}): ${stderr}`);
  }
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: { items?: { url: string; statusCode: number }[] } }>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
  const refused = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => new URL(request.url).pathname.startsWith('/api/') && [401, 403].includes(request.statusCode),
  );
  if (refused.length > 0)
    throw new Error(
      `lighthouse: ${url}'s API calls were refused (${refused.map((r) => `${r.statusCode} ${new URL(r.url).pathname}`).join(', ')}): not the signed-in page`,
    );
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

/** One Lighthouse run of `url`; a run Lighthouse could not record (RUN_AGAIN) is run again, up to ATTEMPTS in all. */
async function lighthouse(url: string, cookie: string | undefined, workDir: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie, workDir);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError && RUN_AGAIN.has(error.code)) || attempt >= ATTEMPTS) throw error;
      console.log(`${url}: ${error.message}; run again`);
    }
  }
}

const show = (s: Scores) =>
  `performance ${s.performance}  FCP ${(s.fcp / 1000).toFixed(2)} s  LCP ${(s.lcp / 1000).toFixed(2)} s  TBT ${s.tbt.toFixed(0)} ms  CLS ${s.cls.toFixed(3)}  ${(s.bytes / 1024).toFixed(0)} KiB`;

const med = (runs: Scores[], key: keyof Scores) => median(runs.map((r) => r[key]));

/** Runs per page (the issue's median of 5); LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** Each role's landing page and its dashboard, signed in as that role's demo account. */
export const LIGHTHOUSE_PAGES: { role: Role; path: string }[] = ROLES.flatMap((role) =>
  [...new Set([LANDING_PATHS[role], `/dashboard/${role}`])].map((path) => ({ role, path })),
);

/**
 * The pages this run measures: LIGHTHOUSE_ONLY=/rfq,/dashboard/buyer for a quick look (a bisect), else every one.
 * A run over a subset says so in its verdict: it cannot pass.
 */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const MEASURED = ONLY ? LIGHTHOUSE_PAGES.filter((page) => ONLY.includes(page.path)) : LIGHTHOUSE_PAGES;

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
    // Production asks admins and finance for a second factor before anything else; the bench measures the pages
    // such a user sees once enrolled, not the enrolment screen.
    env: { REQUIRE_2FA_ROLES: '' },
  });
  const empty = await startProductServer({ root: ctx.root, dataDir: emptyDb.dataDir, webDist: emptyDist });
  try {
    const cookies = new Map<Role, string>();
    for (const role of ROLES) cookies.set(role, await signIn(app.url, role));
    if (MEASURED.length === 0) throw new Error(`LIGHTHOUSE_ONLY names none of ${LIGHTHOUSE_PAGES.map((p) => p.path)}`);
    const runs = new Map<string, Scores[]>(MEASURED.map((page) => [page.path, []]));
    const emptyRuns: Scores[] = [];
    for (let round = 1; round <= RUNS; round++) {
      for (const page of MEASURED) {
        const scores = await lighthouse(`${app.url}${page.path}`, cookies.get(page.role), workDir);
        runs.get(page.path)?.push(scores);
        console.log(`run ${round} ${page.path} (${page.role})  ${show(scores)}`);
      }
      emptyRuns.push(await lighthouse(`${empty.url}/`, undefined, workDir));
      console.log(`run ${round} empty page  ${show(emptyRuns.at(-1) as Scores)}`);
    }
    const medians = MEASURED.map((page) => ({ page, median: medianOf(runs.get(page.path) ?? []) }));
    const emptyMedian = medianOf(emptyRuns);
    console.log(
      `\nmedians of ${RUNS} runs\n| page | performance | TBT | LCP | CLS | goals missed |\n|---|---|---|---|---|---|`,
    );
    for (const { page, median: m } of medians) console.log(row(`${page.path} (${page.role})`, m, true));
    console.log(row('empty Vite + Mantine page', emptyMedian, false));
    const slowest = Math.min(...medians.map(({ median: m }) => m.performance));
    const ratio = slowest / Math.max(emptyMedian.performance, 1);
    const allMet = medians.every(({ median: m }) => GOALS.every((goal) => goal.met(m)));
    if (ONLY) console.log(`only ${MEASURED.length} of ${LIGHTHOUSE_PAGES.length} pages (LIGHTHOUSE_ONLY): no verdict`);
    return verdict('lighthouse', ratio, { op: '>=', value: 0.97 }, allMet && ratio >= 0.97 && !ONLY);
  } finally {
    await app.stop();
    await empty.stop();
    await appDb.drop();
    await emptyDb.drop();
    removeWebBuild(appDist);
    for (const dir of [workDir, emptyDist])
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

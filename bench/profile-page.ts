/**
 * Where a page's first load spends the CPU: `npx tsx bench/profile-page.ts <role>:<path> [...]`, e.g.
 * `admin:/admin buyer:/dashboard/buyer`. Builds the web app with source maps (once, into PROFILE_WEB_DIST, default
 * /tmp/energy-profile-web; delete it after a source change), serves it with the demo data, signs in as the role,
 * loads the page in Chromium at 4x CPU slowdown (Lighthouse's mobile setting) on a phone-sized screen, samples
 * the CPU until the network is idle plus 1.5 s, and prints its long tasks (their time past 50 ms summed: the blocking
 * time Lighthouse's TBT estimates) and the self time per original source file (a module of
 * ours or a package), biggest first. "(program)" is the engine's own work, mostly parsing and compiling the
 * scripts: less JavaScript is the cure for it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { REPO_ROOT, startProductServer } from './lib/processes';
import { BENCH_PASSWORD, createBenchDatabase, signIn } from './lib/seed';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Lighthouse 12's mobile user agent (a Moto G Power on Android). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const WEB_DIST = process.env.PROFILE_WEB_DIST ?? '/tmp/energy-profile-web';
const SHOWN = 30;

function buildOnce(): void {
  if (existsSync(WEB_DIST)) return;
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  for (const args of [
    ['--manifest', '--sourcemap', '--outDir', WEB_DIST],
    ['--ssr', '--outDir', `${WEB_DIST}-ssr`],
  ]) {
    const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: path.join(REPO_ROOT, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('building the web app failed');
  }
}

/** The original file of a sampled frame, through the chunk's source map. */
function sourceFinder(): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const chunk = frame.url.split('/assets/')[1];
    if (!chunk) return `${frame.functionName || '(anonymous)'}${frame.url ? ` ${frame.url}` : ''}`;
    if (!maps.has(chunk)) {
      const file = path.join(WEB_DIST, 'assets', `${chunk}.map`);
      maps.set(chunk, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    const source = maps
      .get(chunk)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    return source ? source.replace(/.*node_modules\//, '').replace(/.*\/(packages|apps)\//, '$1/') : chunk;
  };
}

function selfTimeBySource(profile: CpuProfile): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const where = sourceFinder();
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    const source = where(node.callFrame);
    totals.set(source, (totals.get(source) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const pages = process.argv.slice(2).map((spec) => {
  const [role, page] = spec.split(':');
  if (!role || !page) throw new Error(`"${spec}": write <role>:<path>, e.g. buyer:/dashboard/buyer`);
  return { role, page };
});
if (pages.length === 0) throw new Error('name at least one <role>:<path>');

buildOnce();
const database = await createBenchDatabase('pglite', 0);
const app = await startProductServer({
  root: REPO_ROOT,
  dataDir: database.dataDir,
  webDist: WEB_DIST,
  seedDemo: true,
  password: BENCH_PASSWORD,
  // Admin and finance pages measured, not the two-factor enrolment screen production puts first (as in lighthouse).
  env: { REQUIRE_2FA_ROLES: '' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const { role, page } of pages) {
    const cookie = await signIn(app.url, role);
    // A phone as Lighthouse's mobile run emulates it (its screen, touch and user agent): the server draws the first
    // frame for a phone when the browser says it is one, and a desktop user agent got the wide frame, redrawn narrow.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_USER_AGENT,
    });
    // In the cookie jar, as a signed-in browser has it: sent as an extra header, the cookie reached the page's own
    // request but not its API calls (401), and the page was measured showing the dashboard's failure.
    await context.addCookies(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => ({
          name: pair.slice(0, pair.indexOf('=')),
          value: pair.slice(pair.indexOf('=') + 1),
          domain: new URL(app.url).hostname,
          path: '/',
          secure: true,
          httpOnly: true,
        })),
    );
    // Every long task of the load, as the page itself sees them (at the 4x slowdown): their time past 50 ms summed
    // is the blocking time Lighthouse's TBT estimates (counted here to idle + 1.5 s, not only to its TTI).
    await context.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = performance.now();
    await tab.goto(`${app.url}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const longTasks = await tab.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    const blocking = longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    const rows = selfTimeBySource(profile);
    const busy = rows.filter(([source]) => source !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `\n== ${role} ${page}: ${(performance.now() - started).toFixed(0)} ms to idle, ${busy.toFixed(0)} ms busy, ` +
        `${longTasks.length} long tasks (longest ${Math.max(0, ...longTasks).toFixed(0)} ms), blocking ${blocking.toFixed(0)} ms`,
    );
    for (const [source, ms] of rows.slice(0, SHOWN)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${source}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
  await database.drop();
}

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * `npm test`: the checks one after the other, each timed, stopping at the first that fails (as `a && b` would).
 * Type checking and linting read the same files and do not depend on each other, so they run side by side on the
 * machine's two cores. The durations are printed, and kept in reports/steps.json for bench/RESULTS.md; a run over
 * the CI budget prints a warning (a noisy machine must not keep good work from landing, so it is not a failure).
 */
const BUDGET_SECONDS = 20 * 60;

type Step = { name: string; script: string };

/** Groups run in order; the steps of one group run at once. */
const GROUPS: Step[][] = [
  [{ name: 'format', script: 'format:check' }],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'tests', script: 'test:vitest' }],
  [{ name: 'storybook build', script: 'build-storybook' }],
];

interface Timing {
  name: string;
  seconds: number;
  ok: boolean;
}

function run(step: Step): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
    child.on('close', (code) =>
      resolve({ name: step.name, seconds: Math.round((performance.now() - started) / 100) / 10, ok: code === 0 }),
    );
  });
}

const timings: Timing[] = [];
const started = performance.now();
for (const group of GROUPS) {
  const results = await Promise.all(group.map(run));
  timings.push(...results);
  for (const result of results)
    console.log(`\n== ${result.name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds} s`);
  if (results.some((result) => !result.ok)) break;
}
const total = Math.round((performance.now() - started) / 1000);

console.log('\n== npm test, step by step');
for (const timing of timings)
  console.log(`${timing.name.padEnd(16)} ${String(timing.seconds).padStart(7)} s  ${timing.ok ? 'ok' : 'FAILED'}`);
console.log(`${'total'.padEnd(16)} ${String(total).padStart(7)} s`);
if (total > BUDGET_SECONDS) console.log(`warning: npm test took ${total} s, over the ${BUDGET_SECONDS} s budget`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/steps.json', `${JSON.stringify({ total, steps: timings }, null, 2)}\n`);
process.exit(timings.every((timing) => timing.ok) && timings.length === GROUPS.flat().length ? 0 : 1);

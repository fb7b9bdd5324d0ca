import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * `npm test`: the checks one after the other, each timed, stopping at the first that fails (as `a && b` would).
 * Type checking and linting read the same files and do not depend on each other, so they run side by side on the
 * machine's two cores; the Storybook build follows the lint in the same lane, on the core the lint leaves while the
 * type check goes on (lint 59 s, typecheck 81 s, Storybook build 41 s, quiet), instead of after the tests. The
 * durations are printed, and kept in reports/steps.json for bench/RESULTS.md; a run over the CI budget prints a
 * warning (a noisy machine must not keep good work from landing, so it is not a failure).
 */
const BUDGET_SECONDS = 20 * 60;

type Step = { name: string; script: string };

/** Groups run in order; the lanes of one group run at once, the steps of one lane one after the other. */
const GROUPS: Step[][][] = [
  [[{ name: 'format', script: 'format:check' }]],
  [
    [{ name: 'typecheck', script: 'typecheck' }],
    [
      { name: 'lint', script: 'lint' },
      { name: 'storybook build', script: 'build-storybook' },
    ],
  ],
  [[{ name: 'tests', script: 'test:vitest' }]],
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

/** A lane's steps one after the other, each reported as it ends; the lane stops at its first failure. */
async function runLane(lane: Step[]): Promise<Timing[]> {
  const results: Timing[] = [];
  for (const step of lane) {
    const result = await run(step);
    results.push(result);
    console.log(`\n== ${result.name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds} s`);
    if (!result.ok) break;
  }
  return results;
}

const timings: Timing[] = [];
const started = performance.now();
for (const group of GROUPS) {
  const results = (await Promise.all(group.map(runLane))).flat();
  timings.push(...results);
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
process.exit(timings.every((timing) => timing.ok) && timings.length === GROUPS.flat(2).length ? 0 : 1);

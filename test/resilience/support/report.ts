import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../deploy/cluster/instances';

const REPORT = path.join(REPO_ROOT, 'reports/resilience.json');

/**
 * Prints a scenario's figures and keeps them in reports/resilience.json (by scenario, with the date and the
 * machine), from which docs/OPERATIONS.md's table is written.
 */
export function figures(scenario: string, values: Record<string, unknown>): void {
  const lines = Object.entries(values).map(
    ([name, value]) => `  ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  console.log(`\n== resilience: ${scenario}\n${lines.join('\n')}\n`);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as Record<string, unknown>) : {};
  report[scenario] = {
    at: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0]?.toFixed(1)}`,
    ...values,
  };
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

/** Keeps a scenario's raw samples in reports/<name>.json, beside the figures drawn from them, for a closer look. */
export function keepSamples(name: string, data: unknown): void {
  const file = path.join(REPO_ROOT, 'reports', `${name}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data)}\n`);
}

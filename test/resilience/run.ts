import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run test:resilience [-- --soak-minutes 2] [-- <file filter>]`: the resilience suite (vitest.resilience.config.ts),
 * one scenario file at a time. The soak lasts 30 minutes unless told otherwise.
 */
const { values, positionals } = parseArgs({
  options: { 'soak-minutes': { type: 'string', default: '30' } },
  allowPositionals: true,
});
const minutes = Number(values['soak-minutes']);
if (!(minutes > 0 && minutes <= 24 * 60)) throw new Error('--soak-minutes: a number of minutes above 0');
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.resilience.config.ts', ...positionals], {
  stdio: 'inherit',
  env: { ...process.env, SOAK_MINUTES: String(minutes) },
});
process.exit(result.status ?? 1);

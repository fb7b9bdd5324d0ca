import { spawn } from 'node:child_process';
import path from 'node:path';
import type postgres from 'postgres';
import { PG_BIN } from '../../../deploy/cluster/postgres-cluster';

/**
 * Runs one of PostgreSQL's programs (pg_dump, pg_restore) to its end without blocking the event loop, so a load
 * running in this process keeps writing meanwhile. Resolves with its duration; rejects with its output on failure.
 */
export function runPgProgram(program: string, args: string[], timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(PG_BIN, program), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/** Every table of the database but PostgreSQL's own, as `schema.table`, with its row count (in `sql`'s snapshot). */
export async function tableCounts(sql: Pick<postgres.Sql, 'unsafe'>): Promise<Record<string, number>> {
  const tables = await sql.unsafe<{ name: string }[]>(`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${name}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** The tables whose counts differ between two countings, with both figures. */
export function countDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): Record<string, [number | undefined, number | undefined]> {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const differences: Record<string, [number | undefined, number | undefined]> = {};
  for (const name of names) if (expected[name] !== actual[name]) differences[name] = [expected[name], actual[name]];
  return differences;
}

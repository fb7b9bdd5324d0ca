import type { Executor } from '@energy/db/client';
import { sql } from 'drizzle-orm';

/** Readable, unique numbers from a database sequence, e.g. RFQ-2026-000123. */
export async function nextNumber(
  tx: Executor,
  prefix: 'RFQ' | 'CON' | 'ORD' | 'SHP' | 'PAY' | 'JOB',
  sequence: string,
  now = new Date(),
): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval(${sequence}) as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as { n: string }[];
  return `${prefix}-${now.getUTCFullYear()}-${String(rows[0]?.n ?? '0').padStart(6, '0')}`;
}

import type postgres from 'postgres';

/**
 * The state machines' cross-record invariants as SQL, each a query returning the ids that break it (none when it
 * holds). The resilience suite runs them after every fault (a database stopped under load, a failover, a killed
 * instance) and on a restored backup; an operator can run them on any database (docs/OPERATIONS.md).
 */
export const INVARIANTS = {
  /** A contract exists only for the offer its RFQ's buyer accepted (selected). */
  contractWithoutAcceptedOffer: `
    select c.id from contracts c left join offers o on o.id = c.offer_id
    where o.id is null or o.status <> 'selected'`,
  /** An order exists only for a contract both parties signed. */
  orderWithoutSignedContract: `
    select o.id from orders o left join contracts c on c.id = o.contract_id
    where c.id is null or c.signed_at is null or c.status = 'draft'`,
  /** Escrow is released only after the buyer confirmed receipt or the inspection period ended. */
  releaseWithoutReceiptOrInspection: `
    select id from orders
    where released_at is not null and receipt_confirmed_at is null
      and (release_due_at is null or release_due_at > released_at)`,
  /** Every payment's double entries sum to zero over its accounts. */
  ledgerNotBalanced: `
    select payment_id as id from (
      select payment_id, amount from ledger_entries
      union all select payment_id, -amount from ledger_entries) moves
    group by payment_id having sum(amount) <> 0`,
  /**
   * What a payment holds in escrow matches its state: never below nothing or above its amount, all of it while
   * captured, nothing once completed or refunded, nothing before it is captured.
   */
  escrowNotMatchingPayment: `
    select p.id from payments p
    left join lateral (
      select coalesce(sum(case when e.credit_account = 'platform:escrow' then e.amount else 0 end)
                    - sum(case when e.debit_account = 'platform:escrow' then e.amount else 0 end), 0) as held
      from ledger_entries e where e.payment_id = p.id) escrow on true
    where escrow.held < 0 or escrow.held > p.amount
       or (p.status = 'captured' and escrow.held <> p.amount)
       or (p.status in ('completed', 'refunded', 'pending', 'failed') and escrow.held <> 0)`,
} as const;

export type InvariantName = keyof typeof INVARIANTS;

/** Each invariant with the ids breaking it (empty arrays when all hold). */
export async function checkInvariants(sql: postgres.Sql): Promise<Record<InvariantName, string[]>> {
  const entries = await Promise.all(
    (Object.entries(INVARIANTS) as [InvariantName, string][]).map(async ([name, query]) => {
      const rows = await sql.unsafe<{ id: string }[]>(query);
      return [name, rows.map((row) => String(row.id))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<InvariantName, string[]>;
}

/** The invariants broken, as `name: ids` lines; empty when all hold. */
export function brokenInvariants(result: Record<InvariantName, string[]>): string[] {
  return Object.entries(result)
    .filter(([, ids]) => ids.length > 0)
    .map(([name, ids]) => `${name}: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` (+${ids.length - 5})` : ''}`);
}

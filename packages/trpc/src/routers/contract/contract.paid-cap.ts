import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { payments } from '@energy/db/schema/payments';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import { SETTLEMENT_AWAITING } from '@energy/domain/machines/procurement';
import { formatMoney, type Currency } from '@energy/domain/money';
import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { conflict } from '../../errors';
import { FINAL_BALANCE } from '../payment/final-release';
import { towardsThePrice } from '../settlement/demurrage';

export const ABOVE_FINAL_PRICE = "This payment would take the amount paid above the contract's final price";

/**
 * Payments never take more than a formula contract's final price: once it is fixed, paying `amount` for one of its
 * settlements (an escrow capture, or finance's record of a payment made outside the platform) is refused with 409
 * when what is already paid or being paid (settlements completed or awaiting the payee's confirmation, and those
 * whose escrow payment is taking the money; a credit the supplier repaid counts against it) plus `amount` would
 * exceed the final total. Before the price is fixed the provisional schedule is paid as it stands. The caller holds
 * the settlement's row lock.
 */
export async function refuseAboveFinalPrice(tx: Executor, settlementId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  // A demurrage line is owed beside the price: it neither counts towards it nor is capped by it.
  const [contract] = await tx
    .select({ id: contracts.id, finalTotal: contracts.finalTotal, currency: contracts.currency })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    // The final invoice's balance is what the delivered quantity costs beyond what was paid: the invoice set it.
    .where(and(eq(settlements.id, settlementId), towardsThePrice, ne(settlements.settlementType, FINAL_BALANCE)));
  if (!contract || contract.finalTotal === null) return;
  const taking = tx
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.settlementId, settlements.id), inArray(payments.status, [...PAYMENT_TAKING_STATES])));
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${settlements.amount}), 0)`.mapWith(Number) })
    .from(settlements)
    .where(
      and(
        eq(settlements.contractId, contract.id),
        ne(settlements.id, settlementId),
        towardsThePrice,
        or(inArray(settlements.status, ['completed', SETTLEMENT_AWAITING]), exists(taking)),
      ),
    );
  const paid = row?.paid ?? 0;
  if (paid + amount <= contract.finalTotal) return;
  const currency = contract.currency as Currency;
  throw conflict(
    `${ABOVE_FINAL_PRICE} of ${formatMoney(contract.finalTotal, currency)}: ${formatMoney(paid, currency)} is paid already`,
  );
}

import type { Executor } from '@energy/db/client';
import type { settlements } from '@energy/db/schema/contracts';
import type { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import type { TPaymentTerms } from '@energy/domain/schemas/offer';
import { nextNumber } from '../../numbering';

/** The buyer's pending payment of one settlement of the order's contract, numbered, by the contract's method. */
export async function insertSettlementPayment(
  tx: Executor,
  order: Pick<typeof orders.$inferSelect, 'id' | 'buyerOrgId' | 'supplierOrgId'>,
  settlement: Pick<typeof settlements.$inferSelect, 'id' | 'amount' | 'currency' | 'description'>,
  method: TPaymentTerms['method'],
  now: Date,
): Promise<void> {
  await tx.insert(payments).values({
    paymentNumber: await nextNumber(tx, 'PAY', 'payment_number_seq', now),
    orderId: order.id,
    settlementId: settlement.id,
    payerOrgId: order.buyerOrgId,
    payeeOrgId: order.supplierOrgId,
    amount: settlement.amount,
    currency: settlement.currency,
    paymentMethod: method,
    description: settlement.description,
    status: 'pending',
  });
}

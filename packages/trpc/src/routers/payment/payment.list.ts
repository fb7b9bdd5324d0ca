import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import type { PAYMENT_SORTS, TPayment, ZPaymentListInput } from '@energy/domain/schemas/fulfilment';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listPayments, visiblePayments } from './payment.queries';

const PAYMENT_LIST: ListSpec<(typeof PAYMENT_SORTS)[number]> = {
  name: 'payment',
  id: payments.id,
  sorts: {
    createdAt: { column: payments.createdAt, kind: 'timestamptz' },
    paymentNumber: { column: payments.paymentNumber, kind: 'text' },
    amount: { column: payments.amount, kind: 'bigint' },
  },
  search: [payments.paymentNumber, orders.orderNumber, payments.description],
};

type PaymentListInput = z.output<typeof ZPaymentListInput>;

export function pagePayments(db: Executor, scope: CallerScope, input: PaymentListInput): Promise<TPage<TPayment>> {
  const filter = input.status ? eq(payments.status, input.status) : undefined;
  return runPage(
    db,
    PAYMENT_LIST,
    input,
    (keyset) => listPayments(db, scope, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(visiblePayments(scope), filter, search))
        .$dynamic(),
  );
}

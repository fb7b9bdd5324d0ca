import type { Executor } from '@energy/db/client';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { ledgerEntries, payments } from '@energy/db/schema/payments';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { PaymentStatus } from '@energy/domain/constants';
import { PAYMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import { sourcesOf } from '@energy/domain/machines/transitions';
import type { TEscrowRelease, TPayment } from '@energy/domain/schemas/fulfilment';
import { aliasedTable, and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../../iso-date';
import { verifiedOf } from '../../verification';
import { ledgerAccountName } from '../../payments/provider';
import { allowedFor } from '../../authorize';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { escrowHeldReason } from './disputes';

/** Payments: the paying and the paid organization, admins; logistics companies never see money. */
export function visiblePayments(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId || scope.role === 'logistics') return sql`false`;
  return or(eq(payments.payerOrgId, scope.orgId), eq(payments.payeeOrgId, scope.orgId));
}

type EscrowClock = Pick<typeof orders.$inferSelect, 'releaseDueAt' | 'receiptConfirmedAt' | 'releasedAt'>;

/** Payment states whose money is not in escrow yet (pending, failed, processing): what finance has still to capture. */
const UNCAPTURED: readonly PaymentStatus[] = [
  ...new Set([...sourcesOf(PAYMENT_TRANSITIONS, 'processing'), ...sourcesOf(PAYMENT_TRANSITIONS, 'captured')]),
];
const CAPTURED: readonly PaymentStatus[] = sourcesOf(PAYMENT_TRANSITIONS, 'completed');

/** The sum of the `orders` row in scope's payments in these states, in minor units (a column of any query over orders). */
const orderPaymentSum = (states: readonly PaymentStatus[]): SQL<number> =>
  sql<number>`(select coalesce(sum(escrow_payment.amount), 0)::bigint from ${payments} escrow_payment
    where escrow_payment.order_id = ${orders.id} and escrow_payment.status in ${[...states]})`.mapWith(Number);

/** The order's money in escrow and not yet captured, as columns of a query over `orders`: select it beside escrowHeldReason. */
export const escrowMoney = { heldAmount: orderPaymentSum(CAPTURED), uncapturedAmount: orderPaymentSum(UNCAPTURED) };

/** The escrow clock of an order, why it is held (the query's `escrowHeldReason`) and its money (`escrowMoney`), as orders and their payments both show it. */
export function escrowOf(
  order: EscrowClock,
  heldReason: string | null,
  money: { heldAmount: number; uncapturedAmount: number },
): TEscrowRelease {
  return {
    releaseDueAt: isoOrNull(order.releaseDueAt),
    receiptConfirmedAt: isoOrNull(order.receiptConfirmedAt),
    releasedAt: isoOrNull(order.releasedAt),
    heldReason,
    heldAmount: money.heldAmount,
    uncapturedAmount: money.uncapturedAmount,
  };
}

const payer = aliasedTable(organizations, 'payer');
const payee = aliasedTable(organizations, 'payee');

export async function listPayments(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TPayment[]> {
  return (await loadPayments(db, scope, filter, page)).map((loaded) => loaded.row);
}

/** Payments the caller may see, each with what the action rules read of it. */
export async function loadPayments(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TPayment; facts: RecordFacts['payment'] }[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      payment: payments,
      orderNumber: orders.orderNumber,
      payerName: payer.name,
      payeeName: payee.name,
      payerVerified: verifiedOf(payer),
      payeeVerified: verifiedOf(payee),
      release: {
        releaseDueAt: orders.releaseDueAt,
        receiptConfirmedAt: orders.receiptConfirmedAt,
        releasedAt: orders.releasedAt,
      },
      heldReason: escrowHeldReason,
      money: escrowMoney,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(payer, eq(payer.id, payments.payerOrgId))
    .innerJoin(payee, eq(payee.id, payments.payeeOrgId))
    .where(and(visiblePayments(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(payments.createdAt), asc(payments.paymentNumber)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const ids = rows.map((r) => r.payment.id);
  const entries = ids.length
    ? await db
        .select()
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.paymentId, ids))
        .orderBy(asc(ledgerEntries.createdAt))
    : [];
  const loaded = rows.map(
    ({ payment: p, orderNumber, payerName, payeeName, payerVerified, payeeVerified, release, heldReason, money }) => {
      const facts = { payerOrgId: p.payerOrgId, status: p.status };
      const parties = {
        payer: { id: p.payerOrgId, name: payerName, verified: payerVerified },
        payee: { id: p.payeeOrgId, name: payeeName, verified: payeeVerified },
      };
      return {
        facts,
        row: {
          allowedActions: allowedFor(scope, 'payment', facts),
          id: p.id,
          paymentNumber: p.paymentNumber,
          orderId: p.orderId,
          orderNumber,
          settlementId: p.settlementId,
          description: p.description,
          payerOrg: parties.payer,
          payeeOrg: parties.payee,
          amount: p.amount,
          currency: p.currency as TPayment['currency'],
          paymentMethod: p.paymentMethod,
          status: p.status,
          providerReference: p.providerReference,
          failureReason: p.failureReason,
          createdAt: iso(p.createdAt),
          escrow: escrowOf(release, heldReason, money),
          ledger: entries
            .filter((e) => e.paymentId === p.id)
            .map((e) => ({
              id: e.id,
              entryType: e.entryType as 'capture' | 'release' | 'refund',
              debitAccount: e.debitAccount,
              creditAccount: e.creditAccount,
              debitAccountName: ledgerAccountName(e.debitAccount, parties),
              creditAccountName: ledgerAccountName(e.creditAccount, parties),
              amount: e.amount,
              createdAt: iso(e.createdAt),
            })),
        },
      };
    },
  );
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { ledgerEntries, payments } from '@energy/db/schema/payments';
import { shipments } from '@energy/db/schema/shipments';
import type { TEscrowRelease, TOrder, TPayment, TShipment } from '@energy/domain/schemas/fulfilment';
import { aliasedTable, and, asc, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../../numbering';
import type { CallerScope } from '../../scope';

const buyerOrg = aliasedTable(organizations, 'buyer_org');
const supplierOrg = aliasedTable(organizations, 'supplier_org');
const carrier = aliasedTable(organizations, 'carrier');

/** Orders: the buyer's and supplier's organizations, the logistics company carrying it, admins. */
export function visibleOrders(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  const carries = exists(sql`(select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.logisticsOrgId} = ${scope.orgId})`);
  return or(eq(orders.buyerOrgId, scope.orgId), eq(orders.supplierOrgId, scope.orgId), carries);
}

/** Shipments: the order's parties, the carrier, and every logistics company for an open tender. */
export function visibleShipments(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  if (scope.role === 'logistics') {
    return or(eq(shipments.logisticsOrgId, scope.orgId), and(isNull(shipments.logisticsOrgId), eq(shipments.status, 'tendered')));
  }
  return or(eq(orders.buyerOrgId, scope.orgId), eq(orders.supplierOrgId, scope.orgId));
}

export function visiblePayments(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId || scope.role === 'logistics') return sql`false`;
  return or(eq(payments.payerOrgId, scope.orgId), eq(payments.payeeOrgId, scope.orgId));
}

type ShipmentRow = { shipment: typeof shipments.$inferSelect; orderNumber: string; carrierName: string | null };

function toShipment({ shipment: s, orderNumber, carrierName }: ShipmentRow): TShipment {
  return {
    id: s.id, shipmentNumber: s.shipmentNumber, orderId: s.orderId, orderNumber, status: s.status as TShipment['status'],
    originLocation: s.originLocation, destinationLocation: s.destinationLocation, cargoDescription: s.cargoDescription,
    estimatedDeparture: iso(s.estimatedDeparture), actualDeparture: isoOrNull(s.actualDeparture),
    estimatedArrival: iso(s.estimatedArrival), actualArrival: isoOrNull(s.actualArrival),
    logisticsOrg: s.logisticsOrgId && carrierName ? { id: s.logisticsOrgId, name: carrierName } : null,
    podData: s.podDeliveredAt && s.podRecipientName
      ? { deliveredAt: iso(s.podDeliveredAt), recipientName: s.podRecipientName, signature: s.podSignature, notes: s.podNotes }
      : null,
    createdAt: iso(s.createdAt),
  };
}

export async function listShipments(db: Executor, scope: CallerScope, filter?: SQL): Promise<TShipment[]> {
  const rows = await db
    .select({ shipment: shipments, orderNumber: orders.orderNumber, carrierName: carrier.name })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(carrier, eq(carrier.id, shipments.logisticsOrgId))
    .where(and(visibleShipments(scope), filter))
    .orderBy(desc(shipments.createdAt));
  return rows.map(toShipment);
}

export async function listOrders(db: Executor, scope: CallerScope, filter?: SQL): Promise<TOrder[]> {
  const rows = await db
    .select({ order: orders, contractNumber: contracts.contractNumber, buyerName: buyerOrg.name, supplierName: supplierOrg.name })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, orders.supplierOrgId))
    .where(and(visibleOrders(scope), filter))
    .orderBy(desc(orders.createdAt));
  const ids = rows.map((r) => r.order.id);
  // The live shipment of each order (a cancelled one only when there is no other).
  const shipmentRows = ids.length
    ? await db
        .select({ shipment: shipments, orderNumber: orders.orderNumber, carrierName: carrier.name })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .leftJoin(carrier, eq(carrier.id, shipments.logisticsOrgId))
        .where(inArray(shipments.orderId, ids))
        .orderBy(asc(sql`${shipments.status} <> 'cancelled'`), asc(shipments.createdAt))
    : [];
  const byOrder = new Map(shipmentRows.map((r) => [r.shipment.orderId, toShipment(r)]));
  return rows.map(({ order, contractNumber, buyerName, supplierName }) => ({
    id: order.id, orderNumber: order.orderNumber, contractId: order.contractId, contractNumber,
    buyerOrg: { id: order.buyerOrgId, name: buyerName }, supplierOrg: { id: order.supplierOrgId, name: supplierName },
    totalValue: order.totalValue, currency: order.currency as TOrder['currency'], status: order.status as TOrder['status'],
    cancelReason: order.cancelReason, createdAt: iso(order.createdAt), shipment: byOrder.get(order.id) ?? null, escrow: escrowOf(order),
  }));
}

function escrowOf(order: Pick<typeof orders.$inferSelect, 'releaseDueAt' | 'receiptConfirmedAt' | 'releasedAt'>): TEscrowRelease {
  return { releaseDueAt: isoOrNull(order.releaseDueAt), receiptConfirmedAt: isoOrNull(order.receiptConfirmedAt), releasedAt: isoOrNull(order.releasedAt) };
}

const payer = aliasedTable(organizations, 'payer');
const payee = aliasedTable(organizations, 'payee');

export async function listPayments(db: Executor, scope: CallerScope, filter?: SQL): Promise<TPayment[]> {
  const rows = await db
    .select({
      payment: payments, orderNumber: orders.orderNumber, payerName: payer.name, payeeName: payee.name,
      release: { releaseDueAt: orders.releaseDueAt, receiptConfirmedAt: orders.receiptConfirmedAt, releasedAt: orders.releasedAt },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(payer, eq(payer.id, payments.payerOrgId))
    .innerJoin(payee, eq(payee.id, payments.payeeOrgId))
    .where(and(visiblePayments(scope), filter))
    .orderBy(desc(payments.createdAt), asc(payments.paymentNumber));
  const ids = rows.map((r) => r.payment.id);
  const entries = ids.length ? await db.select().from(ledgerEntries).where(inArray(ledgerEntries.paymentId, ids)).orderBy(asc(ledgerEntries.createdAt)) : [];
  return rows.map(({ payment: p, orderNumber, payerName, payeeName, release }) => ({
    id: p.id, paymentNumber: p.paymentNumber, orderId: p.orderId, orderNumber, settlementId: p.settlementId, description: p.description,
    payerOrg: { id: p.payerOrgId, name: payerName }, payeeOrg: { id: p.payeeOrgId, name: payeeName },
    amount: p.amount, currency: p.currency as TPayment['currency'], paymentMethod: p.paymentMethod, status: p.status as TPayment['status'],
    providerReference: p.providerReference, failureReason: p.failureReason, createdAt: iso(p.createdAt), escrow: escrowOf(release),
    ledger: entries.filter((e) => e.paymentId === p.id).map((e) => ({
      id: e.id, entryType: e.entryType as 'capture' | 'release' | 'refund', debitAccount: e.debitAccount, creditAccount: e.creditAccount,
      amount: e.amount, createdAt: iso(e.createdAt),
    })),
  }));
}


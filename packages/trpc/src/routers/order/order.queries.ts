import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { jobs, tenderBids, tenders } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { BidStatus } from '@energy/domain/constants';
import type { QuantityBasis } from '@energy/domain/schemas/measurement';
import type { TOrder, TShipment } from '@energy/domain/schemas/fulfilment';
import { aliasedTable, and, asc, desc, eq, exists, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../../iso-date';
import { myOrgVerifiedSql, verifiedOf, withMyOrgVerified } from '../../verification';
import { allowedFor } from '../../authorize';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { escrowHeldReason } from '../payment/disputes';
import { escrowMoney, escrowOf } from '../payment/payment.queries';
import { orderDelivery } from './order.delivery';
import { countedMeasurementsSql, measuredFacts, toMeasured, type StoredMeasurement } from './shipment.measured';

/*
 * Folders import one way: shipment -> order -> payment. An order's answer carries its shipment and the
 * shipment services look their order up, so the shipment projection lives here and shipment.queries
 * reuses it; the escrow clock belongs to payments and orders borrow it.
 */

const buyerOrg = aliasedTable(organizations, 'buyer_org');
const supplierOrg = aliasedTable(organizations, 'supplier_org');
export const carrier = aliasedTable(organizations, 'carrier');
const DECLINED: BidStatus = 'declined';

/**
 * `orgId` carries the shipment: it is named on it and has not declined its tender. A direct tender names
 * its carrier before it answers; the decline is final, so the carrier's part in the shipment and its order
 * (and the order's documents) ends with it.
 */
export function carriesShipment(orgId: string): SQL {
  return and(eq(shipments.logisticsOrgId, orgId), notExists(declinedTender(orgId))) as SQL;
}

/** The organization carrying the shipment (in the sense of carriesShipment), null while none does. */
export const shipmentCarrierOrgId: SQL<string | null> =
  sql`case when ${notExists(declinedTender(shipments.logisticsOrgId))} then ${shipments.logisticsOrgId} end`;

/** `orgId` declined the shipment's tender. */
function declinedTender(orgId: string | typeof shipments.logisticsOrgId): SQL {
  return sql`(select 1 from ${tenderBids} join ${tenders} on ${eq(tenders.id, tenderBids.tenderId)}
    where ${and(eq(tenders.shipmentId, shipments.id), eq(tenderBids.logisticsOrgId, orgId), eq(tenderBids.status, DECLINED))})`;
}

/** Orders: the buyer's and supplier's organizations, the logistics company carrying it, admins. */
export function visibleOrders(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  const carries = exists(
    sql`(select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${carriesShipment(scope.orgId)})`,
  );
  return or(eq(orders.buyerOrgId, scope.orgId), eq(orders.supplierOrgId, scope.orgId), carries);
}

export type OrderFacts = RecordFacts['order'];
/** A shipment's facts, with the caller's verification: an unverified carrier may not accept it (the registry's shipment.accept). */
export type ShipmentFacts = RecordFacts['shipment'];

export interface ShipmentRow {
  shipment: typeof shipments.$inferSelect;
  orderNumber: string;
  supplierOrgId: string;
  carrierName: string | null;
  carrierVerified: boolean;
  jobCrewed: boolean | null;
  /** Its tender's bid deadline, null without a tender. */
  tenderDeadline?: Date | null;
  /** Every company's answer to its tender (none without a tender). */
  tenderAnswers?: { org: string; status: BidStatus }[];
  /** The calling organization is verified (myOrgVerifiedSql); null or absent when unknown. */
  myOrgVerified?: boolean | null;
  /** Its counted measurements (countedMeasurementsSql); absent where not selected. */
  measurements?: StoredMeasurement[];
  /** Its order's final invoice time and its contract's quantity basis; absent where not selected. */
  finalInvoicedAt?: Date | null;
  quantityBasis?: QuantityBasis;
}

/** The shipment's tender deadline and the answers to it, read by the shipment.accept rule. */
const shipmentTenderDeadline =
  sql<Date | null>`(select ${tenders.bidDeadline} from ${tenders} where ${tenders.shipmentId} = ${shipments.id})`.mapWith(
    (value: unknown) => (value == null ? null : new Date(value as string)),
  );
const shipmentTenderAnswers = sql<
  { org: string; status: BidStatus }[]
>`(select coalesce(json_agg(json_build_object('org', ${tenderBids.logisticsOrgId}, 'status', ${tenderBids.status})), '[]'::json)
  from ${tenderBids} join ${tenders} on ${eq(tenders.id, tenderBids.tenderId)} where ${tenders.shipmentId} = ${shipments.id})`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as { org: string; status: BidStatus }[],
);

/** Whether the shipment's live (not cancelled) job holds a driver and a vehicle; null while it has no job. */
const shipmentJobCrewed = sql<
  boolean | null
>`(select ${jobs.assignedDriverId} is not null and ${jobs.assignedVehicleId} is not null
  from ${jobs} where ${jobs.shipmentId} = ${shipments.id} and ${jobs.status} <> 'cancelled' limit 1)`;

/** The quantity basis of the shipment's contract (outturn or bl), read by the correction rules. */
const shipmentQuantityBasis = sql<QuantityBasis>`(select ${contracts.quantityBasis} from ${contracts}
  where ${contracts.id} = ${orders.contractId})`;

/** The columns toShipment reads; select them from shipments joined to orders and left-joined to `carrier`. */
export const shipmentColumns = {
  shipment: shipments,
  orderNumber: orders.orderNumber,
  supplierOrgId: orders.supplierOrgId,
  carrierName: carrier.name,
  carrierVerified: verifiedOf(carrier),
  jobCrewed: shipmentJobCrewed,
  tenderDeadline: shipmentTenderDeadline,
  tenderAnswers: shipmentTenderAnswers,
  measurements: countedMeasurementsSql,
  finalInvoicedAt: orders.finalInvoicedAt,
  quantityBasis: shipmentQuantityBasis,
};

/** What the rules read of a shipment, for the caller: its tender as the caller's company answered it. */
export function shipmentFacts(
  {
    shipment,
    supplierOrgId,
    jobCrewed,
    tenderDeadline,
    tenderAnswers,
    myOrgVerified,
    measurements,
    finalInvoicedAt,
    quantityBasis,
  }: ShipmentRow,
  scope?: CallerScope,
): ShipmentFacts {
  const myAnswer = scope?.orgId ? tenderAnswers?.find((a) => a.org === scope.orgId) : undefined;
  const tender = tenderDeadline ? { bidDeadline: tenderDeadline, myBidStatus: myAnswer?.status ?? null } : null;
  return withMyOrgVerified(
    {
      carrierOrgId: shipment.logisticsOrgId,
      supplierOrgId,
      status: shipment.status,
      jobCrewed,
      tender,
      measured: measuredFacts(measurements),
      ...(quantityBasis ? { settlement: { finalInvoiced: Boolean(finalInvoicedAt), quantityBasis } } : {}),
    },
    myOrgVerified,
  );
}

export function orderFacts(order: typeof orders.$inferSelect): OrderFacts {
  return {
    buyerOrgId: order.buyerOrgId,
    supplierOrgId: order.supplierOrgId,
    status: order.status,
    releaseDueAt: order.releaseDueAt,
    releasedAt: order.releasedAt,
    receiptConfirmedAt: order.receiptConfirmedAt,
    quantity: order.quantityStatus ? { status: order.quantityStatus, acceptedAt: order.quantityAcceptedAt } : null,
  };
}

export function toShipment(row: ShipmentRow, scope: CallerScope): TShipment {
  const { shipment: s, orderNumber, carrierName, carrierVerified } = row;
  return {
    allowedActions: allowedFor(scope, 'shipment', shipmentFacts(row, scope)),
    id: s.id,
    shipmentNumber: s.shipmentNumber,
    orderId: s.orderId,
    orderNumber,
    status: s.status,
    originLocation: s.originLocation,
    destinationLocation: s.destinationLocation,
    cargoDescription: s.cargoDescription,
    estimatedDeparture: iso(s.estimatedDeparture),
    actualDeparture: isoOrNull(s.actualDeparture),
    estimatedArrival: iso(s.estimatedArrival),
    actualArrival: isoOrNull(s.actualArrival),
    logisticsOrg:
      s.logisticsOrgId && carrierName ? { id: s.logisticsOrgId, name: carrierName, verified: carrierVerified } : null,
    podData:
      s.podDeliveredAt && s.podRecipientName
        ? {
            deliveredAt: iso(s.podDeliveredAt),
            recipientName: s.podRecipientName,
            signature: s.podSignature,
            notes: s.podNotes,
          }
        : null,
    measured: toMeasured(row.measurements),
    invoicing: row.quantityBasis
      ? { finalInvoicedAt: isoOrNull(row.finalInvoicedAt ?? null), quantityBasis: row.quantityBasis }
      : null,
    createdAt: iso(s.createdAt),
  };
}

export async function listOrders(db: Executor, scope: CallerScope, filter?: SQL, page?: Keyset): Promise<TOrder[]> {
  return (await loadOrders(db, scope, filter, page)).map((loaded) => loaded.row);
}

/** Orders the caller may see, each with what the action rules read of it. */
export async function loadOrders(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TOrder; facts: OrderFacts }[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      order: orders,
      contractNumber: contracts.contractNumber,
      buyerName: buyerOrg.name,
      supplierName: supplierOrg.name,
      buyerVerified: verifiedOf(buyerOrg),
      supplierVerified: verifiedOf(supplierOrg),
      heldReason: escrowHeldReason,
      money: escrowMoney,
    })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, orders.supplierOrgId))
    .where(and(visibleOrders(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(orders.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const ids = rows.map((r) => r.order.id);
  // The live shipment of each order (a cancelled one only when there is no other).
  const shipmentRows = ids.length
    ? await db
        .select({ ...shipmentColumns, myOrgVerified: myOrgVerifiedSql(scope.isAdmin ? null : scope.orgId) })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .leftJoin(carrier, eq(carrier.id, shipments.logisticsOrgId))
        .where(inArray(shipments.orderId, ids))
        .orderBy(asc(sql`${shipments.status} <> 'cancelled'`), asc(shipments.createdAt))
    : [];
  const byOrder = new Map(shipmentRows.map((r) => [r.shipment.orderId, toShipment(r, scope)]));
  const loaded = rows.map(
    ({ order, contractNumber, buyerName, supplierName, buyerVerified, supplierVerified, heldReason, money }) => ({
      facts: orderFacts(order),
      row: {
        allowedActions: allowedFor(scope, 'order', orderFacts(order)),
        id: order.id,
        orderNumber: order.orderNumber,
        contractId: order.contractId,
        contractNumber,
        buyerOrg: { id: order.buyerOrgId, name: buyerName, verified: buyerVerified },
        supplierOrg: { id: order.supplierOrgId, name: supplierName, verified: supplierVerified },
        totalValue: order.totalValue,
        currency: order.currency as TOrder['currency'],
        status: order.status,
        cancelReason: order.cancelReason,
        createdAt: iso(order.createdAt),
        shipment: byOrder.get(order.id) ?? null,
        escrow: escrowOf(order, heldReason, money),
        delivery: orderDelivery(order),
      },
    }),
  );
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import type { Unit } from '@energy/domain/constants';
import { type BasisMeasurement, settledQuantity } from '@energy/domain/measurement/settled-quantity';
import { dimensionOf, MEASURE_OF_RFQ_UNIT } from '@energy/domain/pricing/units';
import type { TSettledBasis } from '@energy/domain/schemas/delivered-quantity';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { issueFinalInvoice } from '../payment/final-invoice';
import { countedMeasurementsSql, type StoredMeasurement } from './shipment.measured';

/*
 * The settled quantity of an order, stored when its receipt is recorded (proof of delivery) and again when a
 * measurement is corrected, until the final invoice is issued: the contract's basis NSV (settledQuantity, packages/
 * domain) with how it was taken, its tolerance status, and for a short or over delivery the buyer's acceptance still
 * to come (quantity_accepted_at null). Within the tolerance, the final invoice follows at once when the price is final.
 */

interface Actor {
  userId: string | null;
  orgId: string | null;
}

const asBasis = (row: StoredMeasurement | undefined): BasisMeasurement | null =>
  row ? { id: row.id, nsvLitres: row.nsvLitres, densityKgM3: row.densityKgM3 } : null;

/**
 * Settles the order's delivered quantity from its live shipment's counted measurements (received = loaded without a
 * receipt, = contracted without either, or for an energy unit, which no NSV measures). The order's row is locked
 * here (the first lock of every money move). Nothing changes once the final invoice is issued. Returns the status.
 */
export async function settleOrderQuantity(
  tx: Executor,
  orderId: string,
  actor: Actor,
  now: Date,
): Promise<TSettledBasis | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.finalInvoicedAt) return null;
  const [terms] = await tx
    .select({
      tolerancePct: contracts.quantityTolerancePct,
      basis: contracts.quantityBasis,
      contractNumber: contracts.contractNumber,
      quantity: rfqs.quantity,
      unit: rfqs.unit,
    })
    .from(contracts)
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(eq(contracts.id, order.contractId));
  if (!terms) return null;
  const [shipment] = await tx
    .select({ measurements: countedMeasurementsSql })
    .from(shipments)
    // Joined so that the subquery's shipments.id is written qualified (alone, drizzle writes a bare "id").
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
  const measure = MEASURE_OF_RFQ_UNIT[terms.unit as Unit];
  const measurable = dimensionOf(measure) !== 'energy';
  const rows = measurable ? (shipment?.measurements ?? []) : [];
  const settled = settledQuantity({
    basis: terms.basis,
    loading: asBasis(rows.find((m) => m.kind === 'loading')),
    receipt: asBasis(rows.find((m) => m.kind === 'receipt')),
    contractedQuantity: terms.quantity,
    unit: measure,
    tolerancePct: terms.tolerancePct,
  });
  const density = rows.find((m) => m.id === settled.measurementId)?.densityKgM3 ?? null;
  const basis: TSettledBasis = {
    source: settled.source,
    measurementId: settled.measurementId,
    nsvLitres: settled.nsvLitres,
    densityKgM3: density,
    unit: terms.unit,
    contractedQuantity: terms.quantity,
    tolerancePct: terms.tolerancePct,
    deviation: settled.deviation,
    deviationPct: settled.deviationPct,
  };
  const unchanged = order.settledQuantity === settled.quantity && order.quantityStatus === settled.status;
  await tx
    .update(orders)
    .set({
      settledQuantity: settled.quantity,
      settledBasis: basis,
      quantityStatus: settled.status,
      quantitySettledAt: now,
      // An acceptance stands for the quantity accepted: a correction that changes it asks again.
      quantityAcceptedAt: unchanged ? order.quantityAcceptedAt : null,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: actor.orgId ?? order.buyerOrgId,
    organizations: [order.buyerOrgId, order.supplierOrgId],
    action: 'order.quantity_settled',
    entityType: 'order',
    entityId: order.id,
    fromState: order.status,
    toState: order.status,
    details: {
      contractNumber: terms.contractNumber,
      settledQuantity: settled.quantity,
      status: settled.status,
      ...basis,
    },
  });
  await issueFinalInvoice(tx, orderId, actor, now);
  return basis;
}

import type { Executor } from '@energy/db/client';
import { disputes } from '@energy/db/schema/admin-reviews';
import { DISPUTE_OPEN_STATES } from '@energy/domain/machines/admin';
import { lossValue, transitLoss, type TransitLoss } from '@energy/domain/measurement/transit-loss';
import { majorToMinor } from '@energy/domain/money';
import { MEASURE_OF_RFQ_UNIT, type Measure } from '@energy/domain/pricing/units';
import type { Unit } from '@energy/domain/constants';
import { MEASUREMENT_MESSAGES, type ObservedUnit } from '@energy/domain/schemas/measurement';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { badRequest, conflict } from '../../errors';
import {
  auditFigures,
  countedMeasurement,
  insertMeasurement,
  type MeasuredShipment,
  type MeasurementRow,
  type Observed,
} from './shipment.measurements';

/*
 * The receipt: what the receiver measured at discharge (on the proof of delivery, or received = loaded without it),
 * the transit loss against the loaded NSV, and, above the contract's allowance, a delivery dispute against the
 * carrier stating the litres beyond the allowance and their value at the contract's unit price. The platform holds
 * no freight, so that dispute holds none of the order's escrow; buyer, supplier and carrier are told.
 */

export interface Actor {
  userId: string;
  orgId: string | null;
}

/** The receipt's fields on a proof of delivery. */
export interface ReceivedFields {
  receivedObservedVolume?: string;
  receivedUnit?: ObservedUnit;
  receivedTemperatureC?: string;
  receivedDensityKgM3?: string;
}

/** The received figures: all four or none (none: received = loaded); some without the others is a 400. */
export function receivedObserved(input: ReceivedFields): Observed | null {
  const { receivedObservedVolume, receivedUnit, receivedTemperatureC, receivedDensityKgM3 } = input;
  const given = [receivedObservedVolume, receivedUnit, receivedTemperatureC, receivedDensityKgM3];
  if (given.every((value) => value === undefined)) return null;
  if (!receivedObservedVolume || !receivedUnit || !receivedTemperatureC || !receivedDensityKgM3) {
    const missing = (
      [
        ['receivedObservedVolume', receivedObservedVolume],
        ['receivedUnit', receivedUnit],
        ['receivedTemperatureC', receivedTemperatureC],
        ['receivedDensityKgM3', receivedDensityKgM3],
      ] as const
    ).find(([, value]) => value === undefined);
    throw badRequest(missing?.[0] ?? 'receivedObservedVolume', MEASUREMENT_MESSAGES.receivedIncomplete);
  }
  return {
    observedVolume: receivedObservedVolume,
    unit: receivedUnit,
    temperatureC: receivedTemperatureC,
    densityKgM3: receivedDensityKgM3,
  };
}

const RECEIVED_FIELDS = { temperatureC: 'receivedTemperatureC', densityKgM3: 'receivedDensityKgM3' };

const observedOfRow = (row: MeasurementRow): Observed => ({
  observedVolume: row.observedVolume,
  unit: row.observedUnit,
  temperatureC: row.temperatureC,
  densityKgM3: row.densityKgM3,
});

/**
 * The receipt measurement of a proof of delivery, in its transaction: the received figures, else the loading's
 * (received = loaded); nothing when neither exists. Then the transit loss is assessed.
 */
export async function measureReceipt(
  tx: Executor,
  shipment: MeasuredShipment,
  received: Observed | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  const loading = await countedMeasurement(tx, shipment.id, 'loading');
  const observed = received ?? (loading ? observedOfRow(loading) : null);
  if (!observed) return;
  const receipt = await insertMeasurement(tx, {
    shipment,
    kind: 'receipt',
    observed,
    fields: received ? RECEIVED_FIELDS : undefined,
    userId: actor.userId,
    now,
  });
  const loss = loading ? transitLoss(loading.nsvLitres, receipt.nsvLitres, shipment.allowedTransitLossPct) : null;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: actor.orgId,
    organizations: [shipment.buyerOrgId, shipment.supplierOrgId, shipment.carrierOrgId],
    action: 'shipment.receipt_measured',
    entityType: 'shipment',
    entityId: shipment.id,
    details: { ...auditFigures(receipt), receivedEqualsLoaded: received === null, ...lossDetails(shipment, loss) },
  });
  if (loading && loss) await disputeExcessLoss(tx, shipment, loading, loss, actor, now);
}

/**
 * A receipt corrected once proof of delivery is given (by its carrier or supplier): a new measurement superseding
 * the counted one, an audit row with both, and the transit loss assessed again.
 */
export async function correctReceiptIn(
  tx: Executor,
  shipment: MeasuredShipment,
  input: { reason: string; observed: Observed },
  actor: Actor,
  now: Date,
): Promise<void> {
  if (shipment.status !== 'pod_confirmed')
    throw conflict(MEASUREMENT_MESSAGES.receiptCorrectionClosed(shipment.status));
  const counted = await countedMeasurement(tx, shipment.id, 'receipt');
  if (!counted) throw conflict(MEASUREMENT_MESSAGES.nothingToCorrect('receipt'));
  const receipt = await insertMeasurement(tx, {
    shipment,
    kind: 'receipt',
    observed: input.observed,
    correction: { reason: input.reason, supersedes: counted },
    userId: actor.userId,
    now,
  });
  const loading = await countedMeasurement(tx, shipment.id, 'loading');
  const loss = loading ? transitLoss(loading.nsvLitres, receipt.nsvLitres, shipment.allowedTransitLossPct) : null;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: actor.orgId,
    organizations: [shipment.buyerOrgId, shipment.supplierOrgId, shipment.carrierOrgId],
    action: 'shipment.measurement_corrected',
    entityType: 'shipment',
    entityId: shipment.id,
    details: { ...auditFigures(receipt), before: auditFigures(counted), ...lossDetails(shipment, loss) },
  });
  if (loading && loss) await disputeExcessLoss(tx, shipment, loading, loss, actor, now);
}

function lossDetails(shipment: MeasuredShipment, loss: TransitLoss | null): Record<string, unknown> {
  if (!loss) return {};
  return {
    transitLossLitres: loss.lossLitres,
    transitLossPct: loss.lossPct,
    allowedTransitLossPct: shipment.allowedTransitLossPct,
    allowanceLitres: loss.allowanceLitres,
    excessLitres: loss.excessLitres,
  };
}

/** The excess litres' value at the contract's unit price, 2 decimals; null for a contract without one. */
function excessValue(shipment: MeasuredShipment, loading: MeasurementRow, loss: TransitLoss): string | null {
  const measure = MEASURE_OF_RFQ_UNIT[shipment.rfqUnit as Unit] as Measure | undefined;
  if (!shipment.unitPrice || !measure) return null;
  return lossValue(loss.excess, shipment.unitPrice, measure, loading.densityKgM3);
}

/**
 * A loss above the allowance opens one delivery dispute against the carrier (a second assessment, after a
 * correction, finds it open and opens none), holding none of the order's escrow, and tells the three parties.
 */
async function disputeExcessLoss(
  tx: Executor,
  shipment: MeasuredShipment,
  loading: MeasurementRow,
  loss: TransitLoss,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!loss.exceedsAllowance) return;
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.relatedEntityType, 'shipment'),
        eq(disputes.relatedEntityId, shipment.id),
        eq(disputes.category, 'delivery'),
        inArray(disputes.status, [...DISPUTE_OPEN_STATES]),
      ),
    )
    .limit(1);
  if (open) return;
  const major = excessValue(shipment, loading, loss);
  const valueMinor = major === null ? null : majorToMinor(major);
  const value = major === null ? null : `${major} ${shipment.currency}`;
  const parties = [
    shipment.buyerOrgId,
    shipment.supplierOrgId,
    ...(shipment.carrierOrgId ? [shipment.carrierOrgId] : []),
  ];
  const description =
    `Transit loss above the allowance on shipment ${shipment.shipmentNumber}: ${loss.lossLitres} l at 15 °C lost ` +
    `(${loss.lossPct} % of the loaded NSV; allowed ${shipment.allowedTransitLossPct} %, ${loss.allowanceLitres} l). ` +
    `${loss.excessLitres} l beyond the allowance` +
    (value
      ? `, worth ${value} at the contract's unit price of ${shipment.unitPrice} ${shipment.currency} per ${shipment.rfqUnit}.`
      : '.') +
    ' Raised automatically against the carrier; the platform holds no freight payment, so no escrow is held.';
  const [dispute] = await tx
    .insert(disputes)
    .values({
      category: 'delivery',
      priority: 'high',
      relatedEntityType: 'shipment',
      relatedEntityId: shipment.id,
      orderId: shipment.orderId,
      description,
      raisedBy: actor.userId,
      raisedByOrgId: actor.orgId,
      partyOrgIds: parties,
      holdsEscrow: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!dispute) throw new Error('dispute insert returned nothing');
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: actor.orgId,
    organizations: parties,
    action: 'dispute.raised',
    entityType: 'dispute',
    entityId: dispute.id,
    toState: dispute.status,
    details: {
      category: dispute.category,
      priority: dispute.priority,
      relatedEntityType: dispute.relatedEntityType,
      relatedEntityId: dispute.relatedEntityId,
      automatic: 'transit_loss',
    },
  });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    organizationId: actor.orgId,
    organizations: parties,
    action: 'shipment.transit_loss_exceeded',
    entityType: 'shipment',
    entityId: shipment.id,
    details: {
      ...lossDetails(shipment, loss),
      excessValueMinor: valueMinor,
      currency: shipment.currency,
      disputeId: dispute.id,
    },
  });
}

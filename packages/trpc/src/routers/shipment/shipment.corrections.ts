import type { Executor } from '@energy/db/client';
import {
  MEASUREMENT_MESSAGES,
  type ZLoadingCorrectionInput,
  type ZReceiptCorrectionInput,
} from '@energy/domain/schemas/measurement';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { factsOf, observedOf, stillBeforeDeparture } from './shipment.loading';
import {
  auditFigures,
  checkTicket,
  countedMeasurement,
  insertMeasurement,
  lockMeasuredShipment,
} from './shipment.measurements';
import { correctReceiptIn } from './shipment.receipt';
import { settleOrderQuantity } from '../order/settled-quantity';
import { getShipment } from './shipment.service';

/*
 * Corrections after the fact (a mistyped temperature) are new measurements with their reason that supersede the
 * counted one, each with an audit row holding both; never an edit in place. The latest counts.
 */

/**
 * A loading corrected after the fact (a mistyped temperature), by its carrier before departure: a new measurement
 * with the reason, superseding the counted one, and an audit row with both; never an edit. The latest counts.
 */
export async function correctLoading(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZLoadingCorrectionInput>,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.correctLoading', await factsOf(db, scope, input.id), now);
  const orgId = requireOrg(scope);
  await db.transaction(async (tx) => {
    const shipment = await lockMeasuredShipment(tx, input.id);
    stillBeforeDeparture(shipment, MEASUREMENT_MESSAGES.correctionAfterDeparture);
    const counted = await countedMeasurement(tx, shipment.id, 'loading');
    if (!counted) throw conflict(MEASUREMENT_MESSAGES.nothingToCorrect('loading'));
    await checkTicket(tx, input.documentId, orgId);
    const row = await insertMeasurement(tx, {
      shipment,
      kind: 'loading',
      observed: observedOf(input),
      billOfLading: input.billOfLading ?? null,
      documentId: input.documentId ?? null,
      correction: { reason: input.reason, supersedes: counted },
      userId: scope.userId,
      now,
    });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: orgId,
      organizations: [shipment.buyerOrgId, shipment.supplierOrgId],
      action: 'shipment.measurement_corrected',
      entityType: 'shipment',
      entityId: shipment.id,
      details: { ...auditFigures(row), before: auditFigures(counted) },
    });
  });
  return getShipment(db, scope, input.id);
}

/** A receipt corrected once proof of delivery is given, by the carrier or the supplier; the loss is assessed again. */
export async function correctReceipt(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZReceiptCorrectionInput>,
  now = new Date(),
): Promise<TShipment> {
  requireAllowed(scope, 'shipment.correctReceipt', await factsOf(db, scope, input.id), now);
  const orgId = requireOrg(scope);
  await db.transaction(async (tx) => {
    const shipment = await lockMeasuredShipment(tx, input.id);
    await correctReceiptIn(
      tx,
      shipment,
      { reason: input.reason, observed: observedOf(input) },
      { userId: scope.userId, orgId },
      now,
    );
    // The settled quantity follows the corrected receipt until the final invoice is issued.
    await settleOrderQuantity(tx, shipment.orderId, scope, now);
  });
  return getShipment(db, scope, input.id);
}

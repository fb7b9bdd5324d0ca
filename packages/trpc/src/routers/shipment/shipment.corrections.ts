import type { Executor } from '@energy/db/client';
import type { ZLoadingCorrectionInput, ZReceiptCorrectionInput } from '@energy/domain/schemas/measurement';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import type { z } from 'zod';
import { requireAllowed } from '../../authorize';
import { requireOrg, type CallerScope } from '../../scope';
import { factsOf, observedOf, writeLoading } from './shipment.loading';
import { lockMeasuredShipment, refuseOnceInvoiced } from './shipment.measurements';
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
export function correctLoading(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZLoadingCorrectionInput>,
  now = new Date(),
): Promise<TShipment> {
  return writeLoading(db, scope, { verb: 'shipment.correctLoading', input }, now);
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
    await refuseOnceInvoiced(tx, shipment, 'receipt');
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

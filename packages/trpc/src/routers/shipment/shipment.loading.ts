import type { Executor } from '@energy/db/client';
import { shipments } from '@energy/db/schema/shipments';
import {
  MEASUREMENT_MESSAGES,
  type ZLoadingCorrectionInput,
  type ZLoadingInput,
} from '@energy/domain/schemas/measurement';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import {
  auditFigures,
  checkTicket,
  countedMeasurement,
  insertMeasurement,
  lockMeasuredShipment,
  type MeasuredShipment,
  refuseOnceInvoiced,
  type Observed,
} from './shipment.measurements';
import { getShipment } from './shipment.service';
import { loadShipments } from './shipment.queries';

/** The shipment as the action rules read it, or null when the caller cannot see it. */
export async function factsOf(db: Executor, scope: CallerScope, id: string) {
  const [loaded] = await loadShipments(db, scope, eq(shipments.id, id));
  return loaded?.facts ?? null;
}

/** Checked again under the shipment's lock: a loading is recorded (and corrected) before departure only. */
export function stillBeforeDeparture(shipment: MeasuredShipment, refusal: (state: string) => string) {
  if (shipment.status !== 'accepted') throw conflict(refusal(shipment.status));
}

/** The observed figures of an input, as a measurement takes them. */
export const observedOf = (input: Observed): Observed => ({
  observedVolume: input.observedVolume,
  unit: input.unit,
  temperatureC: input.temperatureC,
  densityKgM3: input.densityKgM3,
});

/** A first loading, or a correction of the counted one with its reason. */
export type LoadingWrite =
  | { verb: 'shipment.recordLoading'; input: z.output<typeof ZLoadingInput> }
  | { verb: 'shipment.correctLoading'; input: z.output<typeof ZLoadingCorrectionInput> };

/**
 * Writes a loading measurement under the shipment's lock, before departure only, with its audit row: the first one
 * (a second is 409: correct it with a reason instead), or a correction superseding the counted one (none is 409).
 */
export async function writeLoading(
  db: Executor,
  scope: CallerScope,
  write: LoadingWrite,
  now: Date,
): Promise<TShipment> {
  const { input } = write;
  requireAllowed(scope, write.verb, await factsOf(db, scope, input.id), now);
  const orgId = requireOrg(scope);
  await db.transaction(async (tx) => {
    const shipment = await lockMeasuredShipment(tx, input.id);
    const correction = write.verb === 'shipment.correctLoading' ? write.input.reason : null;
    stillBeforeDeparture(
      shipment,
      correction === null ? MEASUREMENT_MESSAGES.loadingAfterDeparture : MEASUREMENT_MESSAGES.correctionAfterDeparture,
    );
    const counted = await countedMeasurement(tx, shipment.id, 'loading');
    if (correction === null && counted) throw conflict(MEASUREMENT_MESSAGES.loadingRecorded);
    if (correction !== null && !counted) throw conflict(MEASUREMENT_MESSAGES.nothingToCorrect('loading'));
    if (correction !== null) await refuseOnceInvoiced(tx, shipment, 'loading');
    await checkTicket(tx, input.documentId, orgId);
    const row = await insertMeasurement(tx, {
      shipment,
      kind: 'loading',
      observed: observedOf(input),
      billOfLading: input.billOfLading ?? null,
      documentId: input.documentId ?? null,
      ...(correction !== null && counted ? { correction: { reason: correction, supersedes: counted } } : {}),
      userId: scope.userId,
      now,
    });
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: orgId,
      organizations: [shipment.buyerOrgId, shipment.supplierOrgId],
      action: correction === null ? 'shipment.loading_recorded' : 'shipment.measurement_corrected',
      entityType: 'shipment',
      entityId: shipment.id,
      details:
        counted && correction !== null ? { ...auditFigures(row), before: auditFigures(counted) } : auditFigures(row),
    });
  });
  return getShipment(db, scope, input.id);
}

/**
 * The carrier records the loading, once, before departure: bill of lading, observed volume, temperature, density at
 * 15 °C and optionally its ticket; the server computes the VCF and the NSV. A second loading is 409 (correct it
 * with a reason instead), and so is a loading after departure.
 */
export function recordLoading(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZLoadingInput>,
  now = new Date(),
): Promise<TShipment> {
  return writeLoading(db, scope, { verb: 'shipment.recordLoading', input }, now);
}

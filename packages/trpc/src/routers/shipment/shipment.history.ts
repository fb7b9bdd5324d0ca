import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipmentMeasurements, shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type { TMeasurementHistory } from '@energy/domain/schemas/measurement';
import { asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../errors';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { vcfProductOf } from './shipment.measurements';
import { getShipment } from './shipment.service';

const recordedByName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Every measurement of a shipment the caller may see (404 otherwise), loading first, each kind oldest first: the
 * figures as entered and as computed, who recorded it, the reason of a correction, and whether a later one superseded
 * it; with the product its VCF is read for.
 */
export async function measurementHistory(db: Executor, scope: CallerScope, id: string): Promise<TMeasurementHistory> {
  await getShipment(db, scope, id);
  const [terms] = await db
    .select({ specifications: rfqs.specifications, productType: rfqs.productType })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(eq(shipments.id, id));
  if (!terms) throw notFound('Shipment');
  const rows = await db
    .select({ measurement: shipmentMeasurements, recordedByName })
    .from(shipmentMeasurements)
    .leftJoin(users, eq(users.id, shipmentMeasurements.recordedBy))
    .where(eq(shipmentMeasurements.shipmentId, id))
    .orderBy(asc(shipmentMeasurements.kind), asc(shipmentMeasurements.recordedAt), asc(shipmentMeasurements.id));
  const superseded = new Set(rows.map((row) => row.measurement.supersedesId).filter((value) => value !== null));
  return {
    product: vcfProductOf(terms.specifications, terms.productType),
    measurements: rows.map(({ measurement: m, recordedByName: name }) => ({
      id: m.id,
      kind: m.kind,
      billOfLading: m.billOfLading,
      observedVolume: m.observedVolume,
      observedUnit: m.observedUnit,
      observedLitres: m.observedLitres,
      temperatureC: m.temperatureC,
      densityKgM3: m.densityKgM3,
      vcf: m.vcf,
      vcfTable: m.vcfTable,
      nsvLitres: m.nsvLitres,
      reason: m.reason,
      supersedesId: m.supersedesId,
      documentId: m.documentId,
      recordedAt: iso(m.recordedAt),
      recordedByName: name,
      superseded: superseded.has(m.id),
    })),
  };
}

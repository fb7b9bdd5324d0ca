import { shipmentMeasurements, shipments } from '@energy/db/schema/shipments';
import { transitLoss } from '@energy/domain/measurement/transit-loss';
import type { MeasurementKind, TShipmentMeasured, TShipmentMeasurement } from '@energy/domain/schemas/measurement';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { iso } from '../../iso-date';

/*
 * A shipment's measurements as its rows show them: the one of each kind that counts (the latest, which no
 * correction supersedes), and the transit loss between them. Here beside the shipment projection (order.queries),
 * which selects it as one column.
 */

/** A counted measurement as the subquery reads it: numerics as text (exact), the time as the database writes it. */
export type StoredMeasurement = Omit<TShipmentMeasurement, 'recordedAt'> & { recordedAt: string };

const TABLE = getTableConfig(shipmentMeasurements).name;

/** The counted measurement of each kind of the `shipments` row in scope, as a JSON array. */
export const countedMeasurementsSql = sql<StoredMeasurement[]>`(select coalesce(json_agg(json_build_object(
    'id', m.id, 'kind', m.kind, 'billOfLading', m.bill_of_lading,
    'observedVolume', m.observed_volume::text, 'observedUnit', m.observed_unit,
    'observedLitres', m.observed_litres::text, 'temperatureC', m.temperature_c::text,
    'densityKgM3', m.density_kg_m3::text, 'vcf', m.vcf::text, 'vcfTable', m.vcf_table,
    'nsvLitres', m.nsv_litres::text, 'reason', m.reason, 'supersedesId', m.supersedes_id,
    'documentId', m.document_id, 'recordedAt', m.recorded_at)), '[]'::json)
  from ${sql.identifier(TABLE)} m
  where m.shipment_id = ${shipments.id}
    and not exists (select 1 from ${sql.identifier(TABLE)} c where c.supersedes_id = m.id))`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as StoredMeasurement[],
);

/** The counted loading's NSV (whole litres) of the `shipments` row in scope; null before the loading. */
export const countedLoadingNsvSql = sql<string | null>`(select m.nsv_litres::text from ${sql.identifier(TABLE)} m
  where m.shipment_id = ${shipments.id} and m.kind = 'loading'
    and not exists (select 1 from ${sql.identifier(TABLE)} c where c.supersedes_id = m.id))`;

function counted(rows: StoredMeasurement[], kind: MeasurementKind): TShipmentMeasurement | null {
  const row = rows.find((r) => r.kind === kind);
  return row ? { ...row, recordedAt: iso(new Date(row.recordedAt)) } : null;
}

/** The row's measured figures: loading, receipt and the transit loss once both exist. */
export function toMeasured(rows: StoredMeasurement[] | null | undefined): TShipmentMeasured {
  const loading = counted(rows ?? [], 'loading');
  const receipt = counted(rows ?? [], 'receipt');
  const loss = loading && receipt ? transitLoss(loading.nsvLitres, receipt.nsvLitres, '0') : null;
  return {
    loading,
    receipt,
    transitLossLitres: loss?.lossLitres ?? null,
    transitLossPct: loss?.lossPct ?? null,
  };
}

/** Which kinds were measured, for the action rules. */
export function measuredFacts(rows: StoredMeasurement[] | null | undefined): { loading: boolean; receipt: boolean } {
  return {
    loading: (rows ?? []).some((r) => r.kind === 'loading'),
    receipt: (rows ?? []).some((r) => r.kind === 'receipt'),
  };
}

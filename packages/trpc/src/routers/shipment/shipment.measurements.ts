import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { documents } from '@energy/db/schema/documents';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipmentMeasurements, shipments } from '@energy/db/schema/shipments';
import { netStandardVolume, observedLitresOf } from '@energy/domain/measurement/nsv';
import { volumeCorrection } from '@energy/domain/measurement/vcf';
import {
  finalInvoiceRefusal,
  type MeasurementKind,
  type ObservedUnit,
  type QuantityBasis,
} from '@energy/domain/schemas/measurement';
import { and, eq, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badRequest, conflict, notFound } from '../../errors';
import { shipmentCarrierOrgId } from '../order/order.queries';

/*
 * What a measurement is computed from and how it is written: the observed volume to litres, the volume correction
 * factor to 15 °C for the shipment's product (packages/domain measurement/vcf.ts), the net standard volume, and a row
 * kept as entered and as computed. Loading (shipment.loading.ts) and receipt (shipment.receipt.ts) share it.
 */

export type MeasurementRow = typeof shipmentMeasurements.$inferSelect;

/** The figures a meter or a dip gives. */
export interface Observed {
  observedVolume: string;
  unit: ObservedUnit;
  temperatureC: string;
  densityKgM3: string;
}

/** The shipment as its measurements read it: its state, parties, product and the contract's terms. */
export interface MeasuredShipment {
  id: string;
  shipmentNumber: string;
  status: (typeof shipments.$inferSelect)['status'];
  orderId: string;
  buyerOrgId: string;
  supplierOrgId: string;
  carrierOrgId: string | null;
  /** The RFQ's refined product ('AGO') when named, else its product type ('crude-oil'): the VCF table's choice. */
  product: string;
  rfqUnit: string;
  contractId: string;
  currency: string;
  allowedTransitLossPct: string;
  quantityBasis: QuantityBasis;
  /** The contract's unit price per the RFQ's unit (a formula contract's final, else provisional), 4 decimals. */
  unitPrice: string | null;
}

/** What the VCF is read for: the RFQ's refined product ('AGO') when named, else its product type ('crude-oil'). */
export function vcfProductOf(specifications: Record<string, unknown>, productType: string): string {
  const refined = specifications.refinedProductType;
  return typeof refined === 'string' && refined !== '' ? refined : productType;
}

/** The shipment with its order, contract and RFQ, its row locked: measurements of one shipment queue here. */
export async function lockMeasuredShipment(tx: Executor, id: string): Promise<MeasuredShipment> {
  const [row] = await tx
    .select({
      id: shipments.id,
      shipmentNumber: shipments.shipmentNumber,
      status: shipments.status,
      orderId: orders.id,
      buyerOrgId: orders.buyerOrgId,
      supplierOrgId: orders.supplierOrgId,
      carrierOrgId: shipmentCarrierOrgId,
      productType: rfqs.productType,
      specifications: rfqs.specifications,
      rfqUnit: rfqs.unit,
      contractId: contracts.id,
      currency: contracts.currency,
      allowedTransitLossPct: contracts.allowedTransitLossPct,
      quantityBasis: contracts.quantityBasis,
      pricingType: contracts.pricingType,
      unitPrice: contracts.unitPrice,
      finalUnitPrice: contracts.finalUnitPrice,
      provisionalUnitPrice: contracts.provisionalUnitPrice,
      offerUnitPrice: offers.indicativeUnitPrice,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .innerJoin(offers, eq(offers.id, contracts.offerId))
    .where(eq(shipments.id, id))
    .for('update', { of: shipments });
  if (!row) throw notFound('Shipment');
  const {
    specifications,
    productType,
    pricingType,
    unitPrice,
    finalUnitPrice,
    provisionalUnitPrice,
    offerUnitPrice,
    ...rest
  } = row;
  return {
    ...rest,
    product: vcfProductOf(specifications, productType),
    // A fixed contract made before it kept its unit price reads its offer's, as entered.
    unitPrice: pricingType === 'formula' ? (finalUnitPrice ?? provisionalUnitPrice) : (unitPrice ?? offerUnitPrice),
  };
}

/**
 * Checked again with the order's row locked (after the shipment's, as proof of delivery locks them): a correction
 * of a measurement the order's issued final invoice stands on is 409 (finalInvoiceRefusal).
 */
export async function refuseOnceInvoiced(tx: Executor, shipment: MeasuredShipment, kind: MeasurementKind) {
  const [order] = await tx
    .select({ finalInvoicedAt: orders.finalInvoicedAt })
    .from(orders)
    .where(eq(orders.id, shipment.orderId))
    .for('update');
  const refusal = finalInvoiceRefusal(kind, {
    finalInvoiced: Boolean(order?.finalInvoicedAt),
    quantityBasis: shipment.quantityBasis,
  });
  if (refusal) throw conflict(refusal);
}

const superseding = alias(shipmentMeasurements, 'superseding');

/** The measurement of a kind that counts: the latest, which no correction supersedes; null when none. */
export async function countedMeasurement(
  tx: Executor,
  shipmentId: string,
  kind: MeasurementKind,
): Promise<MeasurementRow | null> {
  const [row] = await tx
    .select()
    .from(shipmentMeasurements)
    .where(
      and(
        eq(shipmentMeasurements.shipmentId, shipmentId),
        eq(shipmentMeasurements.kind, kind),
        notExists(
          tx
            .select({ id: superseding.id })
            .from(superseding)
            .where(eq(superseding.supersedesId, shipmentMeasurements.id)),
        ),
      ),
    );
  return row ?? null;
}

/** A loading ticket is one of the caller's organization's documents. */
export async function checkTicket(tx: Executor, documentId: string | undefined, orgId: string): Promise<void> {
  if (!documentId) return;
  const [document] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, orgId)));
  if (!document) throw badRequest('documentId', 'Document not found');
}

export interface NewMeasurement {
  shipment: MeasuredShipment;
  kind: MeasurementKind;
  observed: Observed;
  billOfLading?: string | null;
  documentId?: string | null;
  /** A correction's reason and the measurement it corrects; absent on the first of its kind. */
  correction?: { reason: string; supersedes: MeasurementRow };
  /** The input field names the figures came from (a POD's are `received…`), for a refusal's detail. */
  fields?: Partial<Record<'temperatureC' | 'densityKgM3', string>>;
  userId: string;
  now: Date;
}

/** A refusal of the VCF names the input field it came from (a POD's receivedTemperatureC). */
function correctionFactor(product: string, observed: Observed, fields: NewMeasurement['fields']) {
  try {
    return volumeCorrection({ product, densityKgM3: observed.densityKgM3, temperatureC: observed.temperatureC });
  } catch (error) {
    const field = (error as { field?: unknown }).field;
    if (error instanceof Error && (field === 'temperatureC' || field === 'densityKgM3') && fields?.[field])
      throw badRequest(fields[field], error.message);
    throw error;
  }
}

/** Computes litres, VCF and NSV and writes the measurement as entered and as computed. */
export async function insertMeasurement(tx: Executor, m: NewMeasurement): Promise<MeasurementRow> {
  const vcf = correctionFactor(m.shipment.product, m.observed, m.fields);
  const observedLitres = observedLitresOf(m.observed.observedVolume, m.observed.unit);
  const [row] = await tx
    .insert(shipmentMeasurements)
    .values({
      shipmentId: m.shipment.id,
      kind: m.kind,
      billOfLading: m.kind === 'loading' ? (m.billOfLading ?? m.correction?.supersedes.billOfLading ?? null) : null,
      observedVolume: m.observed.observedVolume,
      observedUnit: m.observed.unit,
      observedLitres,
      temperatureC: m.observed.temperatureC,
      densityKgM3: m.observed.densityKgM3,
      vcf: vcf.vcf,
      vcfTable: vcf.table,
      nsvLitres: netStandardVolume(observedLitres, vcf.vcf),
      reason: m.correction?.reason ?? null,
      supersedesId: m.correction?.supersedes.id ?? null,
      documentId: m.documentId ?? (m.kind === 'loading' ? (m.correction?.supersedes.documentId ?? null) : null),
      recordedBy: m.userId,
      recordedAt: m.now,
    })
    .returning();
  if (!row) throw new Error('measurement insert returned nothing');
  return row;
}

/** A measurement as its audit row keeps it: every figure as entered and as computed. */
export function auditFigures(row: MeasurementRow): Record<string, unknown> {
  return {
    measurementId: row.id,
    kind: row.kind,
    billOfLading: row.billOfLading,
    observedVolume: row.observedVolume,
    observedUnit: row.observedUnit,
    observedLitres: row.observedLitres,
    temperatureC: row.temperatureC,
    densityKgM3: row.densityKgM3,
    vcf: row.vcf,
    vcfTable: row.vcfTable,
    nsvLitres: row.nsvLitres,
    reason: row.reason,
    supersedesId: row.supersedesId,
  };
}

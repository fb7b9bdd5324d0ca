import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallerScope } from '../../scope';
import { getShipment } from '../../routers/shipment/shipment.service';

/** What of the shipment its papers write. */
export type PaperShipment = Pick<
  TShipment,
  | 'shipmentNumber'
  | 'orderNumber'
  | 'originLocation'
  | 'destinationLocation'
  | 'cargoDescription'
  | 'estimatedDeparture'
  | 'actualDeparture'
  | 'actualArrival'
  | 'logisticsOrg'
  | 'podData'
  | 'measured'
>;

/** What a shipment's papers are written from: the shipment as the caller sees it, its contract and parties. */
export interface ShipmentPaperFacts {
  shipment: PaperShipment;
  contract: {
    id: string;
    contractNumber: string;
    buyerOrgId: string;
    supplierOrgId: string;
    buyerOrgName: string;
    supplierOrgName: string;
    /** The RFQ's title and product type. */
    title: string;
    productType: string;
    /** The transit loss the carrier is allowed, % of the loaded NSV. */
    allowedTransitLossPct: string;
  };
}

const buyerOrg = alias(organizations, 'paper_buyer_org');
const supplierOrg = alias(organizations, 'paper_supplier_org');

/** The facts of a shipment the caller sees (404 otherwise, by the shipment's own visibility). */
export async function loadShipmentPaperFacts(
  db: Executor,
  scope: CallerScope,
  shipmentId: string,
): Promise<ShipmentPaperFacts & { shipment: TShipment; orderId: string }> {
  const shipment = await getShipment(db, scope, shipmentId);
  const [row] = await db
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      buyerOrgId: contracts.buyerOrgId,
      supplierOrgId: contracts.supplierOrgId,
      buyerOrgName: buyerOrg.name,
      supplierOrgName: supplierOrg.name,
      title: rfqs.title,
      productType: rfqs.productType,
      allowedTransitLossPct: contracts.allowedTransitLossPct,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .innerJoin(buyerOrg, eq(buyerOrg.id, contracts.buyerOrgId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, contracts.supplierOrgId))
    .where(eq(shipments.id, shipment.id));
  if (!row) throw new Error(`Shipment ${shipment.id} has no contract`);
  return { shipment, orderId: shipment.orderId, contract: row };
}

import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TContract, TSettlement } from '@energy/domain/schemas/contract';
import type { TOrderDelivery } from '@energy/domain/schemas/delivered-quantity';
import type { QuantityBasis } from '@energy/domain/schemas/measurement';
import { eq } from 'drizzle-orm';
import { iso } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { contractSettlements, getContract } from '../../routers/contract/contract.service';
import { orderDelivery } from '../../routers/order/order.delivery';

/** What of the contract its papers write. */
export type PaperContract = Pick<
  TContract,
  | 'contractNumber'
  | 'rfqNumber'
  | 'buyerOrgName'
  | 'supplierOrgName'
  | 'totalValue'
  | 'amountPaid'
  | 'amountDue'
  | 'currency'
  | 'status'
  | 'paymentTerms'
  | 'pricing'
  | 'unitPrice'
  | 'provisionalUnitPrice'
  | 'provisionalBasis'
  | 'finalUnitPrice'
  | 'finalTotal'
  | 'finalBasis'
  | 'priceFixedAt'
  | 'quotesPresent'
  | 'quotesNeeded'
  | 'signedAt'
  | 'createdAt'
  | 'signatures'
>;

/** What of a settlement an invoice lists. */
export type PaperSettlement = Pick<TSettlement, 'settlementType' | 'status' | 'amount' | 'currency' | 'dueDate'>;

/** What a contract's papers are written from: the contract as the caller sees it, its RFQ's goods, its terms. */
export interface ContractPaperFacts {
  contract: PaperContract;
  goods: {
    title: string;
    productType: string;
    /** As stored, 3 decimals ("12500.000"). */
    quantity: string;
    unit: string;
    deliveryLocation: string;
    deliveryDate: string;
  };
  terms: { quantityTolerancePct: string; quantityBasis: QuantityBasis; allowedTransitLossPct: string };
  settlements: PaperSettlement[];
  /** The contract's order's settled quantity and final invoice, once the quantity is settled; else null. */
  delivery: TOrderDelivery | null;
}

/** The facts of a contract the caller sees (404 otherwise, by the contract's own visibility). */
export async function loadContractPaperFacts(
  db: Executor,
  scope: CallerScope,
  contractId: string,
): Promise<ContractPaperFacts & { contract: TContract }> {
  const contract = await getContract(db, scope, contractId);
  const [row] = await db
    .select({
      title: rfqs.title,
      productType: rfqs.productType,
      quantity: rfqs.quantity,
      unit: rfqs.unit,
      deliveryLocation: rfqs.deliveryLocation,
      deliveryDate: rfqs.deliveryDate,
      quantityTolerancePct: contracts.quantityTolerancePct,
      quantityBasis: contracts.quantityBasis,
      allowedTransitLossPct: contracts.allowedTransitLossPct,
    })
    .from(contracts)
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .where(eq(contracts.id, contract.id));
  if (!row) throw new Error(`Contract ${contract.id} has no RFQ`);
  const [order] = await db.select().from(orders).where(eq(orders.contractId, contract.id)).limit(1);
  return {
    contract,
    goods: {
      title: row.title,
      productType: row.productType,
      quantity: row.quantity,
      unit: row.unit,
      deliveryLocation: row.deliveryLocation,
      deliveryDate: iso(row.deliveryDate),
    },
    terms: {
      quantityTolerancePct: row.quantityTolerancePct,
      quantityBasis: row.quantityBasis,
      allowedTransitLossPct: row.allowedTransitLossPct,
    },
    settlements: await contractSettlements(db, scope, contract.id),
    delivery: order ? orderDelivery(order) : null,
  };
}

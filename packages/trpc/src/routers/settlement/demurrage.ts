import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { tenders } from '@energy/db/schema/fleet';
import { demurrage, type Demurrage } from '@energy/domain/measurement/demurrage';
import { eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';

const DAY = 86_400_000;
export const DEMURRAGE_DESCRIPTION = 'Demurrage';

/**
 * The settlements that pay the contract's price (advance, balance, price adjustment): a demurrage line is owed beside
 * the price, to the carrier, so it is not counted in what the buyer paid towards the price, nor netted against a credit.
 */
export const towardsThePrice = ne(settlements.settlementType, 'demurrage');

/**
 * Who is paid a demurrage line: the carrier that ran the job when the shipment was tendered to logistics companies
 * (a tender: the carrier's freight, its wait its own to claim); the supplier when it delivers itself, with no tender (a
 * chosen carrier at the order's terms works for the supplier, which answers to the buyer for the delivery), or when its
 * own organization runs the job.
 */
export function demurragePayee(parties: { carrierOrgId: string; supplierOrgId: string; tendered: boolean }): string {
  return parties.tendered ? parties.carrierOrgId : parties.supplierOrgId;
}

export interface DischargedJob {
  id: string;
  jobNumber: string;
  organizationId: string;
  shipmentId: string;
  arrivedAtSiteAt: Date;
  dischargeEndedAt: Date;
}

/**
 * Once a job's discharge has ended: the demurrage its wait costs under its contract's terms and, when above 0, the
 * contract's demurrage settlement line, payable to the carrier of a tendered shipment (else the supplier), due the contract's
 * days to payment later, inserted at most once per contract (the unique index: a second insert does nothing), with
 * its audit row and event (buyer, supplier and payee hear of it). Returns the demurrage computed, or null without a
 * contract.
 */
export async function chargeDemurrage(
  tx: Executor,
  job: DischargedJob,
  by: { userId: string },
  now: Date,
): Promise<(Demurrage & { settlementId: string | null }) | null> {
  const [contract] = await tx
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      buyerOrgId: contracts.buyerOrgId,
      supplierOrgId: contracts.supplierOrgId,
      currency: contracts.currency,
      freeTimeHours: contracts.freeTimeHours,
      demurrageRate: contracts.demurrageRate,
      paymentTerms: contracts.paymentTerms,
      tendered: sql<boolean>`${tenders.id} is not null`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .leftJoin(tenders, eq(tenders.shipmentId, shipments.id))
    .where(eq(shipments.id, job.shipmentId));
  if (!contract) return null;
  const owed = demurrage(job.arrivedAtSiteAt, job.dischargeEndedAt, {
    freeTimeHours: contract.freeTimeHours,
    ratePerHour: contract.demurrageRate,
  });
  if (owed.amount <= 0) return { ...owed, settlementId: null };
  const payeeOrgId = demurragePayee({
    carrierOrgId: job.organizationId,
    supplierOrgId: contract.supplierOrgId,
    tendered: contract.tendered,
  });
  const [line] = await tx
    .insert(settlements)
    .values({
      contractId: contract.id,
      settlementType: 'demurrage',
      description: DEMURRAGE_DESCRIPTION,
      amount: owed.amount,
      currency: contract.currency,
      // The supplier is every settlement's payee by default: only another payee is named.
      payeeOrgId: payeeOrgId === contract.supplierOrgId ? null : payeeOrgId,
      dueDate: new Date(now.getTime() + contract.paymentTerms.daysToPayment * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: settlements.id });
  if (!line) return { ...owed, settlementId: null };
  await recordAudit(tx, {
    actorUserId: by.userId,
    organizationId: contract.buyerOrgId,
    organizations: [contract.supplierOrgId, payeeOrgId],
    action: 'settlement.demurrage_added',
    entityType: 'settlement',
    entityId: line.id,
    toState: 'pending',
    details: {
      contractNumber: contract.contractNumber,
      jobId: job.id,
      jobNumber: job.jobNumber,
      arrivedAtSiteAt: job.arrivedAtSiteAt.toISOString(),
      dischargeEndedAt: job.dischargeEndedAt.toISOString(),
      freeTimeHours: contract.freeTimeHours,
      ratePerHour: contract.demurrageRate,
      quarters: owed.quarters,
      chargedHours: owed.chargedHours,
      amount: owed.amount,
      currency: contract.currency,
      payeeOrgId,
    },
  });
  return { ...owed, settlementId: line.id };
}

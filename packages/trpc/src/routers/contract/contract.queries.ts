import type { Executor } from '@energy/db/client';
import { contracts, contractSignatures, settlements } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { RecordFacts } from '@energy/domain/actions/records';
import {
  CONTRACT_PARTIES,
  type ContractParty,
  type SignatureKind,
  type TContract,
  type TContractSignatureSummary,
} from '@energy/domain/schemas/contract';
import { aliasedTable, and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { iso, isoOrNull } from '../../iso-date';
import { verifiedOf } from '../../verification';
import { allowedFor } from '../../authorize';
import { NO_PAGE_KEY, rememberKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import { towardsThePrice } from '../settlement/demurrage';
import { indexLabels, priceBasisAnswer, pricingRow, tenThousandthsOrNull } from '../pricing/pricing.rows';

export type ContractFacts = RecordFacts['contract'];

const buyerOrg = aliasedTable(organizations, 'buyer_org');
const supplierOrg = aliasedTable(organizations, 'supplier_org');

/** Parties see their contracts: the buyer and the supplier organization; admins all. */
export function visibleContracts(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  return or(eq(contracts.buyerOrgId, scope.orgId), eq(contracts.supplierOrgId, scope.orgId));
}

/** Paid towards the price: a demurrage line is owed beside it (settlement/demurrage.ts, towardsThePrice). */
const paid =
  sql<number>`coalesce((select sum(${settlements.amount}) from ${settlements} where ${settlements.contractId} = ${contracts.id} and ${settlements.status} = 'completed' and ${towardsThePrice}), 0)`.mapWith(
    Number,
  );

/**
 * Derived settlement status: completed when every settlement is paid; overdue when any unpaid one is
 * past due; partial when some are paid; otherwise pending.
 */
export function settlementStatusSql(now: Date): SQL<string> {
  // Raw sql params go to the driver as they are; postgres.js takes no Date objects there.
  const count = (condition: SQL) =>
    sql`(select count(*) from ${settlements} where ${settlements.contractId} = ${contracts.id} and ${condition})`;
  return sql<string>`case
    when ${count(sql`true`)} > 0 and ${count(sql`${settlements.status} <> 'completed'`)} = 0 then 'completed'
    when ${count(sql`${settlements.status} <> 'completed' and ${settlements.dueDate} < ${now.toISOString()}::timestamptz`)} > 0 then 'overdue'
    when ${count(sql`${settlements.status} = 'completed'`)} > 0 then 'partial'
    else 'pending' end`;
}

export async function listContracts(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  now = new Date(),
  page?: Keyset,
): Promise<TContract[]> {
  const settlementStatus = settlementStatusSql(now);
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      contract: contracts,
      rfqNumber: rfqs.rfqNumber,
      title: rfqs.title,
      buyerOrgName: buyerOrg.name,
      supplierOrgName: supplierOrg.name,
      buyerOrgVerified: verifiedOf(buyerOrg),
      supplierOrgVerified: verifiedOf(supplierOrg),
      amountPaid: paid,
      settlementStatus,
      orderId: orders.id,
    })
    .from(contracts)
    .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
    .innerJoin(buyerOrg, eq(buyerOrg.id, contracts.buyerOrgId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, contracts.supplierOrgId))
    .leftJoin(orders, eq(orders.contractId, contracts.id))
    .where(and(visibleContracts(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(contracts.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const signatures = await signaturesOf(
    db,
    rows.map((r) => r.contract.id),
  );
  const labels = await indexLabels(
    db,
    rows.map((r) => r.contract.pricingFormula),
  );
  const items = rows.map(
    ({ pageKey: _pageKey, contract, amountPaid, settlementStatus: derived, orderId, ...names }): TContract => {
      const signed = signatures.get(contract.id) ?? [];
      return {
        allowedActions: allowedFor(scope, 'contract', contractFacts(contract, signed, scope), now),
        id: contract.id,
        contractNumber: contract.contractNumber,
        rfqId: contract.rfqId,
        offerId: contract.offerId,
        buyerOrgId: contract.buyerOrgId,
        supplierOrgId: contract.supplierOrgId,
        ...names,
        totalValue: contract.totalValue,
        amountPaid,
        // A formula contract owes its final price once fixed (its provisional one until then).
        amountDue: (contract.finalTotal ?? contract.totalValue) - amountPaid,
        currency: contract.currency as TContract['currency'],
        status: contract.status,
        settlementStatus: derived as TContract['settlementStatus'],
        paymentTerms: contract.paymentTerms,
        pricing: pricingRow(contract.pricingType, contract.pricingFormula, labels),
        unitPrice: tenThousandthsOrNull(
          contract.pricingType === 'formula'
            ? (contract.finalUnitPrice ?? contract.provisionalUnitPrice)
            : contract.unitPrice,
        ),
        provisionalUnitPrice: tenThousandthsOrNull(contract.provisionalUnitPrice),
        provisionalBasis: priceBasisAnswer(contract.provisionalBasis),
        finalUnitPrice: tenThousandthsOrNull(contract.finalUnitPrice),
        finalTotal: contract.finalTotal,
        finalBasis: priceBasisAnswer(contract.finalBasis),
        priceFixedAt: isoOrNull(contract.priceFixedAt),
        quotesPresent: contract.quotesPresent,
        quotesNeeded: contract.quotesNeeded,
        quantityTolerancePct: contract.quantityTolerancePct,
        quantityBasis: contract.quantityBasis,
        allowedTransitLossPct: contract.allowedTransitLossPct,
        freeTimeHours: contract.freeTimeHours,
        demurrageRate: contract.demurrageRate,
        signedAt: isoOrNull(contract.signedAt),
        paymentReference: contract.paymentReference,
        orderId,
        createdAt: iso(contract.createdAt),
        signatures: signed,
        awaitingSignatures:
          contract.status === 'draft' ? CONTRACT_PARTIES.filter((party) => !signed.some((s) => s.party === party)) : [],
      };
    },
  );
  return rememberKeys(
    items,
    rows.map((row) => row.pageKey),
  );
}

const signerOrg = aliasedTable(organizations, 'signer_org');

/** The signatures of these contracts (buyer's first), by contract: who signed for which party, how and when. */
async function signaturesOf(db: Executor, contractIds: string[]): Promise<Map<string, TContractSignatureSummary[]>> {
  const byContract = new Map<string, TContractSignatureSummary[]>();
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .select({
      contractId: contractSignatures.contractId,
      party: contractSignatures.party,
      organizationId: contractSignatures.organizationId,
      organizationName: signerOrg.name,
      signerName: contractSignatures.signerName,
      kind: contractSignatures.signatureKind,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .innerJoin(signerOrg, eq(signerOrg.id, contractSignatures.organizationId))
    .where(inArray(contractSignatures.contractId, contractIds))
    .orderBy(asc(contractSignatures.party));
  for (const { contractId, signedAt, ...row } of rows) {
    const list = byContract.get(contractId) ?? [];
    list.push({ ...row, party: row.party as ContractParty, kind: row.kind as SignatureKind, signedAt: iso(signedAt) });
    byContract.set(contractId, list);
  }
  return byContract;
}

/** What the action rules read of a contract: its parties, its state, and whether the caller's organization has signed it. */
export function contractFacts(
  contract: Pick<typeof contracts.$inferSelect, 'buyerOrgId' | 'supplierOrgId' | 'status'>,
  signatures: readonly Pick<TContractSignatureSummary, 'organizationId'>[],
  scope: CallerScope,
): ContractFacts {
  return {
    buyerOrgId: contract.buyerOrgId,
    supplierOrgId: contract.supplierOrgId,
    status: contract.status,
    signedByMe: scope.orgId !== null && signatures.some((s) => s.organizationId === scope.orgId),
  };
}

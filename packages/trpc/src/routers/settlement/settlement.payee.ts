import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { organizations } from '@energy/db/schema/organizations';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { TPayableSettlement, TSettlement } from '@energy/domain/schemas/contract';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso, isoOrNull } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { escrowPayments, settlementFacts } from '../contract/contract.service';

/**
 * The settlements payable to the caller's organization by name (`payee_org_id`: the carrier a demurrage line is owed
 * to), which its payee sees without seeing their contract; admins see every named payee's; a caller with no
 * organization none.
 */
function payableTo(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return isNotNull(settlements.payeeOrgId);
  if (!scope.orgId) return sql`false`;
  return eq(settlements.payeeOrgId, scope.orgId);
}

export interface PayableSettlement {
  contractId: string;
  facts: RecordFacts['settlement'];
  /** The settlement as the mutations answer it (ZSettlement). */
  settlement: TSettlement;
  /** The settlement as its payee lists it: no more of the contract than its number and the payer's name. */
  row: TPayableSettlement;
}

/** The settlements payable to the caller by name, the earliest due first, each with what the action rules read of it. */
export async function payableSettlements(
  db: Executor,
  scope: CallerScope,
  filter?: SQL,
  now = new Date(),
): Promise<PayableSettlement[]> {
  const rows = await db
    .select({
      s: settlements,
      contractNumber: contracts.contractNumber,
      payerName: organizations.name,
      contract: { buyerOrgId: contracts.buyerOrgId, supplierOrgId: contracts.supplierOrgId, status: contracts.status },
    })
    .from(settlements)
    .innerJoin(contracts, eq(contracts.id, settlements.contractId))
    .innerJoin(organizations, eq(organizations.id, contracts.buyerOrgId))
    .where(and(payableTo(scope), filter))
    .orderBy(asc(settlements.dueDate), asc(settlements.id));
  const escrow = await escrowPayments(
    db,
    rows.map((r) => r.s.id),
  );
  return rows.map(({ s, contractNumber, payerName, contract }) => {
    const facts = settlementFacts(s, contract, escrow);
    const allowedActions = allowedFor(scope, 'settlement', facts, now);
    const common = {
      id: s.id,
      settlementType: s.settlementType as TSettlement['settlementType'],
      status: s.status,
      description: s.description,
      reference: s.reference,
      amount: s.amount,
      currency: s.currency as TSettlement['currency'],
      dueDate: iso(s.dueDate),
      settledAt: isoOrNull(s.settledAt),
      allowedActions,
    };
    return {
      contractId: s.contractId,
      facts,
      settlement: { ...common, contractId: s.contractId, payeeOrgId: s.payeeOrgId },
      row: { ...common, contractNumber, payerName },
    };
  });
}

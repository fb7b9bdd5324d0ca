import type { Executor } from '@energy/db/client';
import { contracts, contractSignatures, settlements } from '@energy/db/schema/contracts';
import { organizations } from '@energy/db/schema/organizations';
import { orders } from '@energy/db/schema/orders';
import type { RecordFacts } from '@energy/domain/actions/records';
import {
  CONTRACT_PARTIES,
  SIGNATURE_MESSAGES,
  type ContractParty,
  type SignatureKind,
  type TContract,
  type TContractSignature,
  type TSettlement,
  type ZSignContractInput,
} from '@energy/domain/schemas/contract';
import type { z } from 'zod';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import type { SettlementRecordStatus } from '@energy/domain/schemas/contract';
import { payments } from '@energy/db/schema/payments';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { allowedFor, requireAllowed } from '../../authorize';
import { conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import { iso, isoOrNull } from '../../iso-date';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { contractFacts, listContracts } from './contract.queries';

type TSignContractOutput = z.output<typeof ZSignContractInput>;

export async function getContract(db: Executor, scope: CallerScope, id: string): Promise<TContract> {
  const [contract] = await listContracts(db, scope, eq(contracts.id, id));
  if (!contract) throw notFound('Contract');
  return contract;
}

/** The payment taking each settlement's money through escrow, if one is (settlement.recordPaid reads it). */
export async function escrowPayments(db: Executor, settlementIds: string[]) {
  const rows = settlementIds.length
    ? await db
        .select({ settlementId: payments.settlementId, paymentNumber: payments.paymentNumber, status: payments.status })
        .from(payments)
        .where(and(inArray(payments.settlementId, settlementIds), inArray(payments.status, [...PAYMENT_TAKING_STATES])))
    : [];
  return new Map(rows.map((r) => [r.settlementId, { paymentNumber: r.paymentNumber, status: r.status }]));
}

/** The settlements of a contract the caller may see, each with what the action rules read of it. */
export async function loadSettlements(db: Executor, scope: CallerScope, contractId: string, now = new Date()) {
  const contract = await getContract(db, scope, contractId);
  const rows = await db
    .select()
    .from(settlements)
    .where(eq(settlements.contractId, contractId))
    .orderBy(asc(settlements.dueDate));
  const escrow = await escrowPayments(
    db,
    rows.map((s) => s.id),
  );
  return rows.map((s) => {
    const facts = settlementFacts(s, contract, escrow);
    return { facts, row: toSettlement(s, allowedFor(scope, 'settlement', facts, now)) };
  });
}

/**
 * What the action rules read of a settlement: its contract's parties and state, its own state, its escrow payment.
 * A negative settlement (the part of a formula contract's price credit that nothing unpaid absorbed) is a refund the
 * supplier owes the buyer: its payer is the supplier and its payee the buyer, whose finance records it received
 * (the registry's party rule of settlement.recordPaid; recordSettlementPaid completes it at once). A demurrage line
 * names its payee (the carrier, `payeeOrgId`); the buyer pays it.
 */
export function settlementFacts(
  s: { id: string; status: SettlementRecordStatus; amount: number; payeeOrgId?: string | null },
  contract: Pick<TContract, 'buyerOrgId' | 'supplierOrgId' | 'status'>,
  escrow: Awaited<ReturnType<typeof escrowPayments>>,
): RecordFacts['settlement'] {
  const credit = s.amount < 0;
  return {
    payerOrgId: credit ? contract.supplierOrgId : contract.buyerOrgId,
    payeeOrgId: s.payeeOrgId ?? (credit ? contract.buyerOrgId : contract.supplierOrgId),
    refund: credit,
    contractStatus: contract.status,
    status: s.status,
    escrow: escrow.get(s.id) ?? null,
  };
}

export async function contractSettlements(
  db: Executor,
  scope: CallerScope,
  contractId: string,
): Promise<TSettlement[]> {
  return (await loadSettlements(db, scope, contractId)).map((s) => s.row);
}

function toSettlement(s: typeof settlements.$inferSelect, allowedActions: TSettlement['allowedActions']): TSettlement {
  return {
    allowedActions,
    id: s.id,
    contractId: s.contractId,
    settlementType: s.settlementType as TSettlement['settlementType'],
    status: s.status,
    description: s.description,
    reference: s.reference,
    amount: s.amount,
    currency: s.currency as TSettlement['currency'],
    payeeOrgId: s.payeeOrgId,
    dueDate: iso(s.dueDate),
    settledAt: isoOrNull(s.settledAt),
  };
}

/**
 * A party signs the draft: the buyer's or the supplier's signature, once each. The contract row
 * is locked first, so the two parties' signatures are counted one after the other: the second one moves the
 * contract to `signed` and makes the order for the two organizations. A party's second signature is 409.
 */
export async function signContract(
  db: Executor,
  scope: CallerScope,
  input: TSignContractOutput,
  now = new Date(),
): Promise<TContract> {
  const [visible] = await listContracts(db, scope, eq(contracts.id, input.id), now);
  requireAllowed(scope, 'contract.sign', visible ? contractFacts(visible, visible.signatures, scope) : null, now);
  if (!visible) throw notFound('Contract');
  const party: ContractParty = visible.buyerOrgId === scope.orgId ? 'buyer' : 'supplier';
  const other = party === 'buyer' ? visible.supplierOrgId : visible.buyerOrgId;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, input.id))
      .for('update');
    if (locked?.status !== 'draft') throw conflict(`This contract is ${locked?.status ?? 'gone'} and cannot be signed`);
    const [signature] = await tx
      .insert(contractSignatures)
      .values({
        contractId: input.id,
        party,
        organizationId: scope.orgId ?? '',
        signerUserId: scope.userId,
        signerName: input.signerName,
        signatureKind: input.kind,
        drawing: input.kind === 'drawn' ? (input.drawing ?? null) : null,
        signedAt: now,
      })
      .onConflictDoNothing({ target: [contractSignatures.contractId, contractSignatures.party] })
      .returning({ id: contractSignatures.id });
    if (!signature) throw conflict(SIGNATURE_MESSAGES.alreadySigned);
    const actor = { actorUserId: scope.userId, organizationId: scope.orgId, organizations: [other] };
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, input.id));
    if (count < CONTRACT_PARTIES.length) {
      await recordAudit(tx, {
        ...actor,
        action: 'contract.signature_added',
        entityType: 'contract',
        entityId: input.id,
        fromState: 'draft',
        toState: 'draft',
        details: {
          contractNumber: visible.contractNumber,
          party,
          kind: input.kind,
          awaiting: party === 'buyer' ? 'supplier' : 'buyer',
        },
      });
      return;
    }
    const signed = await transition(tx, 'contract', input.id, {
      to: 'signed',
      set: { signedAt: now, updatedAt: now },
      refusal: (state) => `This contract is ${state} and cannot be signed`,
      audit: actor,
    });
    const orderNumber = await nextNumber(tx, 'ORD', 'order_number_seq', now);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        contractId: input.id,
        buyerOrgId: signed.buyerOrgId,
        supplierOrgId: signed.supplierOrgId,
        totalValue: signed.totalValue,
        currency: signed.currency,
        status: 'created',
      })
      .returning({ id: orders.id });
    await recordAudit(tx, {
      ...actor,
      action: 'order.created',
      entityType: 'order',
      entityId: order?.id ?? '',
      toState: 'created',
      details: { orderNumber, contractId: input.id },
    });
  });
  return getContract(db, scope, input.id);
}

/** The signatures of a visible contract, each with its signer and, when drawn, its strokes (the signatures panel). */
export async function contractSignatureList(
  db: Executor,
  scope: CallerScope,
  contractId: string,
): Promise<TContractSignature[]> {
  await getContract(db, scope, contractId);
  const rows = await db
    .select({ signature: contractSignatures, organizationName: organizations.name })
    .from(contractSignatures)
    .innerJoin(organizations, eq(organizations.id, contractSignatures.organizationId))
    .where(eq(contractSignatures.contractId, contractId))
    .orderBy(asc(contractSignatures.party));
  return rows.map(({ signature: s, organizationName }) => ({
    id: s.id,
    party: s.party as ContractParty,
    organizationId: s.organizationId,
    organizationName,
    signerUserId: s.signerUserId,
    signerName: s.signerName,
    kind: s.signatureKind as SignatureKind,
    drawing: s.drawing ?? null,
    signedAt: iso(s.signedAt),
  }));
}

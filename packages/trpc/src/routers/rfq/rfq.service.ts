import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import {
  DELIVERY_TERMS_MESSAGES,
  deliveryTermsOf,
  type TDeliveryTermsParsed,
} from '@energy/domain/schemas/delivery-terms';
import type { TRfq, ZRfqCreateInput } from '@energy/domain/schemas/rfq';
import { DomainError } from '@energy/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import type { CallerScope } from '../../scope';
import { transition, transitionWhere } from '../../transition';
import { listRfqs, loadRfqs, type RfqFacts } from './rfq.queries';

export { listRfqs };

type RfqCreate = z.output<typeof ZRfqCreateInput>;

/** The organization an RFQ is raised for: the buyer's own; an admin names the buyer organization. */
async function buyerOrgFor(tx: Executor, scope: CallerScope, requested: string | undefined): Promise<string> {
  if (!scope.isAdmin) {
    const organizationId = requested ?? scope.orgId;
    if (!organizationId) throw new DomainError('forbidden', 'Your account does not belong to an organization');
    requireAllowed(scope, 'rfq.create', { organizationId });
    return organizationId;
  }
  requireAllowed(scope, 'rfq.create', { organizationId: requested ?? '' });
  if (!requested) throw badRequest('buyerOrgId', 'Choose the buyer organization this RFQ is for');
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, requested));
  if (!org || org.type !== 'buyer') throw badRequest('buyerOrgId', 'Buyer organization not found');
  return org.id;
}

export async function createRfq(db: Executor, scope: CallerScope, input: RfqCreate): Promise<TRfq> {
  const id = await db.transaction(async (tx) => {
    const buyerOrgId = await buyerOrgFor(tx, scope, input.buyerOrgId);
    const [rfq] = await tx
      .insert(rfqs)
      .values({
        rfqNumber: await nextNumber(tx, 'RFQ', 'rfq_number_seq'),
        buyerOrgId,
        createdBy: scope.userId,
        title: input.title,
        description: input.description ?? null,
        productType: input.productType,
        quantity: String(input.quantity),
        unit: input.unit,
        deliveryLocation: input.deliveryLocation,
        deliveryDate: input.deliveryDate,
        closeDate: input.closeDate,
        specifications: input.specifications,
        terms: input.terms,
        // Each term left out takes its column's default (the contract's).
        ...input.deliveryTerms,
        status: 'published',
      })
      .returning({ id: rfqs.id });
    if (!rfq) throw new Error('RFQ was not created');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: buyerOrgId,
      action: 'rfq.created',
      entityType: 'rfq',
      entityId: rfq.id,
      toState: 'published',
    });
    return rfq.id;
  });
  return getRfq(db, scope, id);
}

/** One RFQ the caller may see; anything else is 404, never 403 with its data. */
export async function getRfq(db: Executor, scope: CallerScope, id: string): Promise<TRfq> {
  const [rfq] = await listRfqs(db, scope, eq(rfqs.id, id));
  if (!rfq) throw notFound('RFQ');
  return rfq;
}

/** The RFQ as the action rules read it, or null when the caller cannot see it. */
export async function rfqFacts(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<RfqFacts | null> {
  const [loaded] = await loadRfqs(db, scope, eq(rfqs.id, id), now);
  return loaded?.facts ?? null;
}

/**
 * The buyer changes the delivery terms its RFQ states, before the first offer: suppliers quote on the terms they
 * saw, so once one has, the terms stay (a supplier proposes its own in its offer). The conditional update decides
 * against an offer landing at the same moment (submitting one locks the RFQ and makes it quoted).
 */
export async function updateDeliveryTerms(
  db: Executor,
  scope: CallerScope,
  id: string,
  terms: TDeliveryTermsParsed,
): Promise<TRfq> {
  const facts = await rfqFacts(db, scope, id);
  requireAllowed(scope, 'rfq.updateDeliveryTerms', facts);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
    if (!before) throw notFound('RFQ');
    const [changed] = await tx
      .update(rfqs)
      .set({ ...terms, updatedAt: new Date() })
      .where(and(eq(rfqs.id, id), eq(rfqs.status, 'published')))
      .returning();
    if (!changed) throw conflict(DELIVERY_TERMS_MESSAGES.fixedOnceQuoted(before.status));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: changed.buyerOrgId,
      action: 'rfq.delivery_terms_changed',
      entityType: 'rfq',
      entityId: id,
      details: { before: deliveryTermsOf(before), after: deliveryTermsOf(changed) },
    });
  });
  return getRfq(db, scope, id);
}

/** The buyer cancels before award; pending offers are declined with it. */
export async function cancelRfq(db: Executor, scope: CallerScope, id: string, reason?: string): Promise<TRfq> {
  const facts = await rfqFacts(db, scope, id);
  requireAllowed(scope, 'rfq.cancel', facts);
  await db.transaction(async (tx) => {
    const now = new Date();
    const actor = { actorUserId: scope.userId, organizationId: facts?.buyerOrgId };
    const declined = await transitionWhere(tx, 'offer', eq(offers.rfqId, id), {
      to: 'declined',
      set: { updatedAt: now },
      audit: (offer) => ({ ...actor, organizations: [offer.supplierOrgId], details: { reason: 'rfq.cancelled' } }),
    });
    await transition(tx, 'rfq', id, {
      to: 'cancelled',
      set: { updatedAt: now },
      refusal: (state) => `This RFQ is ${state} and can no longer be cancelled`,
      audit: {
        ...actor,
        organizations: declined.map((o) => o.supplierOrgId),
        details: { reason, declinedOffers: declined.length },
      },
    });
  });
  return getRfq(db, scope, id);
}

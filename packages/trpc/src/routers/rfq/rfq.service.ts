import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TRfq, ZRfqCreateInput } from '@energy/domain/schemas/rfq';
import { DomainError } from '@energy/domain/errors';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, notFound } from '../../errors';
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

import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { RFQ_TRANSITIONS } from '@energy/domain/machines/procurement';
import type { TRfq, ZRfqCreateInput } from '@energy/domain/schemas/rfq';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { badRequest, conflict, notFound } from '../../errors';
import { nextNumber } from '../../numbering';
import { requireOrg, type CallerScope } from '../../scope';
import { listRfqs } from './rfq.queries';

export { listRfqs };

type RfqCreate = z.output<typeof ZRfqCreateInput>;

/** The organization an RFQ is raised for: the buyer's own; an admin names the buyer organization. */
async function buyerOrgFor(tx: Executor, scope: CallerScope, requested: string | undefined): Promise<string> {
  if (!scope.isAdmin) {
    if (requested && requested !== scope.orgId) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only create RFQs for your own organization' });
    }
    return requireOrg(scope);
  }
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
    if (!rfq) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'RFQ was not created' });
    await recordAudit(tx, {
      actorUserId: scope.userId, organizationId: buyerOrgId, action: 'rfq.created', entityType: 'rfq',
      entityId: rfq.id, toState: 'published',
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

/** The buyer cancels before award; pending offers are declined with it. */
export async function cancelRfq(db: Executor, scope: CallerScope, id: string, reason?: string): Promise<TRfq> {
  const before = await getRfq(db, scope, id);
  if (!scope.isAdmin && before.buyerOrgId !== scope.orgId) throw notFound('RFQ');
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(rfqs)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(rfqs.id, id), inArray(rfqs.status, sourcesOf(RFQ_TRANSITIONS, 'cancelled'))))
      .returning({ id: rfqs.id });
    if (!cancelled) throw conflict(`This RFQ is ${before.status} and can no longer be cancelled`);
    const declined = await tx
      .update(offers)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(and(eq(offers.rfqId, id), eq(offers.status, 'pending')))
      .returning({ id: offers.id, supplierOrgId: offers.supplierOrgId });
    await recordAudit(tx, {
      actorUserId: scope.userId, organizationId: before.buyerOrgId, organizations: declined.map((o) => o.supplierOrgId), action: 'rfq.cancelled', entityType: 'rfq',
      entityId: id, fromState: before.status, toState: 'cancelled', details: { reason, declinedOffers: declined.length },
    });
  });
  return getRfq(db, scope, id);
}

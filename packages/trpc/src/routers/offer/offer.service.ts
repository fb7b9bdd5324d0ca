import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TOffer, TOfferParsed } from '@energy/domain/schemas/offer';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { iso } from '../../numbering';
import { requireOrg, requireRole, type CallerScope } from '../../scope';
import { OPEN_RFQ_STATUSES } from '../rfq/rfq.queries';
import { offerTotal } from './offer.pricing';
import { listOffers } from './offer.queries';

export const RFQ_CLOSED = 'This RFQ is closed for offers';

export async function getOffer(db: Executor, scope: CallerScope, id: string): Promise<TOffer> {
  const [offer] = await listOffers(db, scope, eq(offers.id, id));
  if (!offer) throw notFound('Offer');
  return offer;
}

/** Locks the RFQ row, so an award and an offer on the same RFQ never interleave, and checks it is open. */
export async function lockOpenRfq(tx: Executor, rfqId: string, now = new Date()) {
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  if (!rfq) throw notFound('RFQ');
  if (!(OPEN_RFQ_STATUSES as readonly string[]).includes(rfq.status)) throw conflict(`${RFQ_CLOSED}: it is ${rfq.status}`);
  if (rfq.closeDate <= now) throw conflict(`${RFQ_CLOSED}: it closed on ${iso(rfq.closeDate)}`);
  return rfq;
}

function storedTerms(input: TOfferParsed) {
  return {
    unitPrice: input.unitPrice,
    currency: input.currency,
    validUntil: input.validUntil,
    notes: input.notes ?? null,
    pricingBands: input.pricingBands,
    deliverySlots: input.deliverySlots.map((s) => ({ startTime: iso(s.startTime), endTime: iso(s.endTime) })),
    allocationWindow: input.allocationWindow
      ? { startTime: iso(input.allocationWindow.startTime), endTime: iso(input.allocationWindow.endTime), maxAllocation: input.allocationWindow.maxAllocation }
      : null,
    paymentTerms: input.paymentTerms,
  };
}

/** A supplier's one offer on an open RFQ; the first offer makes the RFQ `quoted`. */
export async function submitOffer(db: Executor, scope: CallerScope, input: TOfferParsed): Promise<TOffer> {
  requireRole(scope, 'supplier', 'Only suppliers can submit offers');
  const supplierOrgId = requireOrg(scope);
  const id = await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, input.rfqId);
    const [existing] = await tx.select({ id: offers.id }).from(offers).where(and(eq(offers.rfqId, rfq.id), eq(offers.supplierOrgId, supplierOrgId)));
    if (existing) throw conflict('Your organization has already quoted on this RFQ: revise that offer instead');
    const terms = storedTerms(input);
    const [offer] = await tx
      .insert(offers)
      .values({ rfqId: rfq.id, supplierOrgId, submittedBy: scope.userId, ...terms, totalPrice: offerTotal(rfq.quantity, terms.unitPrice, terms.pricingBands) })
      .returning({ id: offers.id });
    if (!offer) throw conflict('The offer was not saved');
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: supplierOrgId, organizations: [rfq.buyerOrgId], action: 'offer.submitted', entityType: 'offer', entityId: offer.id, toState: 'pending' });
    const [quoted] = await tx
      .update(rfqs)
      .set({ status: 'quoted', updatedAt: new Date() })
      .where(and(eq(rfqs.id, rfq.id), eq(rfqs.status, 'published')))
      .returning({ id: rfqs.id });
    if (quoted) {
      await recordAudit(tx, { actorUserId: scope.userId, organizationId: rfq.buyerOrgId, organizations: [supplierOrgId], action: 'rfq.quoted', entityType: 'rfq', entityId: rfq.id, fromState: 'published', toState: 'quoted' });
    }
    return offer.id;
  });
  return getOffer(db, scope, id);
}

/** Loads the caller's own pending offer, locking its RFQ and checking it is still open. */
async function ownPendingOffer(tx: Executor, scope: CallerScope, offerId: string) {
  requireRole(scope, 'supplier', 'Only the supplier who made an offer can change it');
  const orgId = requireOrg(scope);
  const [offer] = await tx.select().from(offers).where(and(eq(offers.id, offerId), eq(offers.supplierOrgId, orgId)));
  if (!offer) throw notFound('Offer');
  const rfq = await lockOpenRfq(tx, offer.rfqId);
  if (offer.status !== 'pending') throw conflict(`This offer is ${offer.status} and can no longer be changed`);
  return { offer, rfq };
}

/** Revise while the RFQ is open; a revision answers any pending counter-offer. */
export async function reviseOffer(db: Executor, scope: CallerScope, offerId: string, input: TOfferParsed): Promise<TOffer> {
  await db.transaction(async (tx) => {
    const { offer, rfq } = await ownPendingOffer(tx, scope, offerId);
    if (offer.rfqId !== input.rfqId) throw conflict('An offer cannot move to another RFQ');
    const terms = storedTerms(input);
    await tx
      .update(offers)
      .set({
        ...terms,
        totalPrice: offerTotal(rfq.quantity, terms.unitPrice, terms.pricingBands, 'offer.'),
        counterStatus: offer.counterStatus === 'pending' ? 'declined' : offer.counterStatus,
        version: sql`${offers.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(offers.id, offer.id));
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: offer.supplierOrgId, organizations: [rfq.buyerOrgId], action: 'offer.revised', entityType: 'offer', entityId: offer.id, fromState: 'pending', toState: 'pending' });
  });
  return getOffer(db, scope, offerId);
}

/** Withdraw an own pending offer; an RFQ left with no offers is `published` again. */
export async function deleteOffer(db: Executor, scope: CallerScope, offerId: string): Promise<{ success: true }> {
  await db.transaction(async (tx) => {
    const { offer, rfq } = await ownPendingOffer(tx, scope, offerId);
    await tx.delete(offers).where(eq(offers.id, offer.id));
    await recordAudit(tx, { actorUserId: scope.userId, organizationId: offer.supplierOrgId, organizations: [rfq.buyerOrgId], action: 'offer.withdrawn', entityType: 'offer', entityId: offer.id, fromState: 'pending', toState: 'withdrawn' });
    const [left] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(offers).where(eq(offers.rfqId, rfq.id));
    if ((left?.n ?? 0) === 0 && rfq.status === 'quoted') {
      await tx.update(rfqs).set({ status: 'published', updatedAt: new Date() }).where(eq(rfqs.id, rfq.id));
      await recordAudit(tx, { actorUserId: scope.userId, organizationId: rfq.buyerOrgId, organizations: [offer.supplierOrgId], action: 'rfq.reopened', entityType: 'rfq', entityId: rfq.id, fromState: 'quoted', toState: 'published' });
    }
  });
  return { success: true };
}

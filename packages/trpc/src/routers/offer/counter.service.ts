import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import type { TOffer } from '@energy/domain/schemas/offer';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, notFound } from '../../errors';
import { requireRole, type CallerScope } from '../../scope';
import { offerTotal } from './offer.pricing';
import { getOffer, lockOpenRfq } from './offer.service';

/** The buyer proposes another unit price on a pending offer while the RFQ is open. */
export async function counterOffer(db: Executor, scope: CallerScope, offerId: string, unitPrice: number, note?: string): Promise<TOffer> {
  const visible = await getOffer(db, scope, offerId);
  if (scope.role === 'supplier') throw notFound('Offer');
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, visible.rfqId);
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || offer.status !== 'pending') throw conflict(`This offer is ${offer?.status ?? 'gone'} and cannot be countered`);
    // Checked now, so that accepting the counter-offer can never produce a total out of range.
    offerTotal(rfq.quantity, unitPrice, []);
    await tx
      .update(offers)
      .set({ isCounterOffer: true, counterUnitPrice: unitPrice, counterNote: note ?? null, counterStatus: 'pending', counteredAt: new Date(), updatedAt: new Date() })
      .where(eq(offers.id, offerId));
    await recordAudit(tx, {
      actorUserId: scope.userId, organizationId: scope.orgId, organizations: [offer.supplierOrgId, rfq.buyerOrgId], action: 'offer.countered', entityType: 'offer', entityId: offerId,
      fromState: offer.counterStatus ?? 'none', toState: 'pending', details: { unitPrice, note },
    });
  });
  return getOffer(db, scope, offerId);
}

/** The supplier accepts (the offer takes the countered price) or declines a pending counter-offer. */
export async function respondToCounter(db: Executor, scope: CallerScope, offerId: string, response: 'accept' | 'decline'): Promise<TOffer> {
  const visible = await getOffer(db, scope, offerId);
  requireRole(scope, 'supplier', 'Only the supplier who made the offer can answer its counter-offer');
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, visible.rfqId);
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || offer.status !== 'pending' || offer.counterStatus !== 'pending' || offer.counterUnitPrice === null) {
      throw conflict('There is no pending counter-offer on this offer');
    }
    const accepted = response === 'accept';
    await tx
      .update(offers)
      .set({
        counterStatus: accepted ? 'accepted' : 'declined',
        // The countered price replaces the bands: one agreed price for the whole quantity.
        ...(accepted
          ? { unitPrice: offer.counterUnitPrice, pricingBands: [], totalPrice: offerTotal(rfq.quantity, offer.counterUnitPrice, []), version: sql`${offers.version} + 1` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(offers.id, offerId));
    await recordAudit(tx, {
      actorUserId: scope.userId, organizationId: offer.supplierOrgId, organizations: [rfq.buyerOrgId], action: accepted ? 'offer.counter_accepted' : 'offer.counter_declined',
      entityType: 'offer', entityId: offerId, fromState: 'pending', toState: accepted ? 'accepted' : 'declined',
    });
  });
  return getOffer(db, scope, offerId);
}

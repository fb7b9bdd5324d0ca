import type { Executor } from '@energy/db/client';
import { isOfferOpen } from '@energy/domain/machines/procurement';
import { offers } from '@energy/db/schema/offers';
import type { TOffer } from '@energy/domain/schemas/offer';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict } from '../../errors';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { offerTotal } from './offer.pricing';
import { getOffer, lockOpenRfq, offerFacts } from './offer.service';

/** The buyer proposes another unit price on a pending offer while the RFQ is open. */
export async function counterOffer(db: Executor, scope: CallerScope, offerId: string, unitPrice: number, note?: string): Promise<TOffer> {
  const facts = await offerFacts(db, scope, offerId);
  requireAllowed(scope, 'offer.counter', facts);
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, facts?.rfqId ?? '');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOfferOpen(offer.status)) throw conflict(`This offer is ${offer?.status ?? 'gone'} and cannot be countered`);
    // Checked now, so that accepting the counter-offer can never produce a total out of range.
    offerTotal(rfq.quantity, unitPrice, []);
    // Not a move of the offer's machine: the offer stays pending and carries a new counter-offer.
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
  const facts = await offerFacts(db, scope, offerId);
  requireAllowed(scope, 'offer.respondToCounter', facts);
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, facts?.rfqId ?? '');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOfferOpen(offer.status) || offer.counterUnitPrice === null) throw conflict('There is no pending counter-offer on this offer');
    const accepted = response === 'accept';
    const counterPrice = offer.counterUnitPrice;
    await transition(tx, 'counter', offerId, {
      to: accepted ? 'accepted' : 'declined',
      // The countered price replaces the bands: one agreed price for the whole quantity.
      set: {
        ...(accepted ? { unitPrice: counterPrice, pricingBands: [], totalPrice: offerTotal(rfq.quantity, counterPrice, []), version: sql`${offers.version} + 1` } : {}),
        updatedAt: new Date(),
      },
      refusal: () => 'There is no pending counter-offer on this offer',
      audit: { actorUserId: scope.userId, organizationId: offer.supplierOrgId, organizations: [rfq.buyerOrgId], action: accepted ? 'offer.counter_accepted' : 'offer.counter_declined' },
    });
  });
  return getOffer(db, scope, offerId);
}

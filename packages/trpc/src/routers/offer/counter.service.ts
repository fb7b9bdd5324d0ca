import type { Executor } from '@energy/db/client';
import { isOfferOpen } from '@energy/domain/machines/procurement';
import { offers } from '@energy/db/schema/offers';
import { OFFER_MESSAGES, type TOffer } from '@energy/domain/schemas/offer';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict } from '../../errors';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { offerTotal } from './offer.pricing';
import { getOffer, lockOpenRfq, offerFacts } from './offer.service';

/** The buyer proposes another unit price on a pending offer while the RFQ is open. */
export async function counterOffer(
  db: Executor,
  scope: CallerScope,
  offerId: string,
  unitPrice: number | undefined,
  note?: string,
): Promise<TOffer> {
  if (unitPrice === undefined) throw badRequest('unitPrice', OFFER_MESSAGES.unitPriceRequired);
  const facts = await offerFacts(db, scope, offerId);
  requireAllowed(scope, 'offer.counter', facts);
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, facts?.rfqId ?? '');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOfferOpen(offer.status))
      throw conflict(`This offer is ${offer?.status ?? 'gone'} and cannot be countered`);
    // Checked now, so that accepting the counter-offer can never produce a total out of range.
    offerTotal(rfq.quantity, unitPrice, []);
    // Not a move of the offer's machine: the offer stays pending and carries a new counter-offer.
    const terms = {
      isCounterOffer: true,
      counterUnitPrice: unitPrice,
      counterNote: note ?? null,
      counteredAt: new Date(),
      updatedAt: new Date(),
    };
    const audit = {
      actorUserId: scope.userId,
      organizationId: scope.orgId,
      organizations: [offer.supplierOrgId, rfq.buyerOrgId],
      action: 'offer.countered',
      details: { unitPrice, note },
    };
    if (offer.counterStatus === null) {
      // The offer's first counter-offer is created pending, as a record is (its machine has no state before it).
      await tx
        .update(offers)
        .set({ ...terms, counterStatus: 'pending' })
        .where(and(eq(offers.id, offerId), isNull(offers.counterStatus)));
      await recordAudit(tx, {
        ...audit,
        entityType: 'offer',
        entityId: offerId,
        fromState: 'none',
        toState: 'pending',
      });
    } else {
      // A later one moves the counter-offer along its machine: it replaces a pending one, or opens a new round after an answer.
      await transition(tx, 'counter', offerId, {
        to: 'pending',
        set: terms,
        refusal: (state) => `This counter-offer is ${state} and cannot be replaced`,
        audit,
      });
    }
  });
  return getOffer(db, scope, offerId);
}

/** The supplier accepts (the offer takes the countered price) or declines a pending counter-offer. */
export async function respondToCounter(
  db: Executor,
  scope: CallerScope,
  offerId: string,
  response: 'accept' | 'decline',
): Promise<TOffer> {
  const facts = await offerFacts(db, scope, offerId);
  requireAllowed(scope, 'offer.respondToCounter', facts);
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, facts?.rfqId ?? '');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOfferOpen(offer.status) || offer.counterUnitPrice === null)
      throw conflict('There is no pending counter-offer on this offer');
    const accepted = response === 'accept';
    const counterPrice = offer.counterUnitPrice;
    await transition(tx, 'counter', offerId, {
      to: accepted ? 'accepted' : 'declined',
      // The countered price replaces the bands: one agreed price for the whole quantity.
      set: {
        ...(accepted
          ? {
              unitPrice: counterPrice,
              pricingBands: [],
              totalPrice: offerTotal(rfq.quantity, counterPrice, []),
              version: sql`${offers.version} + 1`,
            }
          : {}),
        updatedAt: new Date(),
      },
      refusal: () => 'There is no pending counter-offer on this offer',
      audit: {
        actorUserId: scope.userId,
        organizationId: offer.supplierOrgId,
        organizations: [rfq.buyerOrgId],
        action: accepted ? 'offer.counter_accepted' : 'offer.counter_declined',
      },
    });
  });
  return getOffer(db, scope, offerId);
}

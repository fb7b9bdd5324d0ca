import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import type { ActionName } from '@energy/domain/actions/catalog';
import { isOfferOpen, rfqOpenRefusal } from '@energy/domain/machines/procurement';
import { unitPriceToMinor } from '@energy/domain/pricing/formula';
import { proposalColumns } from '@energy/domain/schemas/delivery-terms';
import type { TOffer, TOfferParsed } from '@energy/domain/schemas/offer';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict, notFound } from '../../errors';
import { iso } from '../../iso-date';
import { requireOrg, type CallerScope } from '../../scope';
import { transitionWhere } from '../../transition';
import { rfqFacts } from '../rfq/rfq.service';
import { checkFormula, indicativeColumns } from './offer.indicative';
import { offerTotal, storedBand } from './offer.pricing';
import { listOffers, loadOffers, type OfferFacts } from './offer.queries';

export async function getOffer(db: Executor, scope: CallerScope, id: string): Promise<TOffer> {
  const [offer] = await listOffers(db, scope, eq(offers.id, id));
  if (!offer) throw notFound('Offer');
  return offer;
}

/** The offer as the action rules read it, or null when the caller cannot see it. */
export async function offerFacts(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<OfferFacts | null> {
  const [loaded] = await loadOffers(db, scope, eq(offers.id, id), now);
  return loaded?.facts ?? null;
}

/**
 * Locks the RFQ row, so an award and an offer on the same RFQ never interleave, and checks again, under the
 * lock, that it is open (authorize checked it before; this settles a race with the close or the award).
 */
export async function lockOpenRfq(tx: Executor, rfqId: string, now = new Date()) {
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  if (!rfq) throw notFound('RFQ');
  const closed = rfqOpenRefusal(rfq.status, rfq.closeDate, now);
  if (closed) throw conflict(closed);
  return rfq;
}

/**
 * The stored terms of an offer: a fixed price's unit price as entered and in minor units, and its total (offerTotal), or a formula as entered, checked
 * against its RFQ and priced from the latest quotes (offer.indicative.ts). `pathPrefix` names a nested input.
 */
async function storedTerms(tx: Executor, input: TOfferParsed, rfq: typeof rfqs.$inferSelect, pathPrefix = '') {
  const common = {
    currency: input.currency,
    validUntil: input.validUntil,
    notes: input.notes ?? null,
    pricingBands: input.pricingBands.map(storedBand),
    deliverySlots: input.deliverySlots.map((s) => ({ startTime: iso(s.startTime), endTime: iso(s.endTime) })),
    allocationWindow: input.allocationWindow
      ? {
          startTime: iso(input.allocationWindow.startTime),
          endTime: iso(input.allocationWindow.endTime),
          maxAllocation: input.allocationWindow.maxAllocation,
        }
      : null,
    paymentTerms: input.paymentTerms,
    // A revision states its proposals anew: one left out takes the RFQ's term again.
    ...proposalColumns(input.deliveryTerms),
  };
  if (input.pricing.type === 'formula') {
    const { indexId, differential, period, densityKgM3 } = input.pricing;
    const entered = { indexId, differential, period, densityKgM3: densityKgM3 ?? null };
    await checkFormula(tx, entered, rfq, pathPrefix);
    return { ...common, ...(await indicativeColumns(tx, entered, rfq, input.currency, pathPrefix)) };
  }
  // The schema requires a fixed offer's unit price; kept as entered (4 decimals), and in minor units for the lists.
  const unitPrice = input.unitPrice ?? '0.0000';
  return {
    ...common,
    pricingType: 'fixed' as const,
    pricingFormula: null,
    indicativeUnitPrice: unitPrice,
    indicativeAsOf: null,
    priceBasis: null,
    unitPrice: unitPriceToMinor(unitPrice),
    totalPrice: offerTotal(rfq.quantity, unitPrice, common.pricingBands, pathPrefix),
  };
}

/** A supplier's one offer on an open RFQ; the first offer makes the RFQ `quoted`. */
export async function submitOffer(db: Executor, scope: CallerScope, input: TOfferParsed): Promise<TOffer> {
  requireAllowed(scope, 'offer.submit', await rfqFacts(db, scope, input.rfqId));
  const supplierOrgId = requireOrg(scope);
  const id = await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, input.rfqId);
    const [existing] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.rfqId, rfq.id), eq(offers.supplierOrgId, supplierOrgId)));
    if (existing) throw conflict('Your organization has already quoted on this RFQ: revise that offer instead');
    const terms = await storedTerms(tx, input, rfq);
    const [offer] = await tx
      .insert(offers)
      .values({ rfqId: rfq.id, supplierOrgId, submittedBy: scope.userId, ...terms })
      .returning({ id: offers.id });
    if (!offer) throw conflict('The offer was not saved');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: supplierOrgId,
      organizations: [rfq.buyerOrgId],
      action: 'offer.submitted',
      entityType: 'offer',
      entityId: offer.id,
      toState: 'pending',
    });
    // The first offer quotes the RFQ; later ones find it quoted already, and nothing moves.
    await transitionWhere(tx, 'rfq', eq(rfqs.id, rfq.id), {
      to: 'quoted',
      set: { updatedAt: new Date() },
      audit: { actorUserId: scope.userId, organizationId: rfq.buyerOrgId, organizations: [supplierOrgId] },
    });
    return offer.id;
  });
  return getOffer(db, scope, id);
}

/** Authorizes `action` on the caller's offer, then locks its RFQ and reads the offer again under the lock. */
async function ownPendingOffer(
  tx: Executor,
  scope: CallerScope,
  offerId: string,
  action: ActionName & `offer.${string}`,
) {
  requireAllowed(scope, action, await offerFacts(tx, scope, offerId));
  const [visible] = await tx.select({ rfqId: offers.rfqId }).from(offers).where(eq(offers.id, offerId));
  if (!visible) throw notFound('Offer');
  const rfq = await lockOpenRfq(tx, visible.rfqId);
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
  if (!offer) throw notFound('Offer');
  if (!isOfferOpen(offer.status)) throw conflict(`This offer is ${offer.status} and can no longer be changed`);
  return { offer, rfq };
}

/** Revise while the RFQ is open; a revision answers any pending counter-offer. */
export async function reviseOffer(
  db: Executor,
  scope: CallerScope,
  offerId: string,
  input: TOfferParsed,
): Promise<TOffer> {
  await db.transaction(async (tx) => {
    const { offer, rfq } = await ownPendingOffer(tx, scope, offerId, 'offer.revise');
    if (offer.rfqId !== input.rfqId) throw conflict('An offer cannot move to another RFQ');
    const terms = await storedTerms(tx, input, rfq, 'offer.');
    // A revision answers a pending counter-offer: it is declined.
    await transitionWhere(tx, 'counter', eq(offers.id, offer.id), {
      to: 'declined',
      audit: {
        actorUserId: scope.userId,
        organizationId: offer.supplierOrgId,
        organizations: [rfq.buyerOrgId],
        action: 'offer.counter_declined',
      },
    });
    await tx
      .update(offers)
      .set({
        ...terms,
        version: sql`${offers.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(offers.id, offer.id));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: offer.supplierOrgId,
      organizations: [rfq.buyerOrgId],
      action: 'offer.revised',
      entityType: 'offer',
      entityId: offer.id,
      fromState: 'pending',
      toState: 'pending',
    });
  });
  return getOffer(db, scope, offerId);
}

/** Withdraw an own pending offer; an RFQ left with no offers is `published` again. */
export async function deleteOffer(db: Executor, scope: CallerScope, offerId: string): Promise<{ success: true }> {
  await db.transaction(async (tx) => {
    const { offer, rfq } = await ownPendingOffer(tx, scope, offerId, 'offer.withdraw');
    await tx.delete(offers).where(eq(offers.id, offer.id));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId: offer.supplierOrgId,
      organizations: [rfq.buyerOrgId],
      action: 'offer.withdrawn',
      entityType: 'offer',
      entityId: offer.id,
      fromState: 'pending',
      toState: 'withdrawn',
    });
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(offers)
      .where(eq(offers.rfqId, rfq.id));
    if ((left?.n ?? 0) === 0) {
      // RFQ_TRANSITIONS: quoted -> published, when nothing is left to quote on.
      await transitionWhere(tx, 'rfq', eq(rfqs.id, rfq.id), {
        to: 'published',
        set: { updatedAt: new Date() },
        audit: {
          actorUserId: scope.userId,
          organizationId: rfq.buyerOrgId,
          organizations: [offer.supplierOrgId],
          action: 'rfq.reopened',
        },
      });
    }
  });
  return { success: true };
}

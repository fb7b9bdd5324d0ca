import type { Executor } from '@energy/db/client';
import { isOfferOpen } from '@energy/domain/machines/procurement';
import { offers } from '@energy/db/schema/offers';
import type { rfqs } from '@energy/db/schema/rfqs';
import { FORMULA_MESSAGES, OFFER_MESSAGES, type TOffer } from '@energy/domain/schemas/offer';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict } from '../../errors';
import type { CallerScope } from '../../scope';
import { transition } from '../../transition';
import { indicativeColumns } from './offer.indicative';
import { offerTotal } from './offer.pricing';
import { minorToUnitPrice, unitPriceToMinor } from '@energy/domain/pricing/formula';
import { getOffer, lockOpenRfq, offerFacts } from './offer.service';

/** What a counter-offer proposes: a fixed offer's unit price (as entered, 4 decimals), or a formula offer's differential. */
export interface CounterTerms {
  unitPrice?: string;
  differential?: string;
}

/** A differential as stored (numeric, 4 places: "-1.5000") as a formula writes it: at least 2 decimals ("-1.50"). */
function formulaDifferential(stored: string): string {
  return stored.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/**
 * The buyer proposes another unit price on a pending fixed offer, or another differential on a pending formula
 * offer, while the RFQ is open; the other figure is a 400.
 */
export async function counterOffer(
  db: Executor,
  scope: CallerScope,
  offerId: string,
  { unitPrice, differential }: CounterTerms,
  note?: string,
): Promise<TOffer> {
  if (unitPrice === undefined && differential === undefined)
    throw badRequest('unitPrice', OFFER_MESSAGES.unitPriceRequired);
  const facts = await offerFacts(db, scope, offerId);
  requireAllowed(scope, 'offer.counter', facts);
  await db.transaction(async (tx) => {
    const rfq = await lockOpenRfq(tx, facts?.rfqId ?? '');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOfferOpen(offer.status))
      throw conflict(`This offer is ${offer?.status ?? 'gone'} and cannot be countered`);
    const formula = offer.pricingType === 'formula' ? offer.pricingFormula : null;
    if (formula ? differential === undefined : unitPrice === undefined)
      throw badRequest(formula ? 'unitPrice' : 'differential', FORMULA_MESSAGES.counterPriceOrDifferential);
    // Checked now, so that accepting the counter-offer can never produce a total out of range.
    if (formula && differential !== undefined)
      await indicativeColumns(tx, { ...formula, differential }, rfq, offer.currency);
    else offerTotal(rfq.quantity, unitPrice ?? '0', []);
    // Not a move of the offer's machine: the offer stays pending and carries a new counter-offer.
    const terms = {
      isCounterOffer: true,
      counterUnitPrice: formula || unitPrice === undefined ? null : unitPriceToMinor(unitPrice),
      counterExactUnitPrice: formula ? null : (unitPrice ?? null),
      counterDifferential: formula ? (differential ?? null) : null,
      counterNote: note ?? null,
      counteredAt: new Date(),
      updatedAt: new Date(),
    };
    const audit = {
      actorUserId: scope.userId,
      organizationId: scope.orgId,
      organizations: [offer.supplierOrgId, rfq.buyerOrgId],
      action: 'offer.countered',
      details: formula
        ? { differential, note }
        : {
            unitPrice: unitPrice === undefined ? undefined : unitPriceToMinor(unitPrice),
            exactUnitPrice: unitPrice,
            note,
          },
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

/**
 * The supplier accepts (the offer takes the countered price, or its formula the countered differential and is priced
 * again) or declines a pending counter-offer.
 */
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
    const countered =
      offer?.pricingType === 'formula' ? offer.counterDifferential !== null : offer?.counterUnitPrice !== null;
    if (!offer || !isOfferOpen(offer.status) || !countered)
      throw conflict('There is no pending counter-offer on this offer');
    const accepted = response === 'accept';
    await transition(tx, 'counter', offerId, {
      to: accepted ? 'accepted' : 'declined',
      set: {
        ...(accepted ? { ...(await agreedTerms(tx, offer, rfq)), version: sql`${offers.version} + 1` } : {}),
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

/**
 * The terms an accepted counter-offer gives: a formula with the countered differential, priced again from the
 * latest quotes; or the countered unit price, which replaces the bands (one agreed price for the whole quantity).
 */
async function agreedTerms(tx: Executor, offer: typeof offers.$inferSelect, rfq: typeof rfqs.$inferSelect) {
  if (offer.pricingType === 'formula' && offer.pricingFormula && offer.counterDifferential !== null) {
    const formula = { ...offer.pricingFormula, differential: formulaDifferential(offer.counterDifferential) };
    return indicativeColumns(tx, formula, rfq, offer.currency);
  }
  // As countered (4 decimals); a counter-offer stored before prices kept 4 decimals, its minor units.
  const counterPrice = offer.counterExactUnitPrice ?? minorToUnitPrice(offer.counterUnitPrice ?? offer.unitPrice);
  return {
    unitPrice: unitPriceToMinor(counterPrice),
    indicativeUnitPrice: counterPrice,
    pricingBands: [],
    totalPrice: offerTotal(rfq.quantity, counterPrice, []),
  };
}

import type { Executor } from '@energy/db/client';
import { isOfferOpen } from '@energy/domain/machines/procurement';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { ADVANCE_DUE_DAYS } from '@energy/domain/constants';
import { formatMoney, type Currency } from '@energy/domain/money';
import { agreedDeliveryTerms, deliveryTermsOf, proposedTermsOf } from '@energy/domain/schemas/delivery-terms';
import { ACCEPT_MESSAGES } from '@energy/domain/schemas/offer';
import { DomainError } from '@energy/domain/errors';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { conflict } from '../../errors';
import { nextNumber } from '../../numbering';
import type { CallerScope } from '../../scope';
import { transition, transitionWhere } from '../../transition';
import { offerFacts } from './offer.service';
import { fixedContractUnitPrice } from './offer.pricing';
import { awardPricing } from '../contract/contract.final-price';

const DAY = 86_400_000;

/** 409 with the terms as they are now, so the buyer sees the new price before deciding again. */
function offerChanged(offer: typeof offers.$inferSelect) {
  const currency = offer.currency as Currency;
  const unitPrice = formatMoney(offer.unitPrice, currency);
  const totalPrice = formatMoney(offer.totalPrice, currency);
  return new DomainError(
    'conflict',
    `${ACCEPT_MESSAGES.changed}: it is now ${unitPrice} per unit, ${totalPrice} in total (version ${offer.version})`,
    [
      { path: 'version', message: String(offer.version) },
      { path: 'unitPrice', message: unitPrice },
      { path: 'totalPrice', message: totalPrice },
    ],
  );
}

/** Advance (when the terms ask for one) and balance, in integer minor units that add up to the total. */
export function settlementSchedule(
  total: number,
  advancePercent: number,
  daysToPayment: number,
  awardedAt: Date,
  deliveryDate: Date,
) {
  const basisPoints = BigInt(Math.round(advancePercent * 100));
  const advance = Number((BigInt(total) * basisPoints + 5000n) / 10000n);
  const schedule = [];
  if (advance > 0) {
    schedule.push({
      settlementType: 'advance',
      amount: advance,
      dueDate: new Date(awardedAt.getTime() + ADVANCE_DUE_DAYS * DAY),
      description: `Advance payment (${advancePercent}%)`,
    });
  }
  if (total - advance > 0) {
    schedule.push({
      settlementType: 'balance',
      amount: total - advance,
      dueDate: new Date(deliveryDate.getTime() + daysToPayment * DAY),
      description: `Balance due ${daysToPayment} days after delivery`,
    });
  }
  return schedule;
}

/**
 * Award, exactly once: in one transaction the RFQ moves to `awarded` by a conditional update (a second
 * accept finds no row to move and gets 409), the offer is selected, every other offer declined, and a
 * draft contract with its settlement schedule is made. The unique rfq_id on contracts backs this up.
 * The buyer names the offer version it saw; any other version answers 409 with the current terms.
 */
export async function acceptOffer(
  db: Executor,
  scope: CallerScope,
  offerId: string,
  seenVersion: number,
  now = new Date(),
): Promise<{ contractId: string; contractNumber: string }> {
  const facts = await offerFacts(db, scope, offerId, now);
  requireAllowed(scope, 'offer.accept', facts, now);
  return db.transaction(async (tx) => {
    const actor = { actorUserId: scope.userId, organizationId: facts?.buyerOrgId };
    // The row lock serialises concurrent accepts; the conditional update is the check that decides.
    const [{ rfqId } = { rfqId: '' }] = await tx
      .select({ rfqId: offers.rfqId })
      .from(offers)
      .where(eq(offers.id, offerId));
    const bidders = await tx
      .select({ supplierOrgId: offers.supplierOrgId })
      .from(offers)
      .where(eq(offers.rfqId, rfqId));
    const rfq = await transition(tx, 'rfq', rfqId, {
      to: 'awarded',
      set: { updatedAt: now },
      refusal: (state) => `This RFQ is already ${state ?? 'closed'}: an offer can be accepted only once`,
      audit: { ...actor, organizations: bidders.map((b) => b.supplierOrgId) },
    });
    // Revisions lock the same RFQ row, so the version read here is the one this accept contracts on.
    const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (current && current.version !== seenVersion) throw offerChanged(current);
    if (current && isOfferOpen(current.status) && current.validUntil <= now)
      throw conflict(`This offer expired on ${current.validUntil.toISOString()}`);
    const offer = await transition(tx, 'offer', offerId, {
      to: 'selected',
      set: { isSelected: true, updatedAt: now },
      where: eq(offers.version, seenVersion),
      refusal: (state) => `This offer is ${state} and cannot be accepted`,
      audit: (o) => ({ ...actor, organizations: [o.supplierOrgId] }),
    });
    await transitionWhere(tx, 'offer', and(eq(offers.rfqId, rfq.id), ne(offers.id, offerId)) as SQL, {
      to: 'declined',
      set: { updatedAt: now },
      audit: (o) => ({ ...actor, organizations: [o.supplierOrgId] }),
    });

    // A formula offer's contract is worth its provisional price, computed now from the stored quotes.
    const { totalValue, columns: pricing } = await awardPricing(tx, offer, rfq, now);
    const contractNumber = await nextNumber(tx, 'CON', 'contract_number_seq', now);
    const [contract] = await tx
      .insert(contracts)
      .values({
        contractNumber,
        rfqId: rfq.id,
        offerId,
        buyerOrgId: rfq.buyerOrgId,
        supplierOrgId: offer.supplierOrgId,
        totalValue,
        currency: offer.currency,
        paymentTerms: offer.paymentTerms,
        status: 'draft',
        // A fixed offer's unit price as entered; a formula contract's is its provisional and final price.
        unitPrice: offer.pricingType === 'fixed' ? fixedContractUnitPrice(offer, rfq.quantity) : null,
        ...pricing,
        // The delivery terms the money reads from now on: the offer's proposals, else the RFQ's, as entered.
        ...agreedDeliveryTerms(deliveryTermsOf(rfq), proposedTermsOf(offer)),
      })
      .returning({ id: contracts.id });
    if (!contract) throw conflict('The contract was not created');
    const schedule = settlementSchedule(
      totalValue,
      offer.paymentTerms.advancePayment,
      offer.paymentTerms.daysToPayment,
      now,
      rfq.deliveryDate,
    );
    await tx
      .insert(settlements)
      .values(schedule.map((s) => ({ ...s, contractId: contract.id, currency: offer.currency })));

    await recordAudit(tx, {
      ...actor,
      organizations: [offer.supplierOrgId],
      action: 'contract.created',
      entityType: 'contract',
      entityId: contract.id,
      toState: 'draft',
      details: { contractNumber, offerId },
    });
    return { contractId: contract.id, contractNumber };
  });
}

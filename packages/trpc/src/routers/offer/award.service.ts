import type { Executor } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import { ADVANCE_DUE_DAYS } from '@energy/domain/constants';
import { formatMoney, type Currency } from '@energy/domain/money';
import { ACCEPT_MESSAGES } from '@energy/domain/schemas/offer';
import { TRPCError } from '@trpc/server';
import { OFFER_TRANSITIONS, RFQ_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { conflict, DetailedCause, notFound } from '../../errors';
import { iso, nextNumber } from '../../numbering';
import type { CallerScope } from '../../scope';
import { getOffer } from './offer.service';

const DAY = 86_400_000;

/** 409 with the terms as they are now, so the buyer sees the new price before deciding again. */
function offerChanged(offer: typeof offers.$inferSelect) {
  const currency = offer.currency as Currency;
  const unitPrice = formatMoney(offer.unitPrice, currency);
  const totalPrice = formatMoney(offer.totalPrice, currency);
  return new TRPCError({
    code: 'CONFLICT',
    message: `${ACCEPT_MESSAGES.changed}: it is now ${unitPrice} per unit, ${totalPrice} in total (version ${offer.version})`,
    cause: new DetailedCause([
      { path: 'version', message: String(offer.version) },
      { path: 'unitPrice', message: unitPrice },
      { path: 'totalPrice', message: totalPrice },
    ]),
  });
}

/** Advance (when the terms ask for one) and balance, in integer minor units that add up to the total. */
export function settlementSchedule(total: number, advancePercent: number, daysToPayment: number, awardedAt: Date, deliveryDate: Date) {
  const basisPoints = BigInt(Math.round(advancePercent * 100));
  const advance = Number((BigInt(total) * basisPoints + 5000n) / 10000n);
  const schedule = [];
  if (advance > 0) {
    schedule.push({ settlementType: 'advance', amount: advance, dueDate: new Date(awardedAt.getTime() + ADVANCE_DUE_DAYS * DAY), description: `Advance payment (${advancePercent}%)` });
  }
  if (total - advance > 0) {
    schedule.push({ settlementType: 'balance', amount: total - advance, dueDate: new Date(deliveryDate.getTime() + daysToPayment * DAY), description: `Balance due ${daysToPayment} days after delivery` });
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
  db: Executor, scope: CallerScope, offerId: string, seenVersion: number, now = new Date(),
): Promise<{ contractId: string; contractNumber: string }> {
  const visible = await getOffer(db, scope, offerId);
  if (scope.role === 'supplier') throw notFound('Offer');
  return db.transaction(async (tx) => {
    // The row lock serialises concurrent accepts; the conditional update is the check that decides.
    const [before] = await tx.select({ status: rfqs.status }).from(rfqs).where(eq(rfqs.id, visible.rfqId)).for('update');
    const [rfq] = await tx
      .update(rfqs)
      .set({ status: 'awarded', updatedAt: now })
      .where(and(eq(rfqs.id, visible.rfqId), inArray(rfqs.status, sourcesOf(RFQ_TRANSITIONS, 'awarded'))))
      .returning();
    if (!rfq) throw conflict(`This RFQ is already ${before?.status ?? 'closed'}: an offer can be accepted only once`);
    // Revisions lock the same RFQ row, so the version read here is the one this accept contracts on.
    const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (current && current.version !== seenVersion) throw offerChanged(current);
    const [offer] = await tx
      .update(offers)
      .set({ status: 'selected', isSelected: true, updatedAt: now })
      .where(and(eq(offers.id, offerId), eq(offers.version, seenVersion), inArray(offers.status, sourcesOf(OFFER_TRANSITIONS, 'selected'))))
      .returning();
    if (!offer) throw conflict(`This offer is ${current?.status ?? visible.status} and cannot be accepted`);
    if (offer.validUntil <= now) throw conflict(`This offer expired on ${iso(offer.validUntil)}`);
    const declined = await tx
      .update(offers)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(offers.rfqId, rfq.id), ne(offers.id, offerId), inArray(offers.status, sourcesOf(OFFER_TRANSITIONS, 'declined'))))
      .returning({ id: offers.id, supplierOrgId: offers.supplierOrgId });

    const contractNumber = await nextNumber(tx, 'CON', 'contract_number_seq', now);
    const [contract] = await tx
      .insert(contracts)
      .values({
        contractNumber, rfqId: rfq.id, offerId, buyerOrgId: rfq.buyerOrgId, supplierOrgId: offer.supplierOrgId,
        totalValue: offer.totalPrice, currency: offer.currency, paymentTerms: offer.paymentTerms, status: 'draft',
      })
      .returning({ id: contracts.id });
    if (!contract) throw conflict('The contract was not created');
    const schedule = settlementSchedule(offer.totalPrice, offer.paymentTerms.advancePayment, offer.paymentTerms.daysToPayment, now, rfq.deliveryDate);
    await tx.insert(settlements).values(schedule.map((s) => ({ ...s, contractId: contract.id, currency: offer.currency })));

    const actor = { actorUserId: scope.userId, organizationId: rfq.buyerOrgId };
    const suppliers = [offer.supplierOrgId, ...declined.map((d) => d.supplierOrgId)];
    await recordAudit(tx, { ...actor, organizations: suppliers, action: 'rfq.awarded', entityType: 'rfq', entityId: rfq.id, fromState: before?.status, toState: 'awarded' });
    await recordAudit(tx, { ...actor, organizations: [offer.supplierOrgId], action: 'offer.selected', entityType: 'offer', entityId: offerId, fromState: 'pending', toState: 'selected' });
    for (const { id, supplierOrgId } of declined) {
      await recordAudit(tx, { ...actor, organizations: [supplierOrgId], action: 'offer.declined', entityType: 'offer', entityId: id, fromState: 'pending', toState: 'declined' });
    }
    await recordAudit(tx, { ...actor, organizations: [offer.supplierOrgId], action: 'contract.created', entityType: 'contract', entityId: contract.id, toState: 'draft', details: { contractNumber, offerId } });
    return { contractId: contract.id, contractNumber };
  });
}

import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import { and, eq, inArray } from 'drizzle-orm';
import { sealedBids } from '../routers/offer/offer.queries';

/**
 * Sealed bids, in the live feed: an event about an offer raised while its RFQ's bids were sealed (sealed
 * terms, before the close date) does not reach the RFQ's buyer, whom the offer list hides it from, neither
 * live nor on a replay after the close. Its other organizations (the offer's supplier) still hear of it.
 * One query per batch of events, by the dispatcher before it delivers and by a replay before it sends.
 */
export async function withholdSealedOffers(db: Executor, events: readonly TDomainEvent[]): Promise<TDomainEvent[]> {
  const offerIds = [...new Set(events.filter((e) => e.entityType === 'offer').map((e) => e.entityId))];
  if (offerIds.length === 0) return [...events];
  const sealed = await db
    .select({ offerId: offers.id, buyerOrgId: rfqs.buyerOrgId, closeDate: rfqs.closeDate })
    .from(offers)
    .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
    .where(and(inArray(offers.id, offerIds), sealedBids));
  const sealedOf = new Map(sealed.map((s) => [s.offerId, s]));
  return events.map((event) => {
    const rfq = event.entityType === 'offer' ? sealedOf.get(event.entityId) : undefined;
    if (!rfq || new Date(event.createdAt) >= rfq.closeDate) return event;
    return { ...event, organizationIds: event.organizationIds.filter((id) => id !== rfq.buyerOrgId) };
  });
}

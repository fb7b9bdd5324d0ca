import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { RfqStatus } from '@energy/domain/constants';
import { minorToUnitPrice } from '@energy/domain/pricing/formula';
import {
  agreedDeliveryTerms,
  type DeliveryTerms,
  differingTerms,
  proposedTermsOf,
} from '@energy/domain/schemas/delivery-terms';
import type { TOffer } from '@energy/domain/schemas/offer';
import { and, desc, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import { iso } from '../../iso-date';
import { verifiedOf } from '../../verification';
import { allowedFor } from '../../authorize';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';
import {
  type IndexLabel,
  indexLabels,
  priceBasisAnswer,
  pricingRow,
  tenThousandthsOf,
  tenThousandthsOrNull,
} from '../pricing/pricing.rows';
import { bandUnitPrice } from './offer.pricing';

export type OfferFacts = RecordFacts['offer'];

/** The RFQ (joined as `rfqs`) takes sealed bids. */
export const sealedBids: SQL = sql`coalesce((${rfqs.terms}->>'sealedBids')::boolean, false)`;

/** Sealed bids stay hidden from the buyer until the RFQ's close date. */
function sealedAndOpen(now: Date): SQL {
  return and(sealedBids, gt(rfqs.closeDate, now)) as SQL;
}

/**
 * Bidder privacy: a supplier sees only its own offers; a buyer all offers on its own RFQs (sealed
 * ones after the close date); admins everything; anyone else nothing.
 */
export function visibleOffers(scope: CallerScope, now: Date): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId) return sql`false`;
  if (scope.role === 'supplier') return eq(offers.supplierOrgId, scope.orgId);
  return and(eq(rfqs.buyerOrgId, scope.orgId), not(sealedAndOpen(now)));
}

export async function listOffers(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  now = new Date(),
  page?: Keyset,
): Promise<TOffer[]> {
  return (await loadOffers(db, scope, filter, now, page)).map((loaded) => loaded.row);
}

/** Offers the caller may see, each with what the action rules read of it. */
export async function loadOffers(
  db: Executor,
  scope: CallerScope,
  filter: SQL | undefined,
  now = new Date(),
  page?: Keyset,
): Promise<{ row: TOffer; facts: OfferFacts }[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      offer: offers,
      rfqNumber: rfqs.rfqNumber,
      rfqTitle: rfqs.title,
      supplierName: organizations.name,
      supplierVerified: verifiedOf(organizations),
      rfq: { buyerOrgId: rfqs.buyerOrgId, status: rfqs.status, closeDate: rfqs.closeDate },
      rfqTerms: {
        quantityTolerancePct: rfqs.quantityTolerancePct,
        quantityBasis: rfqs.quantityBasis,
        allowedTransitLossPct: rfqs.allowedTransitLossPct,
        freeTimeHours: rfqs.freeTimeHours,
        demurrageRate: rfqs.demurrageRate,
      },
    })
    .from(offers)
    .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
    .innerJoin(organizations, eq(organizations.id, offers.supplierOrgId))
    .where(and(visibleOffers(scope, now), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(offers.updatedAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const labels = await indexLabels(
    db,
    rows.map((row) => row.offer.pricingFormula),
  );
  const loaded = rows.map((row) => {
    const facts = factsOf(row);
    return { row: toOffer(row, allowedFor(scope, 'offer', facts, now), labels), facts };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

type OfferRow = {
  offer: typeof offers.$inferSelect;
  rfqNumber: string;
  rfqTitle: string;
  supplierName: string;
  supplierVerified: boolean;
  rfq: { buyerOrgId: string; status: RfqStatus; closeDate: Date };
  rfqTerms: DeliveryTerms;
};

function factsOf({ offer, rfq }: OfferRow): OfferFacts {
  return {
    rfqId: offer.rfqId,
    supplierOrgId: offer.supplierOrgId,
    buyerOrgId: rfq.buyerOrgId,
    status: offer.status,
    validUntil: offer.validUntil,
    counterStatus: offer.counterStatus,
    rfqStatus: rfq.status,
    rfqCloseDate: rfq.closeDate,
  };
}

/**
 * An offer's unit price as answered, ten-thousandths: as entered (a fixed offer's) or as computed (a formula
 * offer's indicative one); an offer stored before prices kept 4 decimals has only its minor units.
 */
function offerUnitPrice(offer: OfferRow['offer']): number {
  return tenThousandthsOf(offer.indicativeUnitPrice ?? minorToUnitPrice(offer.unitPrice));
}

function toOffer(
  { offer, rfqNumber, rfqTitle, supplierName, supplierVerified, rfqTerms }: OfferRow,
  allowedActions: TOffer['allowedActions'],
  labels: Map<string, IndexLabel>,
): TOffer {
  const formula = offer.pricingType === 'formula';
  const proposed = proposedTermsOf(offer);
  return {
    allowedActions,
    id: offer.id,
    rfqId: offer.rfqId,
    rfqNumber,
    rfqTitle,
    supplierOrgId: offer.supplierOrgId,
    supplierName,
    supplierVerified,
    unitPrice: offerUnitPrice(offer),
    totalPrice: offer.totalPrice,
    currency: offer.currency as TOffer['currency'],
    pricing: pricingRow(offer.pricingType, offer.pricingFormula, labels),
    // A fixed offer compares by its own price; a formula offer by the price its latest quotes give.
    indicativeUnitPrice: formula ? tenThousandthsOrNull(offer.indicativeUnitPrice) : offerUnitPrice(offer),
    indicativeTotal: formula ? (offer.indicativeUnitPrice === null ? null : offer.totalPrice) : offer.totalPrice,
    indicativeAsOf: formula ? offer.indicativeAsOf : null,
    priceBasis: formula ? priceBasisAnswer(offer.priceBasis) : null,
    validUntil: iso(offer.validUntil),
    status: offer.status,
    version: offer.version,
    isSelected: offer.isSelected,
    isCounterOffer: offer.isCounterOffer,
    notes: offer.notes,
    pricingBands: offer.pricingBands.map((band) => ({
      minQuantity: band.minQuantity,
      maxQuantity: band.maxQuantity,
      unitPrice: tenThousandthsOf(bandUnitPrice(band)),
    })),
    deliverySlots: offer.deliverySlots,
    allocationWindow: offer.allocationWindow ?? null,
    paymentTerms: offer.paymentTerms,
    deliveryTerms: proposed,
    agreedDeliveryTerms: agreedDeliveryTerms(rfqTerms, proposed),
    differingDeliveryTerms: differingTerms(rfqTerms, proposed),
    counter:
      (offer.counterUnitPrice !== null || offer.counterDifferential !== null) && offer.counteredAt
        ? {
            unitPrice:
              offer.counterUnitPrice === null
                ? null
                : tenThousandthsOf(offer.counterExactUnitPrice ?? minorToUnitPrice(offer.counterUnitPrice)),
            differential: tenThousandthsOrNull(offer.counterDifferential),
            note: offer.counterNote,
            status: offer.counterStatus ?? 'pending',
            createdAt: iso(offer.counteredAt),
          }
        : null,
    createdAt: iso(offer.createdAt),
    updatedAt: iso(offer.updatedAt),
  };
}

import type { Executor } from '@energy/db/client';
import { offers } from '@energy/db/schema/offers';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import type { OFFER_SORTS, TOffer, ZOfferListInput } from '@energy/domain/schemas/offer';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listOffers, visibleOffers } from './offer.queries';

const OFFER_LIST: ListSpec<(typeof OFFER_SORTS)[number]> = {
  name: 'offer',
  id: offers.id,
  sorts: {
    updatedAt: { column: offers.updatedAt, kind: 'timestamptz' },
    createdAt: { column: offers.createdAt, kind: 'timestamptz' },
    totalPrice: { column: offers.totalPrice, kind: 'bigint' },
    validUntil: { column: offers.validUntil, kind: 'timestamptz' },
  },
  search: [rfqs.rfqNumber, rfqs.title, organizations.name],
};

type OfferListInput = z.output<typeof ZOfferListInput>;

export function pageOffers(
  db: Executor,
  scope: CallerScope,
  input: OfferListInput,
  now = new Date(),
): Promise<TPage<TOffer>> {
  const filter = and(
    input.rfqId ? eq(offers.rfqId, input.rfqId) : undefined,
    input.status ? eq(offers.status, input.status) : undefined,
    input.isCounterOffer ? eq(offers.isCounterOffer, true) : undefined,
  );
  return runPage(
    db,
    OFFER_LIST,
    input,
    (keyset) => listOffers(db, scope, filter, now, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(offers)
        .innerJoin(rfqs, eq(rfqs.id, offers.rfqId))
        .innerJoin(organizations, eq(organizations.id, offers.supplierOrgId))
        .where(and(visibleOffers(scope, now), filter, search))
        .$dynamic(),
  );
}

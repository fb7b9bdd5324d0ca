import type { Executor } from '@energy/db/client';
import { tenders } from '@energy/db/schema/fleet';
import { shipments } from '@energy/db/schema/shipments';
import type { TENDER_SORTS, TTender, ZTenderListInput } from '@energy/domain/schemas/fleet';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { answer, answerJoin, listTenders, tenderStatusSql, tenderSupplier, visibleTenders } from './tender.queries';

const TENDER_LIST: ListSpec<(typeof TENDER_SORTS)[number]> = {
  name: 'tender',
  id: tenders.id,
  sorts: {
    bidDeadline: { column: tenders.bidDeadline, kind: 'timestamptz' },
    createdAt: { column: tenders.createdAt, kind: 'timestamptz' },
    maxRate: { column: tenders.maxRate, kind: 'bigint' },
  },
  search: [tenders.title, shipments.originLocation, shipments.destinationLocation, tenderSupplier.name],
};

type TenderListInput = z.output<typeof ZTenderListInput>;

/** The Tender Inbox: status (as the caller's company reads it) and priority filter in SQL, so pages and counts agree. */
export function pageTenders(
  db: Executor,
  scope: CallerScope,
  input: TenderListInput,
  now = new Date(),
): Promise<TPage<TTender>> {
  const filter = and(
    input.status ? eq(tenderStatusSql(now), input.status) : undefined,
    input.priority ? eq(tenders.priority, input.priority) : undefined,
  );
  return runPage(
    db,
    TENDER_LIST,
    input,
    (keyset) => listTenders(db, scope, now, filter, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(tenders)
        .innerJoin(shipments, eq(shipments.id, tenders.shipmentId))
        .innerJoin(tenderSupplier, eq(tenderSupplier.id, tenders.supplierOrgId))
        .leftJoin(answer, answerJoin(scope))
        .where(and(visibleTenders(scope), filter, search))
        .$dynamic(),
  );
}

import type { Executor } from '@energy/db/client';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TPage } from '@energy/domain/schemas/paging';
import type { RFQ_SORTS, TRfq, ZRfqListInput } from '@energy/domain/schemas/rfq';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { isOpenSql, listRfqs, visibleRfqs } from './rfq.queries';

const RFQ_LIST: ListSpec<(typeof RFQ_SORTS)[number]> = {
  name: 'rfq',
  id: rfqs.id,
  sorts: {
    createdAt: { column: rfqs.createdAt, kind: 'timestamptz' },
    closeDate: { column: rfqs.closeDate, kind: 'timestamptz' },
    deliveryDate: { column: rfqs.deliveryDate, kind: 'timestamptz' },
    rfqNumber: { column: rfqs.rfqNumber, kind: 'text' },
    title: { column: rfqs.title, kind: 'text' },
  },
  search: [rfqs.rfqNumber, rfqs.title, rfqs.deliveryLocation],
};

type RfqListInput = z.output<typeof ZRfqListInput>;

/** One page of the RFQs the caller sees; `openOnly` is the active list (open for offers). */
export function pageRfqs(db: Executor, scope: CallerScope, input: RfqListInput, openOnly = false, now = new Date()): Promise<TPage<TRfq>> {
  const filter = and(openOnly ? isOpenSql(now) : undefined, input.status ? eq(rfqs.status, input.status) : undefined);
  return runPage(
    db,
    RFQ_LIST,
    input,
    (keyset) => listRfqs(db, scope, filter, now, keyset),
    (search) => db.select(MATCH).from(rfqs).where(and(visibleRfqs(scope, now), filter, search)).$dynamic(),
  );
}

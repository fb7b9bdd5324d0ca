import type { Executor } from '@energy/db/client';
import { rfqs } from '@energy/db/schema/rfqs';
import type { TPage } from '@energy/domain/schemas/paging';
import type { RFQ_SORTS, TRfq, ZRfqListInput } from '@energy/domain/schemas/rfq';
import { and, eq, Param, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, type ListSpec } from '../../paging';
import { preparedList } from '../../prepared-page';
import type { CallerScope } from '../../scope';
import { rfqOpenSql } from './rfq.open';
import { selectRfqs, toLoadedRfqs, visibleRfqs, type RfqViewer } from './rfq.queries';

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

/** What the list's SQL decides by: who looks (not their organization's id), and which filters are set. */
interface RfqListShape {
  [choice: string]: boolean;
  isAdmin: boolean;
  supplier: boolean;
  inOrganization: boolean;
  openOnly: boolean;
  byStatus: boolean;
}

/** The request's values in the prepared statements, by name (see `values` in pageRfqs). */
const ORG_ID = sql.placeholder('org_id');
// Bound to the column as a Date is inline, so the driver gets the same text (the column's encoding).
const NOW = new Param(sql.placeholder('now'), rfqs.closeDate);
const STATUS = sql.placeholder('status');

function viewerOfShape(shape: RfqListShape): RfqViewer {
  return { isAdmin: shape.isAdmin, supplier: shape.supplier, orgId: shape.inOrganization ? ORG_ID : null };
}

function filterOf(shape: RfqListShape): SQL | undefined {
  return and(shape.openOnly ? rfqOpenSql(NOW) : undefined, shape.byStatus ? eq(rfqs.status, STATUS) : undefined);
}

const RFQ_PAGES = preparedList({
  spec: RFQ_LIST,
  page: (db, shape: RfqListShape, keyset) =>
    selectRfqs(db, viewerOfShape(shape), filterOf(shape), NOW, keyset).limit(keyset.limit),
  matching: (db, shape, search) =>
    db
      .select(MATCH)
      .from(rfqs)
      .where(and(visibleRfqs(viewerOfShape(shape), NOW), filterOf(shape), search))
      .$dynamic(),
});

/** One page of the RFQs the caller sees; `openOnly` is the active list (open for offers). */
export function pageRfqs(
  db: Executor,
  scope: CallerScope,
  input: RfqListInput,
  openOnly = false,
  now = new Date(),
): Promise<TPage<TRfq>> {
  const shape: RfqListShape = {
    isAdmin: scope.isAdmin,
    supplier: scope.role === 'supplier',
    inOrganization: Boolean(scope.orgId),
    openOnly,
    byStatus: input.status !== undefined,
  };
  const values = { org_id: scope.orgId, now, status: input.status };
  return RFQ_PAGES.run(db, input, shape, values, (rows) => toLoadedRfqs(rows, scope, now).map((loaded) => loaded.row));
}

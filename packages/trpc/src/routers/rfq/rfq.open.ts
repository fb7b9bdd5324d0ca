import { rfqs } from '@energy/db/schema/rfqs';
import { RFQ_OPEN_STATES } from '@energy/domain/machines/procurement';
import { and, gt, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * SQL: the RFQ (the `rfqs` table of the query) is open for offers at `now` (a Date, or a placeholder bound to a
 * timestamp column): the condition of the domain's rfqOpenRefusal, built from the same RFQ_OPEN_STATES.
 */
export function rfqOpenSql(now: Date | SQLWrapper): SQL {
  return and(inArray(rfqs.status, [...RFQ_OPEN_STATES]), gt(rfqs.closeDate, now)) as SQL;
}

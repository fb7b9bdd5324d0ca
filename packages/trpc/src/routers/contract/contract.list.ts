import type { Executor } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { rfqs } from '@energy/db/schema/rfqs';
import type { CONTRACT_SORTS, TContract, ZContractListInput } from '@energy/domain/schemas/contract';
import type { TPage } from '@energy/domain/schemas/paging';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MATCH, runPage, type ListSpec } from '../../paging';
import type { CallerScope } from '../../scope';
import { listContracts, settlementStatusSql, visibleContracts } from './contract.queries';

/** `q` matches the contract number or the RFQ (its number or its id). */
const CONTRACT_LIST: ListSpec<(typeof CONTRACT_SORTS)[number]> = {
  name: 'contract',
  id: contracts.id,
  sorts: {
    createdAt: { column: contracts.createdAt, kind: 'timestamptz' },
    contractNumber: { column: contracts.contractNumber, kind: 'text' },
    totalValue: { column: contracts.totalValue, kind: 'bigint' },
  },
  search: [contracts.contractNumber, rfqs.rfqNumber, sql`${contracts.rfqId}::text`],
};

type TContractListInput = z.output<typeof ZContractListInput>;

function contractFilter(input: TContractListInput, now: Date): SQL | undefined {
  return and(
    input.status ? eq(contracts.status, input.status) : undefined,
    input.settlementStatus ? sql`${settlementStatusSql(now)} = ${input.settlementStatus}` : undefined,
  );
}

/** `search` is the older name of `q`. */
const withSearch = (input: TContractListInput): TContractListInput => ({
  ...input,
  q: input.q ?? input.search,
  search: undefined,
});

export function pageContracts(
  db: Executor,
  scope: CallerScope,
  input: TContractListInput,
  now = new Date(),
): Promise<TPage<TContract>> {
  const filter = contractFilter(input, now);
  return runPage(
    db,
    CONTRACT_LIST,
    withSearch(input),
    (keyset) => listContracts(db, scope, filter, now, keyset),
    (search) =>
      db
        .select(MATCH)
        .from(contracts)
        .innerJoin(rfqs, eq(rfqs.id, contracts.rfqId))
        .where(and(visibleContracts(scope), filter, search))
        .$dynamic(),
  );
}

import type { TContractListInput } from '@energy/domain/schemas/contract';

/** What contract.exportCsv is asked for: the list's search and filters (the server filters; rows are never re-filtered here). */
export function contractExportInput({ q, status, settlementStatus }: TContractListInput): TContractListInput {
  return { ...(q ? { q } : {}), ...(status ? { status } : {}), ...(settlementStatus ? { settlementStatus } : {}) };
}

import { CONTRACT_STATUSES, SETTLEMENT_STATUSES, type ContractStatus, type SettlementStatus } from '@energy/domain/constants';
import type { TContract, TContractListInput } from '@energy/domain/schemas/contract';

export interface ContractFilterValues {
  search: string;
  status: ContractStatus | null;
  settlementStatus: SettlementStatus | null;
}

export const NO_CONTRACT_FILTERS: ContractFilterValues = { search: '', status: null, settlementStatus: null };

export const asContractStatus = (value: string | null): ContractStatus | null =>
  CONTRACT_STATUSES.find((status) => status === value) ?? null;
export const asSettlementStatus = (value: string | null): SettlementStatus | null =>
  SETTLEMENT_STATUSES.find((status) => status === value) ?? null;

/** What contract.list and contract.exportCsv are asked for. */
export function contractListInput({ search, status, settlementStatus }: ContractFilterValues): TContractListInput {
  return {
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(status ? { status } : {}),
    ...(settlementStatus ? { settlementStatus } : {}),
  };
}

/** Spec 001 §2: the filters also apply on the client; search reads the contract number or the RFQ. */
export function matchesContractFilters(contract: TContract, { search, status, settlementStatus }: ContractFilterValues): boolean {
  const needle = search.trim().toLowerCase();
  const found =
    needle === '' ||
    [contract.contractNumber, contract.rfqNumber, contract.rfqId, contract.title].some((text) => text.toLowerCase().includes(needle));
  return found && (!status || contract.status === status) && (!settlementStatus || contract.settlementStatus === settlementStatus);
}

import { CONTRACT_STATUSES, SETTLEMENT_STATUSES } from '@energy/domain/constants';
import { CONTRACT_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEye, IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { formatMoney } from '@energy/domain/money';
import { statusLabel } from '../../../components/StatusBadge';
import { useSessionParty } from '../../../session/useSessionParty';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { contractColumns } from './contractColumns';
import { ContractDetailModal } from './ContractDetailModal';
import { SIGN_TEXTS, SignContractModal } from './SignContractModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const CONTRACT_TEXTS = {
  title: 'Contracts',
  loading: 'Loading contracts...',
  none: 'No contracts found',
  noneText: 'Contracts appear here once an offer is accepted.',
  signed: SIGN_TEXTS.signed,
  sign: SIGN_TEXTS.submit,
  loadFailed: 'Failed to load contracts',
  search: 'Search by contract number or RFQ',
} as const;

const statusOptions = CONTRACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const settlementOptions = SETTLEMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/** /contracts: search and filters (on the server, kept in the URL), the streamed CSV export of that view, signing by both parties, details. */
export function ContractsScreen() {
  const { role, organizationId } = useSessionParty();
  const listState = useListState({
    sorts: CONTRACT_SORTS,
    filters: { status: CONTRACT_STATUSES, settlementStatus: SETTLEMENT_STATUSES },
  });
  const [viewingId, setViewingId] = useState<string | null>(null);
  const contracts = usePagedList(trpc.contract.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [signingId, setSigningId] = useState<string | null>(null);

  const viewing = contracts.items.find((contract) => contract.id === viewingId) ?? null;
  const signing = contracts.items.find((contract) => contract.id === signingId) ?? null;

  return (
    <>
      <ListScreenFrame title={CONTRACT_TEXTS.title}>
        <DataTable
          list={contracts}
          columns={contractColumns(role)}
          state={listState}
          texts={{
            loading: CONTRACT_TEXTS.loading,
            loadFailed: CONTRACT_TEXTS.loadFailed,
            empty: CONTRACT_TEXTS.none,
            emptyText: CONTRACT_TEXTS.noneText,
          }}
          emptyIcon={<IconFileDescription size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={CONTRACT_TEXTS.search}
              exportPath="/api/contracts"
              filters={[
                { key: 'status', label: 'Status', options: statusOptions },
                { key: 'settlementStatus', label: 'Settlement Status', options: settlementOptions },
              ]}
            />
          }
          rowActions={(contract) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <ActionIcon
                variant="subtle"
                aria-label={`View ${contract.contractNumber}`}
                onClick={() => setViewingId(contract.id)}
              >
                <IconEye size={18} />
              </ActionIcon>
              {canDo(contract, 'contract.sign') && (
                <Button size="xs" onClick={() => setSigningId(contract.id)}>
                  {CONTRACT_TEXTS.sign}
                </Button>
              )}
            </Group>
          )}
        />
      </ListScreenFrame>
      <ContractDetailModal contract={viewing} onClose={() => setViewingId(null)} />
      <SignContractModal
        contract={signing}
        party={signing?.buyerOrgId === organizationId ? 'buyer' : 'supplier'}
        total={signing ? formatMoney(signing.totalValue, signing.currency) : ''}
        onClose={() => setSigningId(null)}
      />
    </>
  );
}

import { CONTRACT_STATUSES, SETTLEMENT_STATUSES } from '@energy/domain/constants';
import { CONTRACT_SORTS } from '@energy/domain/list-sorts';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEye, IconFileDescription } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { canDo } from '../../../components/allowedActions';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { useListState } from '../../../components/data-table/useListState';
import { statusLabel } from '../../../components/StatusBadge';
import { useSessionParty } from '../../../session/useSessionParty';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { contractColumns } from './contractColumns';
import { ContractDetailModal } from './ContractDetailModal';
import { SIGN_TEXTS, SignContractModal } from './SignContractModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The list's texts, as catalogue keys. */
export const CONTRACT_TEXTS = {
  title: 'procurement.contracts.title',
  loading: 'procurement.contracts.loading',
  none: 'procurement.contracts.none',
  noneText: 'procurement.contracts.noneText',
  signed: SIGN_TEXTS.signed,
  sign: SIGN_TEXTS.submit,
  loadFailed: 'procurement.contracts.loadFailed',
  search: 'procurement.contracts.search',
} as const;

const statusOptions = CONTRACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const settlementOptions = SETTLEMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/** /contracts: search and filters (on the server, kept in the URL), the streamed CSV export of that view, signing by both parties, details. */
export function ContractsScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { role, organizationId } = useSessionParty();
  const columns = useMemo(() => contractColumns(t, display, role), [t, display, role]);
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
      <ListScreenFrame title={t(CONTRACT_TEXTS.title)}>
        <DataTable
          list={contracts}
          columns={columns}
          state={listState}
          texts={{
            loading: t(CONTRACT_TEXTS.loading),
            loadFailed: t(CONTRACT_TEXTS.loadFailed),
            empty: t(CONTRACT_TEXTS.none),
            emptyText: t(CONTRACT_TEXTS.noneText),
          }}
          emptyIcon={<IconFileDescription size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              searchLabel={t(CONTRACT_TEXTS.search)}
              exportPath="/api/contracts"
              filters={[
                { key: 'status', label: t('procurement.fields.status'), options: statusOptions },
                {
                  key: 'settlementStatus',
                  label: t('procurement.contracts.settlementStatus'),
                  options: settlementOptions,
                },
              ]}
            />
          }
          rowActions={(contract) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <ActionIcon
                variant="subtle"
                aria-label={t('procurement.contracts.view', { contractNumber: contract.contractNumber })}
                onClick={() => setViewingId(contract.id)}
              >
                <IconEye size={18} />
              </ActionIcon>
              {canDo(contract, 'contract.sign') && (
                <Button size="xs" onClick={() => setSigningId(contract.id)}>
                  {t(CONTRACT_TEXTS.sign)}
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
        total={signing ? display.money(signing.totalValue, signing.currency) : ''}
        onClose={() => setSigningId(null)}
      />
    </>
  );
}

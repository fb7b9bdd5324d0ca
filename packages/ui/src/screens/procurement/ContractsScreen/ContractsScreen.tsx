import { CONTRACT_STATUSES, SETTLEMENT_STATUSES } from '@energy/domain/constants';
import { Alert, Button, Center, EmptyState, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { IconDownload, IconFileDescription, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { downloadCsv } from '../../../components/procurement/downloadCsv';
import { failureMessage } from '../../../components/procurement/serverFailure';
import { useSessionParty } from '../../../components/procurement/useSessionRole';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import {
  asContractStatus, asSettlementStatus, contractListInput, matchesContractFilters, NO_CONTRACT_FILTERS, type ContractFilterValues,
} from './contractFilters';
import { ContractDetailModal } from './ContractDetailModal';
import { ContractsTable } from './ContractsTable';

export const CONTRACT_TEXTS = {
  title: 'Contracts',
  loading: 'Loading contracts...',
  none: 'No contracts found',
  noneText: 'Contracts appear here once an offer is accepted.',
  signed: 'Contract Signed',
  signedText: (contractNumber: string) => `${contractNumber} is signed.`,
  signFailed: 'Error Signing Contract',
  exportFailed: 'Export Failed',
} as const;

const title = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const statusOptions = CONTRACT_STATUSES.map((value) => ({ value, label: title(value) }));
const settlementOptions = SETTLEMENT_STATUSES.map((value) => ({ value, label: title(value) }));

/** /contracts: search and filters (on the server and again on the client), CSV export, signing, details. */
export function ContractsScreen() {
  const { role } = useSessionParty();
  const utils = trpc.useUtils();
  const [filters, setFilters] = useState<ContractFilterValues>(NO_CONTRACT_FILTERS);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const input = contractListInput(filters);
  const contracts = usePagedList(trpc.contract.list.useInfiniteQuery(input, { ...PAGED_QUERY, placeholderData: (previous) => previous }));
  const sign = trpc.contract.sign.useMutation({
    onSuccess: (signed) => {
      showNotice({ title: CONTRACT_TEXTS.signed, message: CONTRACT_TEXTS.signedText(signed.contractNumber) });
      void utils.contract.invalidate();
    },
    onError: (error) => showNotice({ title: CONTRACT_TEXTS.signFailed, message: failureMessage(error, 'Failed to sign contract'), variant: 'destructive' }),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { filename, csv } = await utils.contract.exportCsv.fetch(input);
      downloadCsv(filename, csv);
    } catch (error) {
      const fallback = 'Failed to export contracts';
      const message = error instanceof TRPCClientError ? failureMessage(error, fallback) : fallback;
      showNotice({ title: CONTRACT_TEXTS.exportFailed, message, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const shown = contracts.items.filter((contract) => matchesContractFilters(contract, filters));
  const viewing = contracts.items.find((contract) => contract.id === viewingId) ?? null;

  let body;
  if (contracts.isPending) body = <Center py="xl"><Group gap="sm"><Loader size="sm" /><Text>{CONTRACT_TEXTS.loading}</Text></Group></Center>;
  else if (contracts.isError) body = <Alert color="red" title="Failed to load contracts">{contracts.error.message}</Alert>;
  else if (shown.length === 0) body = <EmptyState icon={<IconFileDescription size={32} />} title={CONTRACT_TEXTS.none} description={CONTRACT_TEXTS.noneText} />;
  else {
    body = (
      <ContractsTable
        contracts={shown}
        role={role}
        signingId={sign.isPending ? (sign.variables.id ?? null) : null}
        onSign={(contract) => sign.mutate({ id: contract.id })}
        onView={(contract) => setViewingId(contract.id)}
      />
    );
    body = <>{body}<LoadMore list={contracts} /></>;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">{CONTRACT_TEXTS.title}</Title>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()}>Export</Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <TextInput
            placeholder="Search by contract number or RFQ" aria-label="Search by contract number or RFQ"
            leftSection={<IconSearch size={16} />} value={filters.search} w={320}
            onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
          />
          <Select label="Status" placeholder="All statuses" data={statusOptions} clearable value={filters.status} w={180}
            onChange={(value) => setFilters({ ...filters, status: asContractStatus(value) })}
          />
          <Select label="Settlement Status" placeholder="All settlement statuses" data={settlementOptions} clearable value={filters.settlementStatus} w={220}
            onChange={(value) => setFilters({ ...filters, settlementStatus: asSettlementStatus(value) })}
          />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">{body}</Paper>
      <ContractDetailModal contract={viewing} onClose={() => setViewingId(null)} />
    </Stack>
  );
}

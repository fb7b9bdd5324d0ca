import { Alert, Button, Center, EmptyState, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSearch, IconPlus } from '@tabler/icons-react';
import { runsRfqs, useSessionParty } from '../../../components/procurement/useSessionRole';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { CreateRfqForm } from './CreateRfqForm';
import { RfqTable } from './RfqTable';

export const RFQ_LIST_TEXTS = {
  title: 'RFQ Management',
  supplierTitle: 'RFQ Opportunities',
  loading: 'Loading RFQs...',
  empty: 'No RFQs found',
  emptyForCreators: 'Create your first RFQ to get started.',
  emptyForOthers: 'No RFQs available for your organization.',
  loadFailed: 'Failed to load RFQs',
} as const;

/** The spec's 4xl dialog: the widest-but-one size. */
const RFQ_DIALOG_SIZE = '56rem';

/** /rfq: every RFQ the caller may see; buyers and admins create them, suppliers browse the open ones. */
export function RfqManagementScreen() {
  const { role } = useSessionParty();
  const rfqs = usePagedList(trpc.rfq.list.useInfiniteQuery({}, PAGED_QUERY));
  const [creating, dialog] = useDisclosure(false);
  const canCreate = runsRfqs(role);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{role === 'supplier' ? RFQ_LIST_TEXTS.supplierTitle : RFQ_LIST_TEXTS.title}</Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
            Create RFQ
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        {rfqs.isPending ? (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{RFQ_LIST_TEXTS.loading}</Text>
            </Group>
          </Center>
        ) : rfqs.isError ? (
          <Alert color="red" title={RFQ_LIST_TEXTS.loadFailed}>{rfqs.error.message}</Alert>
        ) : rfqs.items.length === 0 ? (
          <EmptyState
            icon={<IconFileSearch size={32} />}
            title={RFQ_LIST_TEXTS.empty}
            description={canCreate ? RFQ_LIST_TEXTS.emptyForCreators : RFQ_LIST_TEXTS.emptyForOthers}
          />
        ) : (
          <>
            <RfqTable rfqs={rfqs.items} />
            <LoadMore list={rfqs} />
          </>
        )}
      </Paper>
      <Modal opened={creating} onClose={dialog.close} title="Create RFQ" size={RFQ_DIALOG_SIZE}>
        <CreateRfqForm onCreated={dialog.close} />
      </Modal>
    </Stack>
  );
}

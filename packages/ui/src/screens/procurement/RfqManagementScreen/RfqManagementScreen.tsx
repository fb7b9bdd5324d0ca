import { can } from '@energy/domain/permissions';
import { Alert, Button, Center, EmptyState, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSearch, IconPlus } from '@tabler/icons-react';
import { useMatch, useNavigate } from 'react-router';
import { useSessionParty } from '../../../components/procurement/useSessionRole';
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

/** /rfq (and /rfq/new, with the Create RFQ dialog open): every RFQ the caller may see; buyers and admins create them. */
export function RfqManagementScreen() {
  const { role } = useSessionParty();
  const rfqs = usePagedList(trpc.rfq.list.useInfiniteQuery({}, PAGED_QUERY));
  const navigate = useNavigate();
  // /rfq/new is the Create RFQ form's deep link: the list with the dialog open; closing it returns to /rfq.
  const deepLinked = useMatch('/rfq/new') !== null;
  const [creating, dialog] = useDisclosure(deepLinked);
  const closeDialog = () => {
    dialog.close();
    if (deepLinked) void navigate('/rfq', { replace: true });
  };
  // Creating is not a verb on a row: the role's permission decides (the server checks the same matrix).
  const canCreate = role !== null && can(role, 'rfq', 'create');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">{role === 'supplier' ? RFQ_LIST_TEXTS.supplierTitle : RFQ_LIST_TEXTS.title}</Title>
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
      <Modal opened={creating} onClose={closeDialog} title="Create RFQ" size={RFQ_DIALOG_SIZE}>
        <CreateRfqForm onCreated={closeDialog} onCancel={closeDialog} />
      </Modal>
    </Stack>
  );
}

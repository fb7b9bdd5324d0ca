import { ZRfqId } from '@energy/domain/schemas/rfq';
import { Alert, Anchor, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canDo } from '../../../components/allowedActions';
import { StatusBadge } from '../../../components/StatusBadge';
import { runsRfqs } from '../../../components/procurement/runsRfqs';
import { useSessionParty } from '../../../session/useSessionParty';
import { useNameRecord } from '../../../layout/AppLayout/recordName';
import { trpc } from '../../../trpc';
import { BidComparison } from './BidComparison';
import { CancelRfqModal } from './CancelRfqModal';
import { EditDeliveryTermsModal } from './EditDeliveryTermsModal';
import { RfqFacts } from './RfqFacts';
import { SupplierOfferPanel } from './SupplierOfferPanel';

/** The screen's states, as catalogue keys. */
export const RFQ_DETAIL_TEXTS = {
  loading: 'procurement.rfqDetail.loading',
  loadFailed: 'procurement.rfqDetail.loadFailed',
  notFound: 'procurement.rfqDetail.notFound',
  notFoundText: 'procurement.rfqDetail.notFoundText',
} as const;

/** /rfq/:id: the RFQ; buyers and admins compare and award its offers, suppliers quote on it. */
export function RfqDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { role } = useSessionParty();
  // A malformed id can never name an RFQ: show not-found without asking, instead of the server's "Validation failed".
  const wellFormed = ZRfqId.safeParse({ id }).success;
  const rfq = trpc.rfq.byId.useQuery({ id }, { enabled: wellFormed });
  const [cancelling, cancelDialog] = useDisclosure(false);
  const [editingTerms, termsDialog] = useDisclosure(false);
  useNameRecord(rfq.data?.rfqNumber);

  const back = (
    <Anchor component={Link} to="/rfq" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('procurement.rfqDetail.back')}
      </Group>
    </Anchor>
  );
  if (!wellFormed || rfq.error?.data?.code === 'NOT_FOUND') {
    return (
      <Stack>
        {back}
        <EmptyState title={t(RFQ_DETAIL_TEXTS.notFound)} description={t(RFQ_DETAIL_TEXTS.notFoundText)} />
      </Stack>
    );
  }
  if (rfq.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t(RFQ_DETAIL_TEXTS.loading)}</Text>
        </Group>
      </Center>
    );
  }
  if (rfq.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={t(RFQ_DETAIL_TEXTS.loadFailed)}>
          {rfq.error.message}
        </Alert>
      </Stack>
    );
  }

  const current = rfq.data;
  const mayCancel = canDo(current, 'rfq.cancel');
  const mayEditTerms = canDo(current, 'rfq.updateDeliveryTerms');
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {current.title}
            </Title>
            <StatusBadge status={current.status} variant="filled" />
          </Group>
          <Text c="dimmed">{current.rfqNumber}</Text>
        </Stack>
        <Group gap="xs">
          {mayEditTerms && (
            <Button variant="light" onClick={termsDialog.open}>
              {t('procurement.deliveryTerms.edit')}
            </Button>
          )}
          {mayCancel && (
            <Button color="red" variant="light" onClick={cancelDialog.open}>
              {t('procurement.rfqDetail.cancelRfq')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <RfqFacts rfq={current} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        {runsRfqs(role) && <BidComparison rfq={current} />}
        {role === 'supplier' && <SupplierOfferPanel rfq={current} />}
      </Paper>
      <CancelRfqModal rfq={current} opened={cancelling} onClose={cancelDialog.close} />
      <EditDeliveryTermsModal rfq={current} opened={editingTerms} onClose={termsDialog.close} />
    </Stack>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { PaymentDetailModal } from './PaymentDetailModal';
import { paymentMetrics } from './paymentMetrics';
import { PaymentsTable } from './PaymentsTable';
import { ProcessPaymentModal } from './ProcessPaymentModal';

export const PAYMENT_TEXTS = {
  title: 'Payment Dashboard',
  escrowNote: "Payments run on the platform's internal escrow ledger; a payment provider can be plugged in behind the same interface.",
  loading: 'Loading payments...',
  loadFailed: 'Failed to load payments',
  none: 'No payments yet',
  noneText: 'Payments will appear here once orders are placed.',
} as const;

type Dialog = { kind: 'process' | 'view'; paymentId: string } | null;

/** /payments: figures counted from the payments, capture into escrow, and each payment's ledger. */
export function PaymentDashboardScreen() {
  const payments = usePagedList(trpc.payment.list.useInfiniteQuery({}, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = payments.items;
  const metrics = paymentMetrics(list);
  const loaded = payments.isSuccess;
  const dialogPayment = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (list.find((payment) => payment.id === dialog.paymentId) ?? null) : null;
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">{PAYMENT_TEXTS.title}</Title>
        <Text c="dimmed" size="sm">{PAYMENT_TEXTS.escrowNote}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <MetricCard label="Volume" value={loaded ? metrics.volume : '—'} hint="Captured and completed" />
        <MetricCard label="Pending" value={loaded ? metrics.pending : '—'} hint="Awaiting processing" />
        <MetricCard label="Held in Escrow" value={loaded ? metrics.heldInEscrow : '—'} hint="Released on the buyer's receipt or after the inspection period" />
        <MetricCard label="Success Rate" value={loaded ? metrics.successRate : '—'} hint="Captured or completed of all attempts" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <QueryState
          isPending={payments.isPending} error={payments.error} isEmpty={list.length === 0} icon={<IconCreditCard size={32} />}
          loadingText={PAYMENT_TEXTS.loading} errorTitle={PAYMENT_TEXTS.loadFailed} emptyTitle={PAYMENT_TEXTS.none} emptyText={PAYMENT_TEXTS.noneText}
        >
          <PaymentsTable
            payments={list}
            onProcess={(payment) => setDialog({ kind: 'process', paymentId: payment.id })}
            onView={(payment) => setDialog({ kind: 'view', paymentId: payment.id })}
          />
        </QueryState>
        <LoadMore list={payments} />
      </Paper>
      <ProcessPaymentModal payment={dialogPayment('process')} onClose={close} />
      <PaymentDetailModal payment={dialogPayment('view')} onClose={close} />
    </Stack>
  );
}

import { PAYMENT_STATUSES } from '@energy/domain/constants';
import { PAYMENT_SORTS } from '@energy/domain/list-sorts';
import { SimpleGrid } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { PaymentDetailModal } from './PaymentDetailModal';
import { paymentMetrics } from './paymentMetrics';
import { PAYMENT_COLUMNS, PaymentRowActions } from './paymentColumns';
import { ProcessPaymentModal } from './ProcessPaymentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const PAYMENT_TEXTS = {
  title: 'Payment Dashboard',
  escrowNote:
    'Payments are held in escrow on EnergyHub and released to the supplier when the buyer confirms receipt, or when the inspection period after proof of delivery ends with no open dispute.',
  loading: 'Loading payments...',
  loadFailed: 'Failed to load payments',
  search: 'Search payments',
  empty: 'No payments yet',
  emptyText: 'Payments will appear here once orders are placed.',
} as const;

type Dialog = { kind: 'process' | 'view'; paymentId: string } | null;

/** /payments: figures over every payment the caller may see (the server's summary), capture into escrow, and each payment's ledger. */
export function PaymentDashboardScreen() {
  const listState = useListState({ sorts: PAYMENT_SORTS, filters: { status: PAYMENT_STATUSES } });
  const payments = usePagedList(trpc.payment.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = payments.items;
  // The cards count every payment the caller may see, not only the pages loaded.
  const summary = trpc.payment.summary.useQuery();
  const metrics = summary.data ? paymentMetrics(summary.data) : null;
  const dialogPayment = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (list.find((payment) => payment.id === dialog.paymentId) ?? null) : null;
  const close = () => setDialog(null);

  return (
    <>
      <ListScreenFrame
        title={PAYMENT_TEXTS.title}
        subtitle={PAYMENT_TEXTS.escrowNote}
        subtitleSize="sm"
        above={
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            <MetricCard label="Volume" value={metrics?.volume ?? '—'} hint="Captured and completed" />
            <MetricCard label="Pending" value={metrics?.pending ?? '—'} hint="Awaiting processing" />
            <MetricCard
              label="Held in Escrow"
              value={metrics?.heldInEscrow ?? '—'}
              hint="Released on the buyer's receipt or after the inspection period"
            />
            <MetricCard
              label="Success Rate"
              value={metrics?.successRate ?? '—'}
              hint="Captured or completed of all attempts"
            />
          </SimpleGrid>
        }
      >
        <DataTable
          list={payments}
          columns={PAYMENT_COLUMNS}
          state={listState}
          texts={PAYMENT_TEXTS}
          emptyIcon={<IconCreditCard size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/payments"
              searchLabel={PAYMENT_TEXTS.search}
              filters={[statusFilter('status', 'Status', PAYMENT_STATUSES)]}
            />
          }
          rowActions={(payment) => (
            <PaymentRowActions
              payment={payment}
              onProcess={() => setDialog({ kind: 'process', paymentId: payment.id })}
              onView={() => setDialog({ kind: 'view', paymentId: payment.id })}
            />
          )}
        />
      </ListScreenFrame>
      <ProcessPaymentModal payment={dialogPayment('process')} onClose={close} />
      <PaymentDetailModal payment={dialogPayment('view')} onClose={close} />
    </>
  );
}

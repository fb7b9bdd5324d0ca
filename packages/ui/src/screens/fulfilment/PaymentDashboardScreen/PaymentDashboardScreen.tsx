import { PAYMENT_STATUSES } from '@energy/domain/constants';
import { PAYMENT_SORTS } from '@energy/domain/list-sorts';
import { SimpleGrid } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useDefaultCurrency } from '../../../session/defaultCurrency';
import { useConvertedTotalText } from '../../../components/fulfilment/convertedTotal';
import { trpc } from '../../../trpc';
import { PaymentDetailModal } from './PaymentDetailModal';
import { paymentMetrics } from './paymentMetrics';
import { usePaymentColumns, PaymentRowActions } from './paymentColumns';
import { ProcessPaymentModal } from './ProcessPaymentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The screen's texts, as catalogue keys. */
export const PAYMENT_TEXTS = {
  title: 'fulfilment.payments.title',
  escrowNote: 'fulfilment.payments.escrowNote',
  loading: 'fulfilment.payments.loading',
  loadFailed: 'fulfilment.payments.loadFailed',
  search: 'fulfilment.payments.search',
  empty: 'fulfilment.payments.empty',
  emptyText: 'fulfilment.payments.emptyText',
} as const;

type Dialog = { kind: 'process' | 'view'; paymentId: string } | null;

/** /payments: figures over every payment the caller may see (the server's summary), capture into escrow, and each payment's ledger. */
export function PaymentDashboardScreen() {
  const { t } = useTranslation();
  const columns = usePaymentColumns();
  const listState = useListState({ sorts: PAYMENT_SORTS, filters: { status: PAYMENT_STATUSES } });
  const payments = usePagedList(trpc.payment.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = payments.items;
  // The cards count every payment the caller may see, not only the pages loaded.
  const summary = trpc.payment.summary.useQuery();
  const defaultCurrency = useDefaultCurrency();
  const display = useDisplay();
  const convertedText = useConvertedTotalText();
  const metrics = summary.data ? paymentMetrics(summary.data, defaultCurrency, display) : null;
  const dialogPayment = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (list.find((payment) => payment.id === dialog.paymentId) ?? null) : null;
  const close = () => setDialog(null);
  const statusFilters = [statusFilter('status', t('fulfilment.fields.status'), PAYMENT_STATUSES)];

  return (
    <>
      <ListScreenFrame
        title={t(PAYMENT_TEXTS.title)}
        subtitle={t(PAYMENT_TEXTS.escrowNote)}
        subtitleSize="sm"
        above={
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            <MetricCard
              label={t('fulfilment.payments.volume')}
              value={metrics?.volume ?? '—'}
              converted={summary.data && convertedText(summary.data.converted.volume)}
              hint={t('fulfilment.payments.volumeHint')}
            />
            <MetricCard
              label={t('fulfilment.payments.pending')}
              value={metrics?.pending ?? '—'}
              hint={t('fulfilment.payments.pendingHint')}
            />
            <MetricCard
              label={t('fulfilment.payments.held')}
              value={metrics?.heldInEscrow ?? '—'}
              converted={summary.data && convertedText(summary.data.converted.heldInEscrow)}
              hint={t('fulfilment.payments.heldHint')}
            />
            <MetricCard
              label={t('fulfilment.payments.successRate')}
              value={metrics?.successRate ?? '—'}
              hint={t('fulfilment.payments.successRateHint')}
            />
          </SimpleGrid>
        }
      >
        <DataTable
          list={payments}
          columns={columns}
          state={listState}
          texts={{
            loading: t(PAYMENT_TEXTS.loading),
            loadFailed: t(PAYMENT_TEXTS.loadFailed),
            empty: t(PAYMENT_TEXTS.empty),
            emptyText: t(PAYMENT_TEXTS.emptyText),
          }}
          emptyIcon={<IconCreditCard size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/payments"
              searchLabel={t(PAYMENT_TEXTS.search)}
              filters={statusFilters}
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

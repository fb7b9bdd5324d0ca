import { ORDER_STATUSES } from '@energy/domain/constants';
import { ORDER_SORTS } from '@energy/domain/list-sorts';
import { IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
import { useMoneyMessages } from '../../../components/fulfilment/moneyMessages';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { ArrangeShipmentModal } from './ArrangeShipmentModal';
import { CancelOrderModal } from './CancelOrderModal';
import { ConfirmReceiptModal } from './ConfirmReceiptModal';
import { orderActionsFor } from './orderActions';
import { OrderDeliveryModal } from './OrderDeliveryModal';
import { useOrderColumns } from './orderColumns';
import { OrderRowActions } from './OrderRowActions';
import { TrackShipmentModal } from './TrackShipmentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The screen's texts, as catalogue keys (confirmedText takes {orderNumber}). */
export const ORDER_TEXTS = {
  title: 'fulfilment.orders.title',
  subtitle: 'fulfilment.orders.subtitle',
  loading: 'fulfilment.orders.loading',
  loadFailed: 'fulfilment.orders.loadFailed',
  search: 'fulfilment.orders.search',
  empty: 'fulfilment.orders.empty',
  emptyText: 'fulfilment.orders.emptyText',
  confirmed: 'fulfilment.orders.confirmed',
  confirmedText: 'fulfilment.orders.confirmedText',
  confirmFailed: 'fulfilment.orders.confirmFailed',
  confirmFailedFallback: 'fulfilment.orders.confirmFailedFallback',
  receiptFailed: 'fulfilment.orders.receiptFailed',
  receiptFailedFallback: 'fulfilment.orders.receiptFailedFallback',
} as const;

type Dialog = { kind: 'arrange' | 'cancel' | 'track' | 'receipt' | 'delivery'; orderId: string } | null;

/** /orders: every order the signed-in party may see, with the supplier's and buyer's next steps. */
export function OrderManagementScreen() {
  const { t } = useTranslation();
  const money = useMoneyMessages();
  const columns = useOrderColumns();
  const utils = trpc.useUtils();
  const listState = useListState({ sorts: ORDER_SORTS, filters: { status: ORDER_STATUSES } });
  const orders = usePagedList(trpc.order.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  // The shipper (supplier) awards its shipment's bids; the admin reads them.
  const role = useSessionParty().role;
  const confirm = trpc.order.confirm.useMutation({
    onSuccess: (order) => {
      showNotice({
        title: t(ORDER_TEXTS.confirmed),
        message: t(ORDER_TEXTS.confirmedText, { orderNumber: order.orderNumber }),
      });
      void utils.order.list.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: t(ORDER_TEXTS.confirmFailed),
        message: failureMessage(error, t(ORDER_TEXTS.confirmFailedFallback)),
        variant: 'destructive',
      }),
  });

  const confirmReceipt = trpc.order.confirmReceipt.useMutation({
    onSuccess: (order) => {
      // What happened to the money, from the order the server answered with.
      const notice = money.receiptConfirmed(order);
      showNotice({ title: notice.title, message: notice.message });
      setDialog(null);
      void utils.order.list.invalidate();
      void utils.payment.invalidate();
    },
    onError: (error) => {
      showNotice({
        title: t(ORDER_TEXTS.receiptFailed),
        message: failureMessage(error, t(ORDER_TEXTS.receiptFailedFallback)),
        variant: 'destructive',
      });
      setDialog(null);
      // The job may have released it meanwhile: show the order as it is now.
      void utils.order.list.invalidate();
    },
  });

  const acceptQuantity = trpc.order.acceptQuantity.useMutation({
    onSuccess: (order) => {
      showNotice({
        title: t('fulfilment.deliveredQuantity.acceptedNotice'),
        message: t('fulfilment.deliveredQuantity.acceptedNoticeText', { orderNumber: order.orderNumber }),
      });
      void utils.order.list.invalidate();
      void utils.payment.invalidate();
    },
    onError: (error) => {
      showNotice({
        title: t('fulfilment.deliveredQuantity.acceptFailed'),
        message: failureMessage(error, t('fulfilment.deliveredQuantity.acceptFailedFallback')),
        variant: 'destructive',
      });
      void utils.order.list.invalidate();
    },
  });

  const list = orders.items;
  // Dialogs follow the order by id, so a refreshed list shows in an open dialog.
  const dialogOrder = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (list.find((order) => order.id === dialog.orderId) ?? null) : null;
  const close = () => setDialog(null);
  const statusFilters = [statusFilter('status', t('fulfilment.fields.status'), ORDER_STATUSES)];

  return (
    <>
      <ListScreenFrame title={t(ORDER_TEXTS.title)} subtitle={t(ORDER_TEXTS.subtitle)}>
        <DataTable
          list={orders}
          columns={columns}
          state={listState}
          texts={{
            loading: t(ORDER_TEXTS.loading),
            loadFailed: t(ORDER_TEXTS.loadFailed),
            empty: t(ORDER_TEXTS.empty),
            emptyText: t(ORDER_TEXTS.emptyText),
          }}
          emptyIcon={<IconPackages size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/orders"
              searchLabel={t(ORDER_TEXTS.search)}
              filters={statusFilters}
            />
          }
          rowActions={(order) => (
            <OrderRowActions
              order={order}
              actions={orderActionsFor(order)}
              confirming={confirm.isPending && confirm.variables.id === order.id}
              onConfirm={() => confirm.mutate({ id: order.id })}
              receiving={confirmReceipt.isPending && confirmReceipt.variables.id === order.id}
              onConfirmReceipt={() => setDialog({ kind: 'receipt', orderId: order.id })}
              onArrange={() => setDialog({ kind: 'arrange', orderId: order.id })}
              onCancel={() => setDialog({ kind: 'cancel', orderId: order.id })}
              onTrack={() => setDialog({ kind: 'track', orderId: order.id })}
              onDelivery={() => setDialog({ kind: 'delivery', orderId: order.id })}
            />
          )}
        />
      </ListScreenFrame>
      <ArrangeShipmentModal order={dialogOrder('arrange')} onClose={close} />
      <CancelOrderModal order={dialogOrder('cancel')} onClose={close} />
      <ConfirmReceiptModal
        order={dialogOrder('receipt')}
        confirming={confirmReceipt.isPending}
        onConfirm={(order) => {
          if (!confirmReceipt.isPending) confirmReceipt.mutate({ id: order.id });
        }}
        onClose={close}
      />
      <OrderDeliveryModal
        order={dialogOrder('delivery')}
        accepting={acceptQuantity.isPending}
        onAccept={(order) => {
          if (!acceptQuantity.isPending) acceptQuantity.mutate({ id: order.id });
        }}
        onClose={close}
      />
      <TrackShipmentModal
        shipment={dialogOrder('track')?.shipment ?? null}
        showBids={role === 'supplier' || role === 'admin'}
        onClose={close}
      />
    </>
  );
}

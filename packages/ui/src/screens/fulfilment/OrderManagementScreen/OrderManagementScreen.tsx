import { ORDER_STATUSES } from '@energy/domain/constants';
import { receiptConfirmedNotice } from '@energy/domain/escrow-messages';
import { ORDER_SORTS } from '@energy/domain/list-sorts';
import {} from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { useState } from 'react';
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
import { ORDER_COLUMNS } from './orderColumns';
import { OrderRowActions } from './OrderRowActions';
import { TrackShipmentModal } from './TrackShipmentModal';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const ORDER_TEXTS = {
  title: 'Order Management',
  subtitle: 'Orders from executed contracts, their shipments and proof of delivery.',
  loading: 'Loading orders...',
  loadFailed: 'Failed to load orders',
  search: 'Search orders',
  empty: 'No orders yet',
  emptyText: 'Orders will appear here once contracts are signed and executed.',
  confirmed: 'Order Confirmed',
  confirmedText: (orderNumber: string) => `${orderNumber} is confirmed. Arrange its shipment next.`,
  confirmFailed: 'Confirmation Failed',
  confirmFailedFallback: 'Failed to confirm order',
  receiptFailed: 'Receipt Not Confirmed',
  receiptFailedFallback: 'Failed to confirm receipt',
} as const;

type Dialog = { kind: 'arrange' | 'cancel' | 'track' | 'receipt'; orderId: string } | null;

/** /orders: every order the signed-in party may see, with the supplier's and buyer's next steps. */
export function OrderManagementScreen() {
  const utils = trpc.useUtils();
  const listState = useListState({ sorts: ORDER_SORTS, filters: { status: ORDER_STATUSES } });
  const orders = usePagedList(trpc.order.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const [dialog, setDialog] = useState<Dialog>(null);
  // The shipper (supplier) awards its shipment's bids; the admin reads them.
  const role = useSessionParty().role;
  const confirm = trpc.order.confirm.useMutation({
    onSuccess: (order) => {
      showNotice({ title: ORDER_TEXTS.confirmed, message: ORDER_TEXTS.confirmedText(order.orderNumber) });
      void utils.order.list.invalidate();
    },
    onError: (error) =>
      showNotice({
        title: ORDER_TEXTS.confirmFailed,
        message: failureMessage(error, ORDER_TEXTS.confirmFailedFallback),
        variant: 'destructive',
      }),
  });

  const confirmReceipt = trpc.order.confirmReceipt.useMutation({
    onSuccess: (order) => {
      // What happened to the money, from the order the server answered with.
      const notice = receiptConfirmedNotice(order);
      showNotice({ title: notice.title, message: notice.message });
      setDialog(null);
      void utils.order.list.invalidate();
      void utils.payment.invalidate();
    },
    onError: (error) => {
      showNotice({
        title: ORDER_TEXTS.receiptFailed,
        message: failureMessage(error, ORDER_TEXTS.receiptFailedFallback),
        variant: 'destructive',
      });
      setDialog(null);
      // The job may have released it meanwhile: show the order as it is now.
      void utils.order.list.invalidate();
    },
  });

  const list = orders.items;
  // Dialogs follow the order by id, so a refreshed list shows in an open dialog.
  const dialogOrder = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? (list.find((order) => order.id === dialog.orderId) ?? null) : null;
  const close = () => setDialog(null);

  return (
    <>
      <ListScreenFrame title={ORDER_TEXTS.title} subtitle={ORDER_TEXTS.subtitle}>
        <DataTable
          list={orders}
          columns={ORDER_COLUMNS}
          state={listState}
          texts={ORDER_TEXTS}
          emptyIcon={<IconPackages size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/orders"
              searchLabel={ORDER_TEXTS.search}
              filters={[statusFilter('status', 'Status', ORDER_STATUSES)]}
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
      <TrackShipmentModal
        shipment={dialogOrder('track')?.shipment ?? null}
        showBids={role === 'supplier' || role === 'admin'}
        onClose={close}
      />
    </>
  );
}

import { SHIPMENT_STATUSES } from '@energy/domain/constants';
import { SHIPMENT_SORTS } from '@energy/domain/list-sorts';
import { SimpleGrid } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { browserLocale } from '../../../components/fleet/distance';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { LazySubmitPodModal } from '../../../components/fulfilment/lazyFulfilmentDialogs';
import { VolumeCorrectionCalculator } from '../../../components/fulfilment/VolumeCorrectionCalculator';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { logisticsMetrics } from './logisticsMetrics';
import { useShipmentColumns } from './shipmentColumns';
import { ShipmentRowActions } from './ShipmentRowActions';
import { useShipmentMoves } from './useShipmentMoves';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

/** The screen's texts, as catalogue keys. */
export const LOGISTICS_TEXTS = {
  title: 'fulfilment.logistics.title',
  subtitle: 'fulfilment.logistics.subtitle',
  loading: 'fulfilment.logistics.loading',
  loadFailed: 'fulfilment.logistics.loadFailed',
  search: 'fulfilment.logistics.search',
  empty: 'fulfilment.logistics.empty',
  emptyText: 'fulfilment.logistics.emptyText',
  distanceHint: 'fulfilment.logistics.distanceHint',
} as const;

/** /logistics: figures over every shipment the caller may see (the server's summary), and the carrier's next step on each. */
export function LogisticsDashboardScreen() {
  const { t } = useTranslation();
  const columns = useShipmentColumns();
  const listState = useListState({ sorts: SHIPMENT_SORTS, filters: { status: SHIPMENT_STATUSES } });
  const shipments = usePagedList(trpc.shipment.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const { move, movingId, decline, decliningId } = useShipmentMoves();
  const [podShipmentId, setPodShipmentId] = useState<string | null>(null);
  const list = shipments.items;
  // The cards count every shipment the caller may see, not only the pages loaded.
  const summary = trpc.shipment.summary.useQuery();
  const display = useDisplay();
  const metrics = summary.data ? logisticsMetrics(summary.data, browserLocale(), display) : null;
  const statusFilters = [statusFilter('status', t('fulfilment.fields.status'), SHIPMENT_STATUSES)];
  const podShipment = list.find((shipment) => shipment.id === podShipmentId) ?? null;

  return (
    <>
      <ListScreenFrame
        title={t(LOGISTICS_TEXTS.title)}
        subtitle={t(LOGISTICS_TEXTS.subtitle)}
        actions={<VolumeCorrectionCalculator />}
        above={
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            <MetricCard
              label={t('fulfilment.logistics.activeShipments')}
              value={metrics?.activeShipments ?? '—'}
              hint={t('fulfilment.logistics.activeHint')}
            />
            <MetricCard
              label={t('fulfilment.logistics.onTime')}
              value={metrics?.onTimeDelivery ?? '—'}
              hint={t('fulfilment.logistics.onTimeHint')}
            />
            <MetricCard
              label={t('fulfilment.logistics.distance')}
              value={metrics?.distance ?? '—'}
              hint={t(LOGISTICS_TEXTS.distanceHint)}
            />
            <MetricCard
              label={t('fulfilment.logistics.completedPods')}
              value={metrics?.completedPods ?? '—'}
              hint={t('fulfilment.logistics.completedPodsHint')}
            />
          </SimpleGrid>
        }
      >
        <DataTable
          list={shipments}
          columns={columns}
          state={listState}
          texts={{
            loading: t(LOGISTICS_TEXTS.loading),
            loadFailed: t(LOGISTICS_TEXTS.loadFailed),
            empty: t(LOGISTICS_TEXTS.empty),
            emptyText: t(LOGISTICS_TEXTS.emptyText),
          }}
          emptyIcon={<IconTruck size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/logistics/shipments"
              searchLabel={t(LOGISTICS_TEXTS.search)}
              filters={statusFilters}
            />
          }
          rowActions={(shipment) => (
            <ShipmentRowActions
              shipment={shipment}
              movingId={movingId}
              onMove={move}
              onSubmitPod={() => setPodShipmentId(shipment.id)}
              declining={decliningId === shipment.id}
              onDecline={decline}
            />
          )}
        />
      </ListScreenFrame>
      <LazySubmitPodModal shipment={podShipment} onClose={() => setPodShipmentId(null)} />
    </>
  );
}

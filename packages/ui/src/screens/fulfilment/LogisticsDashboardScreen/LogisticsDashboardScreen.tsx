import { SHIPMENT_STATUSES } from '@energy/domain/constants';
import { SHIPMENT_SORTS } from '@energy/domain/list-sorts';
import { SimpleGrid } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { browserLocale } from '../../../components/fleet/distance';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { DataTable } from '../../../components/data-table/DataTable';
import { ListToolbar } from '../../../components/data-table/ListToolbar';
import { statusFilter } from '../../../components/data-table/statusFilter';
import { useListState } from '../../../components/data-table/useListState';
import { SubmitPodModal } from '../../../components/fulfilment/SubmitPodModal';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { trpc } from '../../../trpc';
import { logisticsMetrics } from './logisticsMetrics';
import { SHIPMENT_COLUMNS } from './shipmentColumns';
import { ShipmentRowActions } from './ShipmentRowActions';
import { useShipmentMoves } from './useShipmentMoves';
import { ListScreenFrame } from '../../../components/ListScreenFrame';

export const LOGISTICS_TEXTS = {
  title: 'Logistics Dashboard',
  subtitle: 'Tenders to accept, shipments to move and proofs of delivery to submit.',
  loading: 'Loading shipments...',
  loadFailed: 'Failed to load shipments',
  search: 'Search shipments',
  empty: 'No shipments yet',
  emptyText: 'Shipments will appear here when orders are ready for transport.',
  distanceHint: 'Driven on jobs completed this month',
} as const;

/** /logistics: figures over every shipment the caller may see (the server's summary), and the carrier's next step on each. */
export function LogisticsDashboardScreen() {
  const listState = useListState({ sorts: SHIPMENT_SORTS, filters: { status: SHIPMENT_STATUSES } });
  const shipments = usePagedList(trpc.shipment.list.useInfiniteQuery(listState.input, PAGED_QUERY));
  const { move, movingId, decline, decliningId } = useShipmentMoves();
  const [podShipmentId, setPodShipmentId] = useState<string | null>(null);
  const list = shipments.items;
  // The cards count every shipment the caller may see, not only the pages loaded.
  const summary = trpc.shipment.summary.useQuery();
  const metrics = summary.data ? logisticsMetrics(summary.data, browserLocale()) : null;
  const podShipment = list.find((shipment) => shipment.id === podShipmentId) ?? null;

  return (
    <>
      <ListScreenFrame
        title={LOGISTICS_TEXTS.title}
        subtitle={LOGISTICS_TEXTS.subtitle}
        above={
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            <MetricCard
              label="Active Shipments"
              value={metrics?.activeShipments ?? '—'}
              hint="Accepted or in transit"
            />
            <MetricCard
              label="On-Time Delivery"
              value={metrics?.onTimeDelivery ?? '—'}
              hint="Arrived by the estimated arrival"
            />
            <MetricCard label="Distance" value={metrics?.distance ?? '—'} hint={LOGISTICS_TEXTS.distanceHint} />
            <MetricCard
              label="Completed PODs"
              value={metrics?.completedPods ?? '—'}
              hint="Proof of delivery confirmed"
            />
          </SimpleGrid>
        }
      >
        <DataTable
          list={shipments}
          columns={SHIPMENT_COLUMNS}
          state={listState}
          texts={LOGISTICS_TEXTS}
          emptyIcon={<IconTruck size={32} />}
          toolbar={
            <ListToolbar
              state={listState}
              exportPath="/api/logistics/shipments"
              searchLabel={LOGISTICS_TEXTS.search}
              filters={[statusFilter('status', 'Status', SHIPMENT_STATUSES)]}
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
      <SubmitPodModal shipment={podShipment} onClose={() => setPodShipmentId(null)} />
    </>
  );
}

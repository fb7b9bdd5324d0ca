import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { MetricCard } from '../../../components/fulfilment/MetricCard';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { SubmitPodModal } from '../../../components/fulfilment/SubmitPodModal';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { LoadMore } from '../../../components/paging/LoadMore';
import { trpc } from '../../../trpc';
import { logisticsMetrics } from './logisticsMetrics';
import { ShipmentsTable } from './ShipmentsTable';
import { useShipmentMoves } from './useShipmentMoves';

export const LOGISTICS_TEXTS = {
  title: 'Logistics Dashboard',
  subtitle: 'Tenders to accept, shipments to move and proofs of delivery to submit.',
  loading: 'Loading shipments...',
  loadFailed: 'Failed to load shipments',
  none: 'No shipments yet',
  noneText: 'Shipments will appear here when orders are ready for transport.',
} as const;

/** /logistics: figures counted from the shipments, and the carrier's next step on each. */
export function LogisticsDashboardScreen() {
  const shipments = usePagedList(trpc.shipment.list.useInfiniteQuery({}, PAGED_QUERY));
  const { move, movingId } = useShipmentMoves();
  const [podShipmentId, setPodShipmentId] = useState<string | null>(null);
  const list = shipments.items;
  const metrics = logisticsMetrics(list);
  const podShipment = list.find((shipment) => shipment.id === podShipmentId) ?? null;
  const loaded = shipments.isSuccess;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">{LOGISTICS_TEXTS.title}</Title>
        <Text c="dimmed">{LOGISTICS_TEXTS.subtitle}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <MetricCard label="Active Shipments" value={loaded ? metrics.activeShipments : '—'} hint="Accepted or in transit" />
        <MetricCard label="On-Time Delivery" value={loaded ? metrics.onTimeDelivery : '—'} hint="Arrived by the estimated arrival" />
        <MetricCard label="Open Tenders" value={loaded ? metrics.openTenders : '—'} hint="Waiting for a carrier" />
        <MetricCard label="Completed PODs" value={loaded ? metrics.completedPods : '—'} hint="Proof of delivery confirmed" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <QueryState
          isPending={shipments.isPending} error={shipments.error} isEmpty={list.length === 0} icon={<IconTruck size={32} />}
          loadingText={LOGISTICS_TEXTS.loading} errorTitle={LOGISTICS_TEXTS.loadFailed} emptyTitle={LOGISTICS_TEXTS.none} emptyText={LOGISTICS_TEXTS.noneText}
        >
          <ShipmentsTable
            shipments={list} movingId={movingId} onMove={move}
            onSubmitPod={(shipment) => setPodShipmentId(shipment.id)}
          />
        </QueryState>
        <LoadMore list={shipments} />
      </Paper>
      <SubmitPodModal shipment={podShipment} onClose={() => setPodShipmentId(null)} />
    </Stack>
  );
}

import { paperText } from '@energy/domain/fleet-compliance';
import { formatShortDate } from '@energy/domain/dates';
import type { TLogisticsMetrics } from '@energy/domain/schemas/dashboard';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge, statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { percentText } from '../shared/dashboardFormat';
import { MonthlyCountChart } from '../shared/MonthlyChart';

export const LOGISTICS_HUB_TEXTS = {
  title: 'Logistics Hub',
  noShipments: 'No shipments accepted or in transit.',
  noDrivers: 'No drivers yet. Add them in Fleet Management.',
  noDeliveries: 'No deliveries in the last six months.',
  noAlerts: 'No operational alerts.',
  overdue: 'Shipments past their estimated arrival',
  expired: 'Expired papers',
  expiring: 'Papers expiring within 30 days',
  papers: 'Expired and expiring papers',
} as const;

type PaperAlert = TLogisticsMetrics['paperAlerts'][number];

/** A driver's license or a vehicle's insurance that ran out or runs out within 30 days, linked to where it is fixed. */
function PaperAlertItem({ alert }: { alert: PaperAlert }) {
  const to = alert.kind === 'driver' ? '/fleet/drivers' : `/fleet/vehicles/${alert.id}`;
  return (
    <List.Item aria-label={`${alert.name}: ${paperText(alert)}`}>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={alert.state === 'expired' ? 'red' : 'orange'}>
          {alert.state === 'expired' ? 'Expired' : 'Expiring'}
        </Badge>
        <Anchor component={Link} to={to} size="sm">
          {alert.name}
        </Anchor>
        <Text size="sm">{paperText(alert)}</Text>
      </Group>
    </List.Item>
  );
}

/** /dashboard/logistics: the carrier's shipments, fleet and delivery record. */
export function LogisticsHubScreen() {
  const metrics = trpc.dashboard.logisticsMetrics.useQuery();
  return (
    <DashboardFrame
      title={LOGISTICS_HUB_TEXTS.title}
      query={metrics}
      links={[
        { label: 'Track Shipments', to: '/logistics' },
        { label: 'Schedule Pickup', to: '/fleet/jobs' },
        { label: 'Manage Fleet', to: '/fleet' },
      ]}
      metrics={(m) => [
        { label: 'Active Shipments', value: m.activeShipments },
        { label: 'Fleet Utilization', value: percentText(m.fleetUtilization), hint: 'Active vehicles on a job' },
        { label: 'On-Time Delivery', value: percentText(m.onTimeDelivery), hint: 'Arrived by the estimated arrival' },
        { label: 'Avg Delivery Time', value: `${m.avgDeliveryTime} h`, hint: 'Departure to arrival' },
      ]}
    >
      {(m) => (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <DashboardPanel
              title="Active Shipments"
              empty={m.activeShipmentList.length === 0 && LOGISTICS_HUB_TEXTS.noShipments}
            >
              <DashboardTable
                rows={m.activeShipmentList}
                columns={[
                  { header: 'Shipment', cell: (s) => s.shipmentNumber },
                  { header: 'Route', cell: (s) => `${s.originLocation} → ${s.destinationLocation}` },
                  { header: 'ETA', cell: (s) => formatShortDate(s.estimatedArrival) },
                  { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="Fleet Status">
              <FigureList
                figures={[
                  ...m.fleetStatus.map((row): [string, number] => [statusLabel(row.status), row.count]),
                  ['On a job', m.vehiclesOnJob],
                ]}
              />
            </DashboardPanel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel
              title="Operational Alerts"
              empty={m.overdueShipments === 0 && m.paperAlerts.length === 0 && LOGISTICS_HUB_TEXTS.noAlerts}
            >
              <Stack gap="sm">
                <FigureList
                  figures={[
                    [LOGISTICS_HUB_TEXTS.overdue, m.overdueShipments],
                    [LOGISTICS_HUB_TEXTS.expired, m.expiredPapers],
                    [LOGISTICS_HUB_TEXTS.expiring, m.expiringPapers],
                  ]}
                />
                {m.paperAlerts.length > 0 && (
                  <List spacing={6} listStyleType="none" aria-label={LOGISTICS_HUB_TEXTS.papers}>
                    {m.paperAlerts.map((alert) => (
                      <PaperAlertItem key={`${alert.kind}-${alert.id}-${alert.paper}`} alert={alert} />
                    ))}
                  </List>
                )}
              </Stack>
            </DashboardPanel>
            <DashboardPanel title="Driver Performance" empty={m.drivers.length === 0 && LOGISTICS_HUB_TEXTS.noDrivers}>
              <DashboardTable
                rows={m.drivers}
                columns={[
                  { header: 'Driver', cell: (d) => d.name },
                  { header: 'Rating', cell: (d) => d.rating.toFixed(1) },
                  { header: 'Completed Jobs', cell: (d) => d.completedJobs },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="Route Efficiency">
              <MonthlyCountChart
                data={m.deliveryTrend}
                series={[
                  { name: 'delivered', label: 'Delivered', color: 'blue.6' },
                  { name: 'onTime', label: 'On time', color: 'teal.6' },
                ]}
                emptyText={LOGISTICS_HUB_TEXTS.noDeliveries}
              />
            </DashboardPanel>
          </SimpleGrid>
        </>
      )}
    </DashboardFrame>
  );
}

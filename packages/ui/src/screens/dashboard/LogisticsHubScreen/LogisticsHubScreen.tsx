import { numberFormat } from '@energy/domain/intl';
import type { TLogisticsMetrics } from '@energy/domain/schemas/dashboard';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paperLine } from '../../../components/fleet/ComplianceBadges';
import { StatusBadge } from '../../../components/StatusBadge';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { percentText } from '../shared/dashboardFormat';
import { MonthlyCountChart } from '../shared/TrendChart';
import { PayableSettlementsPanel, usePayableSettlementsStarted } from './PayableSettlementsPanel';

type PaperAlert = TLogisticsMetrics['paperAlerts'][number];

/** A driver's license or a vehicle's insurance that ran out or runs out within 30 days, linked to where it is fixed. */
function PaperAlertItem({ alert }: { alert: PaperAlert }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const paper = paperLine(t, display, alert);
  const to = alert.kind === 'driver' ? '/fleet/drivers' : `/fleet/vehicles/${alert.id}`;
  return (
    <List.Item aria-label={t('dashboard.logistics.paperAlert', { name: alert.name, paper })}>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={alert.state === 'expired' ? 'red' : 'orange'}>
          {alert.state === 'expired' ? t('dashboard.logistics.expiredBadge') : t('dashboard.logistics.expiringBadge')}
        </Badge>
        <Anchor component={Link} to={to} size="sm">
          {alert.name}
        </Anchor>
        <Text size="sm">{paper}</Text>
      </Group>
    </List.Item>
  );
}

/** /dashboard/logistics: the carrier's shipments, fleet and delivery record, and the demurrage owed to it. */
export function LogisticsHubScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const metrics = trpc.dashboard.logisticsMetrics.useQuery();
  usePayableSettlementsStarted();
  return (
    <DashboardFrame
      title={t('dashboard.logistics.title')}
      query={metrics}
      links={[
        { label: t('dashboard.logistics.trackShipments'), to: '/logistics' },
        { label: t('dashboard.logistics.schedulePickup'), to: '/fleet/jobs' },
        { label: t('dashboard.logistics.manageFleet'), to: '/fleet' },
      ]}
      metrics={(m) => [
        { label: t('dashboard.logistics.activeShipments'), value: m.activeShipments },
        {
          label: t('dashboard.logistics.fleetUtilization'),
          value: percentText(m.fleetUtilization, display),
          hint: t('dashboard.logistics.fleetUtilizationHint'),
        },
        {
          label: t('dashboard.logistics.onTimeDelivery'),
          value: percentText(m.onTimeDelivery, display),
          hint: t('dashboard.logistics.onTimeDeliveryHint'),
        },
        {
          label: t('dashboard.logistics.avgDeliveryTime'),
          value: `${display.language === 'en' ? m.avgDeliveryTime : display.number(m.avgDeliveryTime, 1)} h`,
          hint: t('dashboard.logistics.avgDeliveryTimeHint'),
        },
      ]}
    >
      {(m) => (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <DashboardPanel
              title={t('dashboard.logistics.activeShipments')}
              empty={m.activeShipmentList.length === 0 && t('dashboard.logistics.noShipments')}
            >
              <DashboardTable
                rows={m.activeShipmentList}
                columns={[
                  { header: t('dashboard.columns.shipment'), cell: (s) => s.shipmentNumber },
                  {
                    header: t('dashboard.columns.route'),
                    cell: (s) => `${s.originLocation} → ${s.destinationLocation}`,
                  },
                  { header: t('dashboard.columns.eta'), cell: (s) => display.date(s.estimatedArrival) },
                  { header: t('dashboard.columns.status'), cell: (s) => <StatusBadge status={s.status} /> },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboard.logistics.fleetStatus')}>
              <FigureList
                figures={[
                  ...m.fleetStatus.map((row): [string, number] => [labels.status(row.status), row.count]),
                  [t('dashboard.logistics.onAJob'), m.vehiclesOnJob],
                ]}
              />
            </DashboardPanel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel
              title={t('dashboard.logistics.operationalAlerts')}
              empty={m.overdueShipments === 0 && m.paperAlerts.length === 0 && t('dashboard.logistics.noAlerts')}
            >
              <Stack gap="sm">
                <FigureList
                  figures={[
                    [t('dashboard.logistics.overdue'), m.overdueShipments],
                    [t('dashboard.logistics.expired'), m.expiredPapers],
                    [t('dashboard.logistics.expiring'), m.expiringPapers],
                  ]}
                />
                {m.paperAlerts.length > 0 && (
                  <List spacing={6} listStyleType="none" aria-label={t('dashboard.logistics.papers')}>
                    {m.paperAlerts.map((alert) => (
                      <PaperAlertItem key={`${alert.kind}-${alert.id}-${alert.paper}`} alert={alert} />
                    ))}
                  </List>
                )}
              </Stack>
            </DashboardPanel>
            <DashboardPanel
              title={t('dashboard.logistics.driverPerformance')}
              empty={m.drivers.length === 0 && t('dashboard.logistics.noDrivers')}
            >
              <DashboardTable
                rows={m.drivers}
                columns={[
                  { header: t('dashboard.columns.driver'), cell: (d) => d.name },
                  {
                    header: t('dashboard.columns.rating'),
                    cell: (d) =>
                      display.language === 'en'
                        ? d.rating.toFixed(1)
                        : numberFormat(display.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                            d.rating,
                          ),
                  },
                  { header: t('dashboard.columns.completedJobs'), cell: (d) => d.completedJobs },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboard.logistics.routeEfficiency')}>
              <MonthlyCountChart
                data={m.deliveryTrend}
                series={[
                  { name: 'delivered', label: t('dashboard.logistics.delivered'), color: 'blue.6' },
                  { name: 'onTime', label: t('dashboard.logistics.onTime'), color: 'teal.6' },
                ]}
                emptyText={t('dashboard.logistics.noDeliveries')}
              />
            </DashboardPanel>
          </SimpleGrid>
          <PayableSettlementsPanel />
        </>
      )}
    </DashboardFrame>
  );
}

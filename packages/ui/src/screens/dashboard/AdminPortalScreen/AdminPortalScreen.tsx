import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActivityLabels } from '../../../i18n/activity';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { durationText } from '../shared/dashboardFormat';
import { MonthlyCountChart } from '../shared/TrendChart';
import { QuickActions, useAdminCountsStarted } from './QuickActions';

/**
 * /dashboard/admin, platform-wide. Platform Uptime is this server's time since it started, shown with the
 * database's health; Active Alerts are overdue settlements, failed payments and expired open tenders.
 */
export function AdminPortalScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const activity = useActivityLabels();
  const metrics = trpc.dashboard.adminMetrics.useQuery();
  useAdminCountsStarted();
  const megabytes = (bytes: number) => display.unit(Math.round(bytes / 1_048_576), 'megabyte');
  return (
    <DashboardFrame
      title={t('dashboard.admin.title')}
      query={metrics}
      links={[
        { label: t('dashboard.admin.userManagement'), to: '/organizations' },
        { label: t('dashboard.admin.systemAnalytics'), to: '/admin' },
        { label: t('dashboard.admin.securityAlerts'), to: '/admin' },
        { label: t('dashboard.admin.viewDetails'), to: '/admin' },
      ]}
      metrics={(m) => [
        { label: t('dashboard.admin.totalUsers'), value: m.totalUsers },
        {
          label: t('dashboard.admin.platformUptime'),
          value: durationText(m.uptime, t),
          hint: t('dashboard.admin.uptimeHint', {
            since: display.dateTime(m.startedAt),
            database: m.health.database,
          }),
        },
        {
          label: t('dashboard.admin.totalTransactions'),
          value: m.totalTransactions,
          hint: t('dashboard.admin.paymentsCaptured'),
        },
        { label: t('dashboard.admin.activeAlerts'), value: m.activeAlerts },
      ]}
    >
      {(m) => (
        <>
          <QuickActions />
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel title={t('dashboard.admin.systemHealth')}>
              <FigureList
                figures={[
                  [
                    t('dashboard.admin.database'),
                    m.health.database === 'ok' ? t('dashboard.admin.operational') : t('dashboard.admin.down'),
                  ],
                  [t('dashboard.admin.databaseLatency'), display.unit(m.health.databaseLatencyMs, 'millisecond')],
                  [t('dashboard.admin.serverStarted'), display.dateTime(m.startedAt)],
                ]}
              />
            </DashboardPanel>
            <DashboardPanel
              title={t('dashboard.admin.criticalAlerts')}
              empty={m.activeAlerts === 0 && t('dashboard.admin.noAlerts')}
            >
              <FigureList
                figures={[
                  [t('dashboard.admin.overdueSettlements'), m.alerts.overdueSettlements],
                  [t('dashboard.admin.failedPayments'), m.alerts.failedPayments],
                  [t('dashboard.admin.expiredTenders'), m.alerts.expiredTenders],
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboard.admin.systemResources')}>
              <FigureList
                figures={[
                  [t('dashboard.admin.serverMemory'), megabytes(m.health.memoryRssBytes)],
                  ['Node.js', m.health.nodeVersion],
                ]}
              />
            </DashboardPanel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel
              title={t('dashboard.admin.recentActivities')}
              empty={m.recentActivity.length === 0 && t('dashboard.admin.noActivity')}
            >
              <DashboardTable
                rows={m.recentActivity}
                columns={[
                  { header: t('dashboard.columns.when'), cell: (a) => display.dateTime(a.at) },
                  // In words, not the audit codes ("user.login").
                  { header: t('dashboard.columns.action'), cell: (a) => activity.action(a.action) },
                  {
                    header: t('dashboard.columns.record'),
                    cell: (a) =>
                      a.toState
                        ? t('dashboard.admin.recordMovedTo', {
                            record: activity.recordType(a.entityType),
                            state: labels.status(a.toState),
                          })
                        : activity.recordType(a.entityType),
                  },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboard.admin.platformStatistics')}>
              <FigureList
                figures={[
                  ...m.usersByRole.map((row): [string, number] => [
                    t('dashboard.admin.roleUsers', { role: labels.status(row.role) }),
                    row.count,
                  ]),
                  ...m.organizationsByType.map((row): [string, number] => [
                    t('dashboard.admin.typeOrganizations', { type: labels.status(row.type) }),
                    row.count,
                  ]),
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboard.admin.transactions')}>
              <MonthlyCountChart
                data={m.transactionTrend}
                series={[{ name: 'count', label: t('dashboard.admin.paymentsCaptured'), color: 'blue.6' }]}
                emptyText={t('dashboard.admin.noTransactions')}
              />
            </DashboardPanel>
          </SimpleGrid>
        </>
      )}
    </DashboardFrame>
  );
}

import { activityLabel, recordTypeLabel } from '@energy/domain/activity-labels';
import { SimpleGrid } from '@mantine/core';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { durationText } from '../shared/dashboardFormat';
import { MonthlyCountChart } from '../shared/MonthlyChart';
import { QuickActions } from './QuickActions';

export const ADMIN_PORTAL_TEXTS = {
  title: 'Admin Portal',
  noActivity: 'No activity recorded yet.',
  noAlerts: 'No critical alerts.',
  noTransactions: 'No transactions in the last six months.',
} as const;

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/**
 * /dashboard/admin, platform-wide. Platform Uptime is this server's time since it started, shown with the
 * database's health; Active Alerts are overdue settlements, failed payments and expired open tenders.
 */
export function AdminPortalScreen() {
  const metrics = trpc.dashboard.adminMetrics.useQuery();
  return (
    <DashboardFrame
      title={ADMIN_PORTAL_TEXTS.title}
      query={metrics}
      links={[
        { label: 'User Management', to: '/organizations' },
        { label: 'System Analytics', to: '/admin' },
        { label: 'Security Alerts', to: '/admin' },
        { label: 'View Details', to: '/admin' },
      ]}
      metrics={(m) => [
        { label: 'Total Users', value: m.totalUsers },
        {
          label: 'Platform Uptime',
          value: durationText(m.uptime),
          hint: `Since ${formatDateTime(m.startedAt)}; database ${m.health.database}`,
        },
        { label: 'Total Transactions', value: m.totalTransactions, hint: 'Payments captured' },
        { label: 'Active Alerts', value: m.activeAlerts },
      ]}
    >
      {(m) => (
        <>
          <QuickActions />
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel title="System Health">
              <FigureList
                figures={[
                  ['Database', m.health.database === 'ok' ? 'Operational' : 'Down'],
                  ['Database latency', `${m.health.databaseLatencyMs} ms`],
                  ['Server started', formatDateTime(m.startedAt)],
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="Critical Alerts" empty={m.activeAlerts === 0 && ADMIN_PORTAL_TEXTS.noAlerts}>
              <FigureList
                figures={[
                  ['Overdue settlements', m.alerts.overdueSettlements],
                  ['Failed payments', m.alerts.failedPayments],
                  ['Expired open tenders', m.alerts.expiredTenders],
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="System Resources">
              <FigureList
                figures={[
                  ['Server memory', megabytes(m.health.memoryRssBytes)],
                  ['Node.js', m.health.nodeVersion],
                ]}
              />
            </DashboardPanel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <DashboardPanel
              title="Recent Activities"
              empty={m.recentActivity.length === 0 && ADMIN_PORTAL_TEXTS.noActivity}
            >
              <DashboardTable
                rows={m.recentActivity}
                columns={[
                  { header: 'When', cell: (a) => formatDateTime(a.at) },
                  // In words, not the audit codes ("user.login").
                  { header: 'Action', cell: (a) => activityLabel(a.action) },
                  {
                    header: 'Record',
                    cell: (a) =>
                      a.toState
                        ? `${recordTypeLabel(a.entityType)} → ${statusLabel(a.toState)}`
                        : recordTypeLabel(a.entityType),
                  },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="Platform Statistics">
              <FigureList
                figures={[
                  ...m.usersByRole.map((row): [string, number] => [`${statusLabel(row.role)} users`, row.count]),
                  ...m.organizationsByType.map((row): [string, number] => [
                    `${statusLabel(row.type)} organizations`,
                    row.count,
                  ]),
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title="Transactions">
              <MonthlyCountChart
                data={m.transactionTrend}
                series={[{ name: 'count', label: 'Payments captured', color: 'blue.6' }]}
                emptyText={ADMIN_PORTAL_TEXTS.noTransactions}
              />
            </DashboardPanel>
          </SimpleGrid>
        </>
      )}
    </DashboardFrame>
  );
}

import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TBuyerMetrics } from '@energy/domain/schemas/dashboard';
import { Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { FormDialog } from '../../../components/forms/FormDialog';
import { RFQ_DIALOG_SIZE } from '../../../components/procurement/rfqDialog';
import { StatusBadge } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/MonthlyChart';
import { BudgetStatus } from './BudgetStatus';

// The RFQ form (with its date pickers and their styles) loads when the dialog is first wanted, not with the dashboard.
import { CreateRfqForm, loadCreateRfqForm } from '../../procurement/RfqManagementScreen/lazyCreateRfqForm';

export const PROCUREMENT_DASHBOARD_TEXTS = {
  title: 'Procurement Dashboard',
  createRfq: 'Create New RFQ',
  noActiveRfqs: 'No active RFQs. Create one to start receiving offers.',
  noOrders: 'No orders yet. Orders appear once contracts are signed.',
  noSpend: 'No spend in the last six months.',
} as const;

function ActiveRfqs({ metrics }: { metrics: TBuyerMetrics }) {
  return (
    <DashboardPanel
      title="Active RFQs"
      empty={metrics.activeRfqList.length === 0 && PROCUREMENT_DASHBOARD_TEXTS.noActiveRfqs}
    >
      <DashboardTable
        rows={metrics.activeRfqList}
        columns={[
          {
            header: 'RFQ',
            cell: (rfq) => (
              <>
                <Text component={Link} to={`/rfq/${rfq.id}`} size="sm" fw={600}>
                  {rfq.rfqNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {rfq.title}
                </Text>
              </>
            ),
          },
          { header: 'Closes', cell: (rfq) => formatShortDate(rfq.closeDate) },
          { header: 'Offers', cell: (rfq) => rfq.offerCount },
          { header: 'Status', cell: (rfq) => <StatusBadge status={rfq.status} /> },
        ]}
      />
    </DashboardPanel>
  );
}

function RecentOrders({ metrics }: { metrics: TBuyerMetrics }) {
  return (
    <DashboardPanel
      title="Recent Orders"
      empty={metrics.recentOrders.length === 0 && PROCUREMENT_DASHBOARD_TEXTS.noOrders}
    >
      <DashboardTable
        rows={metrics.recentOrders}
        columns={[
          { header: 'Order', cell: (order) => order.orderNumber },
          { header: 'Supplier', cell: (order) => order.counterparty },
          { header: 'Value', cell: (order) => formatMoney(order.totalValue, order.currency) },
          { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
        ]}
      />
    </DashboardPanel>
  );
}

/** /dashboard/buyer: the buyer organization's procurement at a glance, and a Create New RFQ dialog. */
export function ProcurementDashboardScreen() {
  const utils = trpc.useUtils();
  const metrics = trpc.dashboard.buyerMetrics.useQuery();
  const [creating, dialog] = useDisclosure(false);
  const created = () => {
    dialog.close();
    void utils.dashboard.buyerMetrics.invalidate();
  };
  const preload = () => void loadCreateRfqForm();
  return (
    <>
      <DashboardFrame
        title={PROCUREMENT_DASHBOARD_TEXTS.title}
        query={metrics}
        links={[
          { label: 'View All', to: '/rfq' },
          { label: 'Browse Suppliers', to: '/rfq' },
          { label: 'Track Orders', to: '/orders' },
        ]}
        metrics={(m) => [
          { label: 'Active RFQs', value: m.activeRfqs },
          { label: 'Pending Orders', value: m.pendingOrders },
          { label: 'Total Spend (MTD)', value: moneyByCurrency(m.totalSpend, 'NGN') },
          {
            label: 'Cost Savings',
            value: moneyByCurrency(m.costSavings, 'NGN'),
            hint: m.costSavings.length
              ? `${m.costSavings.map((s) => `${s.percent}%`).join(' · ')} below the mean offer`
              : 'Against the mean offer of each awarded RFQ',
          },
        ]}
      >
        {(m) => (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ActiveRfqs metrics={m} />
              <RecentOrders metrics={m} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <DashboardPanel title="Quick Actions">
                <SimpleGrid cols={1} spacing="xs">
                  <Button
                    leftSection={<IconPlus size={16} />}
                    onClick={dialog.open}
                    onPointerEnter={preload}
                    onFocus={preload}
                  >
                    {PROCUREMENT_DASHBOARD_TEXTS.createRfq}
                  </Button>
                </SimpleGrid>
              </DashboardPanel>
              <DashboardPanel title="Procurement Insights">
                <FigureList
                  figures={[
                    ['Offers received this month', m.insights.offersThisMonth],
                    ['Awarded RFQs', m.insights.awardedRfqs],
                    ['Offers per active RFQ', m.insights.averageOffersPerRfq],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title="Spend Trend">
                <MonthlyMoneyChart points={m.spendTrend} emptyText={PROCUREMENT_DASHBOARD_TEXTS.noSpend} />
              </DashboardPanel>
            </SimpleGrid>
            <BudgetStatus />
          </>
        )}
      </DashboardFrame>
      <FormDialog opened={creating} onClose={dialog.close} title="Create RFQ" size={RFQ_DIALOG_SIZE}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader role="status" aria-label="Loading form" />
            </Center>
          }
        >
          <CreateRfqForm onCreated={created} onCancel={dialog.close} />
        </Suspense>
      </FormDialog>
    </>
  );
}

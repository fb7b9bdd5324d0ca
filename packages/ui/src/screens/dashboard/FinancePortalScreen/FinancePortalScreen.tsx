import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { Badge, Button, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { canDo } from '../../../components/allowedActions';
import { StatusBadge, statusLabel } from '../../../components/StatusBadge';
import { trpc } from '../../../trpc';
import { ProcessPaymentModal } from '../../fulfilment/PaymentDashboardScreen/ProcessPaymentModal';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency, percentText } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/MonthlyChart';
import { BudgetStatus } from '../ProcurementDashboardScreen/BudgetStatus';
import { OrgName } from '../../../components/admin/OrgName';

export const FINANCE_PORTAL_TEXTS = {
  title: 'Finance Portal',
  approve: 'Approve',
  noApprovals: 'No payments awaiting approval.',
  noSettlements: 'No settlements yet.',
  noAlerts: 'No payment alerts.',
  noCashFlow: 'No payments captured in the last six months.',
  noMethods: 'No payments yet.',
} as const;

/**
 * /dashboard/finance. Approve means paying: it opens Process Payment for that pending payment (payment.process,
 * captured into escrow), offered only where the server lists the verb for the caller.
 */
export function FinancePortalScreen() {
  const utils = trpc.useUtils();
  const metrics = trpc.dashboard.financeMetrics.useQuery();
  const [approving, setApproving] = useState<TPayment | null>(null);
  const closeApproval = () => {
    setApproving(null);
    void utils.dashboard.financeMetrics.invalidate();
  };
  return (
    <>
      <DashboardFrame
        title={FINANCE_PORTAL_TEXTS.title}
        query={metrics}
        links={[
          { label: 'View All', to: '/payments' },
          { label: 'Process Payments', to: '/payments' },
          { label: 'Financial Reports', to: '/payments' },
          { label: 'Review Settlements', to: '/settlements' },
        ]}
        metrics={(m) => [
          { label: 'Pending Payments', value: m.pendingPayments, hint: moneyByCurrency(m.pendingAmount, 'USD') },
          { label: 'Processed Today', value: m.processedToday, hint: moneyByCurrency(m.processedTodayAmount, 'USD') },
          { label: 'Monthly Volume', value: moneyByCurrency(m.monthlyVolume, 'USD') },
          { label: 'Settlement Rate', value: percentText(m.settlementRate), hint: 'Settlements paid of all due' },
        ]}
      >
        {(m) => (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <DashboardPanel
                title="Pending Payment Approvals"
                empty={m.pendingApprovals.length === 0 && FINANCE_PORTAL_TEXTS.noApprovals}
              >
                <DashboardTable
                  rows={m.pendingApprovals}
                  columns={[
                    {
                      header: 'Payment',
                      cell: (p) => (
                        <>
                          <Text size="sm" fw={600}>
                            {p.paymentNumber}
                          </Text>
                          <OrgName name={p.payeeOrg.name} verified={p.payeeOrg.verified} size="xs" c="dimmed" />
                        </>
                      ),
                    },
                    { header: 'Amount', cell: (p) => formatMoney(p.amount, p.currency) },
                    {
                      header: 'Action',
                      cell: (p) =>
                        canDo(p, 'payment.process') && (
                          <Button
                            size="xs"
                            color="green"
                            aria-label={`${FINANCE_PORTAL_TEXTS.approve} ${p.paymentNumber}`}
                            onClick={() => setApproving(p)}
                          >
                            {FINANCE_PORTAL_TEXTS.approve}
                          </Button>
                        ),
                    },
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel
                title="Recent Settlements"
                empty={m.recentSettlements.length === 0 && FINANCE_PORTAL_TEXTS.noSettlements}
              >
                <DashboardTable
                  rows={m.recentSettlements}
                  columns={[
                    { header: 'Contract', cell: (s) => s.contractNumber },
                    { header: 'Amount', cell: (s) => formatMoney(s.amount, s.currency) },
                    { header: 'Due', cell: (s) => formatShortDate(s.dueDate) },
                    {
                      header: 'Status',
                      cell: (s) => (s.overdue ? <Badge color="red">Overdue</Badge> : <StatusBadge status={s.status} />),
                    },
                  ]}
                />
              </DashboardPanel>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <DashboardPanel
                title="Payment Alerts"
                empty={m.alerts.failedPayments + m.alerts.overdueSettlements === 0 && FINANCE_PORTAL_TEXTS.noAlerts}
              >
                <FigureList
                  figures={[
                    ['Failed payments', m.alerts.failedPayments],
                    ['Overdue settlements', m.alerts.overdueSettlements],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title="Cash Flow Summary">
                <MonthlyMoneyChart points={m.cashFlowTrend} emptyText={FINANCE_PORTAL_TEXTS.noCashFlow} />
              </DashboardPanel>
              <DashboardPanel
                title="Payment Methods"
                empty={m.paymentMethods.length === 0 && FINANCE_PORTAL_TEXTS.noMethods}
              >
                <FigureList
                  figures={m.paymentMethods.map((row): [string, string] => [
                    `${statusLabel(row.method)} (${row.count})`,
                    formatMoney(row.amount, row.currency),
                  ])}
                />
              </DashboardPanel>
            </SimpleGrid>
            {/* The organization's budgets: finance sets them with its buyers. */}
            <BudgetStatus />
          </>
        )}
      </DashboardFrame>
      <ProcessPaymentModal payment={approving} onClose={closeApproval} />
    </>
  );
}

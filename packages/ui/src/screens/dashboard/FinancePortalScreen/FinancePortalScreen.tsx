import type { TPayment } from '@energy/domain/schemas/fulfilment';
import { Badge, Button, SimpleGrid, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { StatusBadge } from '../../../components/StatusBadge';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';
import { useDefaultCurrency } from '../../../session/defaultCurrency';
import { useConvertedTotalText } from '../../../components/fulfilment/convertedTotal';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency, percentText } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/TrendChart';
import { BudgetStatus, useBudgetListStarted } from '../ProcurementDashboardScreen/BudgetStatus';
import { OrgName } from '../../../components/admin/OrgName';
import { lazyNamed } from '../../../components/lazyNamed';
import { MountWhenOpened } from '../../../components/MountWhenOpened';

/** Process Payment (its form and inputs) loads when first wanted, not with the dashboard: on Approve's hover or focus. */
const { Component: ProcessPaymentModal, preload: preloadProcessPayment } = lazyNamed(
  () => import('../../fulfilment/PaymentDashboardScreen/ProcessPaymentModal'),
  'ProcessPaymentModal',
);

/**
 * /dashboard/finance. Approve means paying: it opens Process Payment for that pending payment (payment.process,
 * captured into escrow), offered only where the server lists the verb for the caller.
 */
export function FinancePortalScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const defaultCurrency = useDefaultCurrency();
  const convertedText = useConvertedTotalText();
  const utils = trpc.useUtils();
  const metrics = trpc.dashboard.financeMetrics.useQuery();
  useBudgetListStarted();
  const [approving, setApproving] = useState<TPayment | null>(null);
  const closeApproval = () => {
    setApproving(null);
    void utils.dashboard.financeMetrics.invalidate();
  };
  return (
    <>
      <DashboardFrame
        title={t('dashboard.finance.title')}
        query={metrics}
        links={[
          { label: t('dashboard.links.viewAll'), to: '/payments' },
          { label: t('dashboard.finance.processPayments'), to: '/payments' },
          { label: t('dashboard.finance.financialReports'), to: '/payments' },
          { label: t('dashboard.finance.reviewSettlements'), to: '/settlements' },
        ]}
        metrics={(m) => [
          {
            label: t('dashboard.finance.pendingPayments'),
            value: m.pendingPayments,
            hint: moneyByCurrency(m.pendingAmount, 'USD', display, defaultCurrency),
            converted: convertedText(m.converted.pendingAmount),
          },
          {
            label: t('dashboard.finance.processedToday'),
            value: m.processedToday,
            hint: moneyByCurrency(m.processedTodayAmount, 'USD', display, defaultCurrency),
            converted: convertedText(m.converted.processedTodayAmount),
          },
          {
            label: t('dashboard.finance.monthlyVolume'),
            value: moneyByCurrency(m.monthlyVolume, 'USD', display, defaultCurrency),
            converted: convertedText(m.converted.monthlyVolume),
          },
          {
            label: t('dashboard.finance.settlementRate'),
            value: percentText(m.settlementRate, display),
            hint: t('dashboard.finance.settlementRateHint'),
          },
        ]}
      >
        {(m) => (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <DashboardPanel
                title={t('dashboard.finance.pendingApprovals')}
                empty={m.pendingApprovals.length === 0 && t('dashboard.finance.noApprovals')}
              >
                <DashboardTable
                  rows={m.pendingApprovals}
                  columns={[
                    {
                      header: t('dashboard.columns.payment'),
                      cell: (p) => (
                        <>
                          <Text size="sm" fw={600}>
                            {p.paymentNumber}
                          </Text>
                          <OrgName name={p.payeeOrg.name} verified={p.payeeOrg.verified} size="xs" c="dimmed" />
                        </>
                      ),
                    },
                    { header: t('dashboard.columns.amount'), cell: (p) => display.money(p.amount, p.currency) },
                    {
                      header: t('dashboard.columns.action'),
                      cell: (p) =>
                        canDo(p, 'payment.process') && (
                          <Button
                            size="xs"
                            color="green"
                            aria-label={t('dashboard.finance.approvePayment', { payment: p.paymentNumber })}
                            onClick={() => setApproving(p)}
                            onPointerEnter={preloadProcessPayment}
                            onFocus={preloadProcessPayment}
                          >
                            {t('dashboard.finance.approve')}
                          </Button>
                        ),
                    },
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel
                title={t('dashboard.finance.recentSettlements')}
                empty={m.recentSettlements.length === 0 && t('dashboard.finance.noSettlements')}
              >
                <DashboardTable
                  rows={m.recentSettlements}
                  columns={[
                    { header: t('dashboard.columns.contract'), cell: (s) => s.contractNumber },
                    { header: t('dashboard.columns.amount'), cell: (s) => display.money(s.amount, s.currency) },
                    { header: t('dashboard.columns.due'), cell: (s) => display.date(s.dueDate) },
                    {
                      header: t('dashboard.columns.status'),
                      cell: (s) =>
                        s.overdue ? (
                          <Badge color="red">{t('dashboard.finance.overdue')}</Badge>
                        ) : (
                          <StatusBadge status={s.status} />
                        ),
                    },
                  ]}
                />
              </DashboardPanel>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <DashboardPanel
                title={t('dashboard.finance.paymentAlerts')}
                empty={m.alerts.failedPayments + m.alerts.overdueSettlements === 0 && t('dashboard.finance.noAlerts')}
              >
                <FigureList
                  figures={[
                    [t('dashboard.finance.failedPayments'), m.alerts.failedPayments],
                    [t('dashboard.finance.overdueSettlements'), m.alerts.overdueSettlements],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title={t('dashboard.finance.cashFlow')}>
                <MonthlyMoneyChart points={m.cashFlowTrend} emptyText={t('dashboard.finance.noCashFlow')} />
              </DashboardPanel>
              <DashboardPanel
                title={t('dashboard.finance.paymentMethods')}
                empty={m.paymentMethods.length === 0 && t('dashboard.finance.noMethods')}
              >
                <FigureList
                  figures={m.paymentMethods.map((row): [string, string] => [
                    t('dashboard.finance.methodCount', {
                      method: labels.of('paymentMethod', row.method),
                      count: row.count,
                    }),
                    display.money(row.amount, row.currency),
                  ])}
                />
              </DashboardPanel>
            </SimpleGrid>
            {/* The organization's budgets: finance sets them with its buyers. */}
            <BudgetStatus />
          </>
        )}
      </DashboardFrame>
      <MountWhenOpened opened={approving !== null}>
        <Suspense fallback={null}>
          <ProcessPaymentModal payment={approving} onClose={closeApproval} />
        </Suspense>
      </MountWhenOpened>
    </>
  );
}

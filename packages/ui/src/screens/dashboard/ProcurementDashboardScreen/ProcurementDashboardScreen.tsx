import type { TBuyerMetrics } from '@energy/domain/schemas/dashboard';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';
import { useDisplay } from '../../../i18n/useDisplay';
import { preferredCurrencyFirst, useDefaultCurrency } from '../../../session/defaultCurrency';
import { useConvertedTotalText } from '../../../components/fulfilment/convertedTotal';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency, percentText } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/TrendChart';
import { BudgetStatus, useBudgetListStarted } from './BudgetStatus';

// The RFQ form (with its date pickers and their styles) loads when the dialog is first wanted, not with the dashboard.
import { CreateRfqDialog, preloadCreateRfqForm } from '../../procurement/RfqManagementScreen/lazyCreateRfqForm';

function ActiveRfqs({ metrics }: { metrics: TBuyerMetrics }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <DashboardPanel
      title={t('dashboard.procurement.activeRfqs')}
      empty={metrics.activeRfqList.length === 0 && t('dashboard.procurement.noActiveRfqs')}
    >
      <DashboardTable
        rows={metrics.activeRfqList}
        columns={[
          {
            header: t('dashboard.columns.rfq'),
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
          { header: t('dashboard.columns.closes'), cell: (rfq) => display.date(rfq.closeDate) },
          { header: t('dashboard.columns.offers'), cell: (rfq) => rfq.offerCount },
          { header: t('dashboard.columns.status'), cell: (rfq) => <StatusBadge status={rfq.status} /> },
        ]}
      />
    </DashboardPanel>
  );
}

function RecentOrders({ metrics }: { metrics: TBuyerMetrics }) {
  const { t } = useTranslation();
  const display = useDisplay();
  return (
    <DashboardPanel
      title={t('dashboard.procurement.recentOrders')}
      empty={metrics.recentOrders.length === 0 && t('dashboard.procurement.noOrders')}
    >
      <DashboardTable
        rows={metrics.recentOrders}
        columns={[
          { header: t('dashboard.columns.order'), cell: (order) => order.orderNumber },
          { header: t('dashboard.columns.supplier'), cell: (order) => order.counterparty },
          { header: t('dashboard.columns.value'), cell: (order) => display.money(order.totalValue, order.currency) },
          { header: t('dashboard.columns.status'), cell: (order) => <StatusBadge status={order.status} /> },
        ]}
      />
    </DashboardPanel>
  );
}

/** /dashboard/buyer: the buyer organization's procurement at a glance, and a Create New RFQ dialog. */
export function ProcurementDashboardScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const defaultCurrency = useDefaultCurrency();
  const convertedText = useConvertedTotalText();
  const utils = trpc.useUtils();
  const metrics = trpc.dashboard.buyerMetrics.useQuery();
  useBudgetListStarted();
  const [creating, dialog] = useDisclosure(false);
  const created = () => {
    dialog.close();
    void utils.dashboard.buyerMetrics.invalidate();
  };
  return (
    <>
      <DashboardFrame
        title={t('dashboard.procurement.title')}
        query={metrics}
        links={[
          { label: t('dashboard.links.viewAll'), to: '/rfq' },
          { label: t('dashboard.procurement.browseSuppliers'), to: '/rfq' },
          { label: t('dashboard.procurement.trackOrders'), to: '/orders' },
        ]}
        metrics={(m) => [
          { label: t('dashboard.procurement.activeRfqs'), value: m.activeRfqs },
          { label: t('dashboard.procurement.pendingOrders'), value: m.pendingOrders },
          {
            label: t('dashboard.procurement.totalSpend'),
            value: moneyByCurrency(m.totalSpend, 'NGN', display, defaultCurrency),
            converted: convertedText(m.converted.totalSpend),
          },
          {
            label: t('dashboard.procurement.costSavings'),
            value: moneyByCurrency(m.costSavings, 'NGN', display, defaultCurrency),
            converted: convertedText(m.converted.costSavings),
            hint: m.costSavings.length
              ? t('dashboard.procurement.savingsBelowMean', {
                  percents: preferredCurrencyFirst(m.costSavings, defaultCurrency)
                    .map((s) => percentText(s.percent, display))
                    .join(' · '),
                })
              : t('dashboard.procurement.savingsExplained'),
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
              <DashboardPanel title={t('dashboard.procurement.quickActions')}>
                <SimpleGrid cols={1} spacing="xs">
                  <Button
                    leftSection={<IconPlus size={16} />}
                    onClick={dialog.open}
                    onPointerEnter={preloadCreateRfqForm}
                    onFocus={preloadCreateRfqForm}
                  >
                    {t('dashboard.procurement.createRfq')}
                  </Button>
                </SimpleGrid>
              </DashboardPanel>
              <DashboardPanel title={t('dashboard.procurement.insights')}>
                <FigureList
                  figures={[
                    [t('dashboard.procurement.offersThisMonth'), m.insights.offersThisMonth],
                    [t('dashboard.procurement.awardedRfqs'), m.insights.awardedRfqs],
                    [
                      t('dashboard.procurement.offersPerRfq'),
                      display.language === 'en'
                        ? m.insights.averageOffersPerRfq
                        : display.number(m.insights.averageOffersPerRfq),
                    ],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title={t('dashboard.procurement.spendTrend')}>
                <MonthlyMoneyChart points={m.spendTrend} emptyText={t('dashboard.procurement.noSpend')} />
              </DashboardPanel>
            </SimpleGrid>
            <BudgetStatus />
          </>
        )}
      </DashboardFrame>
      <CreateRfqDialog
        opened={creating}
        onClose={dialog.close}
        onCreated={created}
        title={t('dashboard.procurement.createRfqDialog')}
        loadingLabel={t('dashboard.procurement.loadingForm')}
      />
    </>
  );
}

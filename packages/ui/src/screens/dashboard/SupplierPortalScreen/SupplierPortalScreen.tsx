import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplay } from '../../../i18n/useDisplay';
import { useDefaultCurrency } from '../../../session/defaultCurrency';
import { useConvertedTotalText } from '../../../components/fulfilment/convertedTotal';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency, percentText } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/TrendChart';

/** /dashboard/supplier: the supplier organization's open opportunities, quotes and revenue. */
export function SupplierPortalScreen() {
  const { t } = useTranslation();
  const display = useDisplay();
  const defaultCurrency = useDefaultCurrency();
  const convertedText = useConvertedTotalText();
  const metrics = trpc.dashboard.supplierMetrics.useQuery();
  return (
    <DashboardFrame
      title={t('dashboard.supplier.title')}
      query={metrics}
      links={[
        { label: t('dashboard.supplier.rfqOpportunities'), to: '/rfq' },
        { label: t('dashboard.supplier.manageQuotes'), to: '/offers' },
        { label: t('dashboard.supplier.orderFulfillment'), to: '/orders' },
      ]}
      metrics={(m) => [
        { label: t('dashboard.supplier.rfqOpportunities'), value: m.rfqOpportunities },
        { label: t('dashboard.supplier.activeQuotes'), value: m.activeQuotes },
        {
          label: t('dashboard.supplier.revenue'),
          value: moneyByCurrency(m.revenue, 'NGN', display, defaultCurrency),
          converted: convertedText(m.converted.revenue),
        },
        {
          label: t('dashboard.supplier.winRate'),
          value: percentText(m.winRate, display),
          hint: t('dashboard.supplier.winRateHint'),
        },
      ]}
    >
      {(m) => {
        const decided = m.quotePerformance.selected + m.quotePerformance.declined;
        return (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <DashboardPanel
                title={t('dashboard.supplier.newOpportunities')}
                empty={m.opportunities.length === 0 && t('dashboard.supplier.noOpportunities')}
              >
                <DashboardTable
                  rows={m.opportunities}
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
                    { header: t('dashboard.columns.buyer'), cell: (rfq) => rfq.buyer },
                    { header: t('dashboard.columns.closes'), cell: (rfq) => display.date(rfq.closeDate) },
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel
                title={t('dashboard.supplier.myActiveQuotes')}
                empty={m.activeQuoteList.length === 0 && t('dashboard.supplier.noQuotes')}
              >
                <DashboardTable
                  rows={m.activeQuoteList}
                  columns={[
                    {
                      header: t('dashboard.columns.rfq'),
                      cell: (quote) => (
                        <>
                          <Text size="sm" fw={600}>
                            {quote.rfqNumber}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {quote.rfqTitle}
                          </Text>
                        </>
                      ),
                    },
                    {
                      header: t('dashboard.columns.total'),
                      cell: (quote) => display.money(quote.totalPrice, quote.currency),
                    },
                    { header: t('dashboard.columns.validUntil'), cell: (quote) => display.date(quote.validUntil) },
                  ]}
                />
              </DashboardPanel>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <DashboardPanel title={t('dashboard.supplier.businessInsights')}>
                <FigureList
                  figures={[
                    [t('dashboard.supplier.openRfqsToQuote'), m.rfqOpportunities],
                    [t('dashboard.supplier.offersDecided'), decided],
                    [t('dashboard.supplier.offersWon'), m.quotePerformance.selected],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title={t('dashboard.supplier.revenueTracking')}>
                <MonthlyMoneyChart points={m.revenueTrend} emptyText={t('dashboard.supplier.noRevenue')} />
              </DashboardPanel>
              <DashboardPanel title={t('dashboard.supplier.quotePerformance')}>
                <FigureList
                  figures={[
                    [t('dashboard.supplier.pending'), m.quotePerformance.pending],
                    [t('dashboard.supplier.selected'), m.quotePerformance.selected],
                    [t('dashboard.supplier.declined'), m.quotePerformance.declined],
                  ]}
                />
              </DashboardPanel>
            </SimpleGrid>
          </>
        );
      }}
    </DashboardFrame>
  );
}

import { formatMoney } from '@energy/domain/money';
import { formatShortDate } from '@energy/domain/dates';
import { SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { trpc } from '../../../trpc';
import { DashboardFrame, DashboardPanel, DashboardTable, FigureList } from '../shared/DashboardFrame';
import { moneyByCurrency, percentText } from '../shared/dashboardFormat';
import { MonthlyMoneyChart } from '../shared/MonthlyChart';

export const SUPPLIER_PORTAL_TEXTS = {
  title: 'Supplier Portal',
  noOpportunities: 'No open RFQs you have not quoted on.',
  noQuotes: 'No quotes awaiting a decision.',
  noRevenue: 'No orders won in the last six months.',
} as const;

/** /dashboard/supplier: the supplier organization's open opportunities, quotes and revenue. */
export function SupplierPortalScreen() {
  const metrics = trpc.dashboard.supplierMetrics.useQuery();
  return (
    <DashboardFrame
      title={SUPPLIER_PORTAL_TEXTS.title}
      query={metrics}
      links={[
        { label: 'RFQ Opportunities', to: '/rfq' },
        { label: 'Manage My Quotes', to: '/offers' },
        { label: 'Order Fulfillment', to: '/orders' },
      ]}
      metrics={(m) => [
        { label: 'RFQ Opportunities', value: m.rfqOpportunities },
        { label: 'Active Quotes', value: m.activeQuotes },
        { label: 'Revenue (MTD)', value: moneyByCurrency(m.revenue, 'NGN') },
        { label: 'Win Rate', value: percentText(m.winRate), hint: 'Selected offers of those decided' },
      ]}
    >
      {(m) => {
        const decided = m.quotePerformance.selected + m.quotePerformance.declined;
        return (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <DashboardPanel
                title="New RFQ Opportunities"
                empty={m.opportunities.length === 0 && SUPPLIER_PORTAL_TEXTS.noOpportunities}
              >
                <DashboardTable
                  rows={m.opportunities}
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
                    { header: 'Buyer', cell: (rfq) => rfq.buyer },
                    { header: 'Closes', cell: (rfq) => formatShortDate(rfq.closeDate) },
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel
                title="My Active Quotes"
                empty={m.activeQuoteList.length === 0 && SUPPLIER_PORTAL_TEXTS.noQuotes}
              >
                <DashboardTable
                  rows={m.activeQuoteList}
                  columns={[
                    {
                      header: 'RFQ',
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
                    { header: 'Total', cell: (quote) => formatMoney(quote.totalPrice, quote.currency) },
                    { header: 'Valid Until', cell: (quote) => formatShortDate(quote.validUntil) },
                  ]}
                />
              </DashboardPanel>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <DashboardPanel title="Business Insights">
                <FigureList
                  figures={[
                    ['Open RFQs to quote', m.rfqOpportunities],
                    ['Offers decided', decided],
                    ['Offers won', m.quotePerformance.selected],
                  ]}
                />
              </DashboardPanel>
              <DashboardPanel title="Revenue Tracking">
                <MonthlyMoneyChart points={m.revenueTrend} emptyText={SUPPLIER_PORTAL_TEXTS.noRevenue} />
              </DashboardPanel>
              <DashboardPanel title="Quote Performance">
                <FigureList
                  figures={[
                    ['Pending', m.quotePerformance.pending],
                    ['Selected', m.quotePerformance.selected],
                    ['Declined', m.quotePerformance.declined],
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

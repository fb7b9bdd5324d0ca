import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../trpc';
import { RecentSettlements, UpcomingSettlements } from './SettlementLists';
import { PaymentPerformance, SettlementStatusBreakdown, SummaryCards } from './SettlementSummary';
import { PageHeading } from '../../../components/PageHeading';

/** The screen's texts, as catalogue keys. */
export const SETTLEMENT_DASHBOARD_TEXTS = {
  title: 'procurement.settlementDashboard.title',
  loading: 'procurement.settlementDashboard.loading',
  failed: 'procurement.settlementDashboard.failed',
} as const;

/** /settlements: summary, status breakdown, payment performance, upcoming and recent settlements. */
export function SettlementDashboardScreen() {
  const { t } = useTranslation();
  const dashboard = trpc.settlement.dashboard.useQuery();
  let body;
  if (dashboard.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t(SETTLEMENT_DASHBOARD_TEXTS.loading)}</Text>
        </Group>
      </Center>
    );
  } else if (dashboard.isError || !dashboard.data) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {t(SETTLEMENT_DASHBOARD_TEXTS.failed)}
      </Alert>
    );
  } else {
    const data = dashboard.data;
    body = (
      <>
        <SummaryCards dashboard={data} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SettlementStatusBreakdown dashboard={data} />
          <PaymentPerformance dashboard={data} />
        </SimpleGrid>
        <UpcomingSettlements dashboard={data} />
        <RecentSettlements dashboard={data} />
      </>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeading title={t(SETTLEMENT_DASHBOARD_TEXTS.title)} />
      {body}
    </Stack>
  );
}

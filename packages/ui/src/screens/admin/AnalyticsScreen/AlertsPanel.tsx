import { EXPIRING_TENDER_HOURS, type TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLORS = { critical: 'red', warning: 'yellow', info: 'blue' } as const;
/** What needs attention now, from the data: each alert's text from its count, in the page's language. */
export function AlertsPanel({ alerts }: { alerts: TAnalyticsFunnel['alerts'] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) {
    return <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('admin.analytics.alerts.none')} />;
  }
  return (
    <Stack gap="sm">
      {alerts.map((alert) => (
        <Alert
          key={alert.type}
          color={SEVERITY_COLORS[alert.severity]}
          icon={<IconAlertTriangle size={18} />}
          title={
            <Group gap="xs">
              <Text fw={600}>{t(`admin.analytics.alerts.${alert.type}`)}</Text>
              <Badge color={SEVERITY_COLORS[alert.severity]}>
                {t(`admin.analytics.alerts.severity.${alert.severity}`)}
              </Badge>
            </Group>
          }
        >
          {t(`admin.analytics.alerts.messages.${alert.type}`, { count: alert.count, hours: EXPIRING_TENDER_HOURS })}
        </Alert>
      ))}
    </Stack>
  );
}

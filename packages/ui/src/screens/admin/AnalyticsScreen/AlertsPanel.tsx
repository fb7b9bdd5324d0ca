import { ANALYTICS_MESSAGES, type TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

const SEVERITY_COLORS = { critical: 'red', warning: 'yellow', info: 'blue' } as const;
const TITLES = {
  overdue_settlements: 'Overdue settlements',
  expiring_tenders: 'Expiring tenders',
  delayed_jobs: 'Delayed jobs',
  pending_reviews: 'Pending reviews',
} as const;

/** What needs attention now, from the data. */
export function AlertsPanel({ alerts }: { alerts: TAnalyticsFunnel['alerts'] }) {
  if (alerts.length === 0) {
    return <Alert color="green" icon={<IconCircleCheck size={18} />} title={ANALYTICS_MESSAGES.noAlerts} />;
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
              <Text fw={600}>{TITLES[alert.type]}</Text>
              <Badge color={SEVERITY_COLORS[alert.severity]}>{alert.severity}</Badge>
            </Group>
          }
        >
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}

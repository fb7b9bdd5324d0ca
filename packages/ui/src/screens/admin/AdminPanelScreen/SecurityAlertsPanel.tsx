import { ADMIN_CONSOLE_MESSAGES, SECURITY_ALERT_LABELS } from '@energy/domain/schemas/admin-console';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/fulfilment/dateTime';
import { trpc } from '../../../trpc';
import { ConsolePanel } from './ConsolePanel';

export const ALERT_TEXTS = {
  title: 'Security Alerts',
  search: 'Search the audit log',
  unknownAddress: 'not recorded',
} as const;

const COLORS = {
  signin_locked: 'red',
  signin_throttled: 'orange',
  role_changed: 'yellow',
  admin_created: 'grape',
  token_created: 'blue',
} as const;

/** Locked and throttled sign-ins, role changes, new admins and tokens created in the last 30 days, with time and address. */
export function SecurityAlertsPanel() {
  const alerts = trpc.adminConsole.securityAlerts.useQuery();
  return (
    <ConsolePanel
      title={ALERT_TEXTS.title}
      query={alerts}
      failed={ADMIN_CONSOLE_MESSAGES.alertsFailed}
      aside={
        <Anchor component={Link} to="/admin/audit-log" size="sm">
          {ALERT_TEXTS.search}
        </Anchor>
      }
    >
      {(a) =>
        a.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {ADMIN_CONSOLE_MESSAGES.noAlerts}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {a.total} in the last 30 days{a.total > a.items.length ? `, the latest ${a.items.length} shown` : ''}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Security alerts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Alert</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Detail</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {a.items.map((alert) => (
                    <Table.Tr key={alert.id}>
                      <Table.Td>{formatDateTime(alert.at)}</Table.Td>
                      <Table.Td>
                        <Badge color={COLORS[alert.kind]} variant="light">
                          {SECURITY_ALERT_LABELS[alert.kind]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{alert.subject}</Table.Td>
                      <Table.Td>{alert.actorName ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{alert.address ?? ALERT_TEXTS.unknownAddress}</Table.Td>
                      <Table.Td>{alert.detail ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )
      }
    </ConsolePanel>
  );
}

import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { ConsolePanel } from './ConsolePanel';

const COLORS = {
  signin_locked: 'red',
  signin_throttled: 'orange',
  role_changed: 'yellow',
  admin_created: 'grape',
  token_created: 'blue',
} as const;

/** Locked and throttled sign-ins, role changes, new admins and tokens created in the last 30 days, with time and address. */
export function SecurityAlertsPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const alerts = trpc.adminConsole.securityAlerts.useQuery();
  return (
    <ConsolePanel
      title={t('admin.panel.alerts.title')}
      loading={t('admin.panel.alerts.loading')}
      query={alerts}
      failed={t('admin.panel.alerts.failed')}
      aside={
        <Anchor component={Link} to="/admin/audit-log" size="sm">
          {t('admin.panel.alerts.search')}
        </Anchor>
      }
    >
      {(a) =>
        a.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.panel.alerts.none')}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {a.total > a.items.length
                ? t('admin.panel.alerts.totalShown', { total: a.total, shown: a.items.length })
                : t('admin.panel.alerts.total', { total: a.total })}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('admin.panel.alerts.table')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.panel.alerts.when')}</Table.Th>
                    <Table.Th>{t('admin.panel.alerts.alert')}</Table.Th>
                    <Table.Th>{t('admin.panel.alerts.account')}</Table.Th>
                    <Table.Th>{t('admin.panel.alerts.by')}</Table.Th>
                    <Table.Th>{t('admin.panel.alerts.address')}</Table.Th>
                    <Table.Th>{t('admin.panel.alerts.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {a.items.map((alert) => (
                    <Table.Tr key={alert.id}>
                      <Table.Td>{display.dateTime(alert.at)}</Table.Td>
                      <Table.Td>
                        <Badge color={COLORS[alert.kind]} variant="light">
                          {t(`admin.panel.alerts.kinds.${alert.kind}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{alert.subject}</Table.Td>
                      <Table.Td>{alert.actorName ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{alert.address ?? t('admin.panel.alerts.unknownAddress')}</Table.Td>
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

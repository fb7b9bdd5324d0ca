import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminCountsPanel } from './AdminCountsPanel';
import { SecurityAlertsPanel } from './SecurityAlertsPanel';
import { SystemHealthPanel } from './SystemHealthPanel';

export const ADMIN_PANEL_TEXTS = {
  title: 'Admin Panel',
  subtitle: 'The platform\'s health, security alerts and the work waiting on the admin screens.',
  auditLog: 'Audit Log',
} as const;

/** /admin, where an admin lands: System Health, Security Alerts, the admin screens' counts and the audit log. */
export function AdminPanelScreen() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">{ADMIN_PANEL_TEXTS.title}</Title>
          <Text c="dimmed">{ADMIN_PANEL_TEXTS.subtitle}</Text>
        </Stack>
        <Button component={Link} to="/admin/audit-log" variant="default" leftSection={<IconListSearch size={16} />}>{ADMIN_PANEL_TEXTS.auditLog}</Button>
      </Group>
      <AdminCountsPanel />
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <SystemHealthPanel />
        <SecurityAlertsPanel />
      </SimpleGrid>
    </Stack>
  );
}

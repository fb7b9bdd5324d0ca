import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminCountsPanel } from './AdminCountsPanel';
import { SecurityAlertsPanel } from './SecurityAlertsPanel';
import { SystemHealthPanel } from './SystemHealthPanel';
import { PageHeading } from '../../../components/PageHeading';

export const ADMIN_PANEL_TEXTS = {
  title: 'Admin Panel',
  subtitle: "The platform's health, security alerts and the work waiting on the admin screens.",
  auditLog: 'Audit Log',
} as const;

/** /admin, where an admin lands: System Health, Security Alerts, the admin screens' counts and the audit log. */
export function AdminPanelScreen() {
  return (
    <Stack gap="lg">
      <PageHeading
        title={ADMIN_PANEL_TEXTS.title}
        subtitle={ADMIN_PANEL_TEXTS.subtitle}
        actions={
          <Button component={Link} to="/admin/audit-log" variant="default" leftSection={<IconListSearch size={16} />}>
            {ADMIN_PANEL_TEXTS.auditLog}
          </Button>
        }
        actionsAlign="flex-end"
      />
      <AdminCountsPanel />
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <SystemHealthPanel />
        <SecurityAlertsPanel />
      </SimpleGrid>
    </Stack>
  );
}

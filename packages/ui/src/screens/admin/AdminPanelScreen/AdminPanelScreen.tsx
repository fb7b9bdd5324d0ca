import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminCountsPanel } from './AdminCountsPanel';
import { SecurityAlertsPanel } from './SecurityAlertsPanel';
import { SystemHealthPanel } from './SystemHealthPanel';
import { PageHeading } from '../../../components/PageHeading';

/** /admin, where an admin lands: System Health, Security Alerts, the admin screens' counts and the audit log. */
export function AdminPanelScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('admin.panel.title')}
        subtitle={t('admin.panel.subtitle')}
        actions={
          <Button component={Link} to="/admin/audit-log" variant="default" leftSection={<IconListSearch size={16} />}>
            {t('admin.panel.auditLog')}
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

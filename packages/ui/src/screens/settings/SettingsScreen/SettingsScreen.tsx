import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { holds } from '@energy/domain/permissions';
import { IconKey, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useSessionUser } from '../../../session/useSessionUser';
import { DangerZoneTab } from './DangerZoneTab';
import { OrganizationTab } from './OrganizationTab';
import { NotificationPreferencesTab, SystemTab } from './PreferencesTabs';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

/** The tabs in their order, each with its label's key. */
export const SETTINGS_TABS = {
  profile: 'settings.tabs.profile',
  organization: 'settings.tabs.organization',
  notifications: 'settings.tabs.notifications',
  security: 'settings.tabs.security',
  system: 'settings.tabs.system',
  danger: 'settings.tabs.danger',
} as const;

/** /settings (spec 001): Profile, Organization (details and members), Notifications, Security, System and Danger Zone; each saves for real. */
type SettingsTab = keyof typeof SETTINGS_TABS;
const isTab = (value: string | null): value is SettingsTab => value !== null && Object.hasOwn(SETTINGS_TABS, value);

export function SettingsScreen() {
  const { t } = useTranslation();
  const session = useSessionUser();
  // The open tab lives in the address (?tab=security), so a link or a reload opens it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'profile';
  if (session.status !== 'signed-in') return <FullPageLoader />;
  const managesWebhooks = holds(session.user.role, 'webhook:read');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('settings.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('settings.subtitle')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to="/settings/api-tokens" variant="light" leftSection={<IconKey size={16} />}>
            {t('settings.apiTokens.title')}
          </Button>
          {managesWebhooks && (
            <Button component={Link} to="/settings/webhooks" variant="light" leftSection={<IconWebhook size={16} />}>
              {t('settings.webhooks.title')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(isTab(value) && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {Object.entries(SETTINGS_TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileTab user={session.user} />
        </Tabs.Panel>
        <Tabs.Panel value="organization" pt="lg">
          <OrganizationTab user={session.user} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="lg">
          <NotificationPreferencesTab />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          <SecurityTab />
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="lg">
          <SystemTab />
        </Tabs.Panel>
        <Tabs.Panel value="danger" pt="lg">
          <DangerZoneTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

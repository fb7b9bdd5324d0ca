import { Stack, Text, Title } from '@mantine/core';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useSessionUser } from '../../../session/useSessionUser';
import { OrganizationMembersCard } from './OrganizationMembersCard';

export const SETTINGS_TEXTS = {
  title: 'Settings',
  subtitle: 'Your organization and account.',
} as const;

/** /settings: for now one section, the organization's members and invitations; more sections follow. */
export function SettingsScreen() {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return <FullPageLoader />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">{SETTINGS_TEXTS.title}</Title>
        <Text c="dimmed" size="sm">{SETTINGS_TEXTS.subtitle}</Text>
      </Stack>
      <OrganizationMembersCard user={session.user} />
    </Stack>
  );
}

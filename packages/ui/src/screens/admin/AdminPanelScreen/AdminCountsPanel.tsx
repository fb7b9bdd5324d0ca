import { ADMIN_CONSOLE_MESSAGES, type TAdminCounts } from '@energy/domain/schemas/admin-console';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { trpc } from '../../../trpc';
import { ConsolePanel } from './ConsolePanel';

export const COUNT_TEXTS = { title: 'Admin Screens' } as const;

interface CountLink {
  label: string;
  to: string;
  value: number;
  hint: string;
}

function links(c: TAdminCounts): CountLink[] {
  return [
    {
      label: 'KYB/KYC reviews waiting',
      to: '/admin/kyb-kyc-reviews',
      value: c.reviewsWaiting,
      hint: 'Pending or under review',
    },
    { label: 'Open disputes', to: '/admin/disputes', value: c.openDisputes, hint: 'Open or investigating' },
    { label: 'Users', to: '/admin/users', value: c.users, hint: `${c.deactivatedUsers} deactivated` },
    {
      label: 'Feature flags',
      to: '/admin/feature-flags',
      value: c.featureFlags,
      hint: `${c.enabledFeatureFlags} enabled`,
    },
  ];
}

/** Each admin screen's work as a count that opens the screen. */
export function AdminCountsPanel() {
  const counts = trpc.adminConsole.counts.useQuery();
  return (
    <ConsolePanel title={COUNT_TEXTS.title} query={counts} failed={ADMIN_CONSOLE_MESSAGES.countsFailed}>
      {(c) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {links(c).map((link) => (
            <Paper key={link.to} withBorder radius="md" p="sm">
              <Anchor component={Link} to={link.to} fw={600} aria-label={`${link.label}: ${link.value}`}>
                {link.label}
              </Anchor>
              <Text size="xl" fw={700}>
                {link.value}
              </Text>
              <Text size="xs" c="dimmed">
                {link.hint}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </ConsolePanel>
  );
}

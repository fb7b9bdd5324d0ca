import type { TAdminCounts } from '@energy/domain/schemas/admin-console';
import type { Translate } from '@energy/i18n/translator';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trpc } from '../../../trpc';
import { ConsolePanel } from './ConsolePanel';

interface CountLink {
  label: string;
  to: string;
  value: number;
  hint: string;
}

function links(t: Translate, c: TAdminCounts): CountLink[] {
  return [
    {
      label: t('admin.panel.counts.reviews'),
      to: '/admin/kyb-kyc-reviews',
      value: c.reviewsWaiting,
      hint: t('admin.panel.counts.reviewsHint'),
    },
    {
      label: t('admin.panel.counts.disputes'),
      to: '/admin/disputes',
      value: c.openDisputes,
      hint: t('admin.panel.counts.disputesHint'),
    },
    {
      label: t('admin.panel.counts.users'),
      to: '/admin/users',
      value: c.users,
      hint: t('admin.panel.counts.usersHint', { count: c.deactivatedUsers }),
    },
    {
      label: t('admin.panel.counts.flags'),
      to: '/admin/feature-flags',
      value: c.featureFlags,
      hint: t('admin.panel.counts.flagsHint', { count: c.enabledFeatureFlags }),
    },
  ];
}

/** Each admin screen's work as a count that opens the screen. */
export function AdminCountsPanel() {
  const { t } = useTranslation();
  const counts = trpc.adminConsole.counts.useQuery();
  return (
    <ConsolePanel
      title={t('admin.panel.counts.title')}
      loading={t('admin.panel.counts.loading')}
      query={counts}
      failed={t('admin.panel.counts.failed')}
    >
      {(c) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {links(t, c).map((link) => (
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

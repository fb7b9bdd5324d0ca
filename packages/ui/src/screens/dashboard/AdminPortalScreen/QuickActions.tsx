import { holds, type AnyPermission } from '@energy/domain/permissions';
import type { TAdminCounts } from '@energy/domain/schemas/admin-console';
import { Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplay, type Display } from '../../../i18n/useDisplay';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { DashboardPanel } from '../shared/DashboardFrame';

interface QuickAction {
  label: string;
  to: string;
  /** Who may do it: the caller's role must hold this. */
  permission: AnyPermission;
  /** Whether there is something to do now (a review waiting, a dispute open). */
  now: boolean;
}

function actionsOf(c: TAdminCounts | undefined, t: TFunction, display: Display): QuickAction[] {
  const kyb = c?.oldestWaitingKyb ?? null;
  return [
    {
      label: kyb
        ? t('dashboard.quickActions.reviewKybOf', {
            organization: kyb.organizationName ?? t('dashboard.quickActions.organization'),
            since: display.date(kyb.submittedAt),
          })
        : t('dashboard.quickActions.reviewKyb'),
      to: `/admin/kyb-kyc-reviews?reviewType=kyb&order=asc${kyb?.organizationName ? `&q=${encodeURIComponent(kyb.organizationName)}` : ''}`,
      permission: 'user:approve',
      now: kyb !== null,
    },
    {
      label: t('dashboard.quickActions.openDisputes', { count: c?.openDisputes ?? 0 }),
      to: '/admin/disputes?status=open',
      permission: 'dispute:decide',
      now: (c?.openDisputes ?? 0) > 0,
    },
    {
      label: t('dashboard.quickActions.inviteUser'),
      to: '/organizations',
      permission: 'organization:invite',
      now: true,
    },
    { label: t('dashboard.quickActions.createContent'), to: '/admin/content', permission: 'content:manage', now: true },
  ];
}

/**
 * Asks for the admin console's counts together with the dashboard's own figures (in the same request), not once the
 * figures have drawn Quick Actions; the dashboard calling it is not re-rendered by their answer.
 */
export function useAdminCountsStarted(): void {
  trpc.adminConsole.counts.useQuery(undefined, { notifyOnChangeProps: [] });
}

/**
 * The admin's common tasks, each shown only when the admin can do it now: the role holds its permission,
 * and for a review or a dispute, one is waiting (from the admin console's counts).
 */
export function QuickActions() {
  const { t } = useTranslation();
  const display = useDisplay();
  const { role } = useSessionParty();
  const counts = trpc.adminConsole.counts.useQuery();
  const actions = actionsOf(counts.data, t, display).filter((a) => role !== null && holds(role, a.permission) && a.now);
  return (
    <DashboardPanel
      title={t('dashboard.quickActions.title')}
      empty={actions.length === 0 && !counts.isPending && t('dashboard.quickActions.none')}
    >
      <Group gap="xs">
        {actions.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant="light" size="sm">
            {action.label}
          </Button>
        ))}
      </Group>
      {counts.error && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('dashboard.quickActions.failed')}
        </Text>
      )}
    </DashboardPanel>
  );
}

import { holds, type AnyPermission } from '@energy/domain/permissions';
import type { TAdminCounts } from '@energy/domain/schemas/admin-console';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../admin/adminFormat';
import { useSessionParty } from '../../../session/useSessionParty';
import { trpc } from '../../../trpc';
import { DashboardPanel } from '../shared/DashboardFrame';

export const QUICK_ACTION_TEXTS = {
  title: 'Quick Actions',
  none: 'Nothing waiting for you right now.',
  failed: 'The waiting work could not be loaded; the admin screens are in the navigation.',
} as const;

interface QuickAction {
  label: string;
  to: string;
  /** Who may do it: the caller's role must hold this. */
  permission: AnyPermission;
  /** Whether there is something to do now (a review waiting, a dispute open). */
  now: boolean;
}

function actionsOf(c: TAdminCounts | undefined): QuickAction[] {
  const kyb = c?.oldestWaitingKyb ?? null;
  return [
    {
      label: kyb
        ? `Review the oldest waiting KYB: ${kyb.organizationName ?? 'organization'} (since ${formatDate(kyb.submittedAt)})`
        : 'Review the oldest waiting KYB',
      to: `/admin/kyb-kyc-reviews?reviewType=kyb&order=asc${kyb?.organizationName ? `&q=${encodeURIComponent(kyb.organizationName)}` : ''}`,
      permission: 'user:approve',
      now: kyb !== null,
    },
    {
      label: `Open disputes (${c?.openDisputes ?? 0})`,
      to: '/admin/disputes?status=open',
      permission: 'dispute:decide',
      now: (c?.openDisputes ?? 0) > 0,
    },
    { label: 'Invite a user', to: '/organizations', permission: 'organization:invite', now: true },
    { label: 'Create content', to: '/admin/content', permission: 'content:manage', now: true },
  ];
}

/**
 * The admin's common tasks, each shown only when the admin can do it now: the role holds its permission,
 * and for a review or a dispute, one is waiting (from the admin console's counts).
 */
export function QuickActions() {
  const { role } = useSessionParty();
  const counts = trpc.adminConsole.counts.useQuery();
  const actions = actionsOf(counts.data).filter((a) => role !== null && holds(role, a.permission) && a.now);
  return (
    <DashboardPanel
      title={QUICK_ACTION_TEXTS.title}
      empty={actions.length === 0 && !counts.isPending && QUICK_ACTION_TEXTS.none}
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
          {QUICK_ACTION_TEXTS.failed}
        </Text>
      )}
    </DashboardPanel>
  );
}

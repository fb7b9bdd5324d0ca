import { holds } from '@energy/domain/permissions';
import type { TBudget } from '@energy/domain/schemas/budget';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { lazyNamed } from '../../../components/lazyNamed';
import { MountWhenOpened } from '../../../components/MountWhenOpened';
import { budgetName, usedPercent } from '../../../components/procurement/budgets';
import { useLabels } from '../../../i18n/labels';
import { useSessionParty } from '../../../session/useSessionParty';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';
import { DashboardPanel } from '../shared/DashboardFrame';

/**
 * The budget form (number inputs, selects and their validation) loads when first wanted, not with the dashboards:
 * on a hover or focus of a button opening it, else on the click.
 */
const { Component: BudgetFormDialog, preload: preloadBudgetForm } = lazyNamed(
  () => import('../../../components/procurement/BudgetFormDialog'),
  'BudgetFormDialog',
);

function Figure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={danger ? 'red' : undefined}>
        {value}
      </Text>
    </div>
  );
}

function BudgetLine({
  budget,
  showOrganization,
  onEdit,
}: {
  budget: TBudget;
  showOrganization: boolean;
  onEdit: (budget: TBudget) => void;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const name = budgetName(budget, { t, labels, display });
  const over = budget.remaining < 0;
  const used = usedPercent(budget);
  const editable = canDo(budget, 'budget.update');
  return (
    <Stack gap={6} component="article" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {showOrganization && (
            <Text size="xs" c="dimmed">
              {budget.organizationName}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          {over && (
            <Badge color="red" variant="light">
              {t('procurement.budget.overBudget')}
            </Badge>
          )}
          {editable && (
            <ActionIcon
              variant="subtle"
              aria-label={t('procurement.budget.editBudget', { what: name })}
              onClick={() => onEdit(budget)}
              onPointerEnter={preloadBudgetForm}
              onFocus={preloadBudgetForm}
            >
              <IconPencil size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Progress
        value={used}
        color={over ? 'red' : used >= 80 ? 'yellow' : 'blue'}
        aria-label={t('dashboard.procurement.budgetUsed', { name, percent: used })}
      />
      <SimpleGrid cols={4} spacing="xs">
        <Figure label={t('procurement.budget.budget')} value={display.money(budget.amount, budget.currency)} />
        <Figure label={t('procurement.budget.committed')} value={display.money(budget.committed, budget.currency)} />
        <Figure label={t('procurement.budget.spent')} value={display.money(budget.spent, budget.currency)} />
        <Figure
          label={t('procurement.budget.remaining')}
          value={display.money(budget.remaining, budget.currency)}
          danger={over}
        />
      </SimpleGrid>
    </Stack>
  );
}

function useBudgetList(notifyOnChangeProps?: []) {
  const { role } = useSessionParty();
  return trpc.budget.list.useQuery(undefined, {
    enabled: role !== null && holds(role, 'budget:read'),
    notifyOnChangeProps,
  });
}

/**
 * Asks for the budgets together with the dashboard's own figures (in the same request), not once the figures have
 * drawn Budget Status; the dashboard calling it is not re-rendered by their answer.
 */
export function useBudgetListStarted(): void {
  useBudgetList([]);
}

/**
 * Budget Status (spec 000 §2, the buyer dashboard's list): this month's and this quarter's budgets
 * of the organization with what is committed, spent and remaining; buyers and finance set and edit them here.
 */
export function BudgetStatus() {
  const { t } = useTranslation();
  const { role } = useSessionParty();
  const budgets = useBudgetList();
  const [editing, setEditing] = useState<{ budget: TBudget | null } | null>(null);
  const canManage = role !== null && holds(role, 'budget:manage');
  const current = (budgets.data ?? []).filter((b) => b.current);

  let body;
  if (budgets.error)
    body = (
      <Alert color="red" title={t('procurement.budget.failed')}>
        {budgets.error.message}
      </Alert>
    );
  else if (budgets.data === undefined)
    body = (
      <Group gap="sm">
        <Loader size="xs" />
        <Text size="sm">{t('procurement.budget.loading')}</Text>
      </Group>
    );
  else if (current.length === 0) {
    body = (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('procurement.budget.empty')}
        </Text>
        {canManage && (
          <Text size="xs" c="dimmed">
            {t('procurement.budget.emptyForManagers')}
          </Text>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {current.map((budget) => (
          <BudgetLine
            key={budget.id}
            budget={budget}
            showOrganization={role === 'admin'}
            onEdit={(b) => setEditing({ budget: b })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <DashboardPanel title={t('procurement.budget.panel')}>
      <Stack gap="sm">
        {body}
        {canManage && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ budget: null })}
              onPointerEnter={preloadBudgetForm}
              onFocus={preloadBudgetForm}
            >
              {t('procurement.budget.setBudget')}
            </Button>
          </Group>
        )}
      </Stack>
      <MountWhenOpened opened={editing !== null}>
        <Suspense fallback={null}>
          <BudgetFormDialog
            opened={editing !== null}
            budget={editing?.budget ?? null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      </MountWhenOpened>
    </DashboardPanel>
  );
}

import type { TBlackout } from '@energy/domain/schemas/fleet';
import { ActionIcon, Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { useLabels } from '../../../i18n/labels';
import { useDisplay } from '../../../i18n/useDisplay';

/** The spec's list height: 96 units of 0.25rem (24rem), then it scrolls. */
export const BLACKOUT_LIST_MAX_HEIGHT = '24rem';

function BlackoutItem({
  blackout,
  onEdit,
  onDelete,
}: {
  blackout: TBlackout;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const display = useDisplay();
  const name = `${blackout.entityLabel} ${display.day(blackout.startDate)}`;
  const entityType = labels.status(blackout.entityType);
  const mayEdit = canDo(blackout, 'blackout.update');
  const mayDelete = canDo(blackout, 'blackout.delete');
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={`${blackout.entityLabel}: ${blackout.reason}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {blackout.entityLabel}
            </Text>
            <Badge variant="light" color={blackout.entityType === 'vehicle' ? 'orange' : 'violet'}>
              {entityType}
            </Badge>
            {blackout.isRecurring && (
              <Badge variant="outline" color="gray">
                {t('fleet.blackouts.recurring')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {display.day(blackout.startDate)} – {display.day(blackout.endDate)}
          </Text>
          <Text size="sm">{blackout.reason}</Text>
          {blackout.description && (
            <Text size="xs" c="dimmed">
              {blackout.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {mayEdit && (
            <ActionIcon variant="subtle" aria-label={t('fleet.blackouts.editOf', { name })} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          )}
          {mayDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('fleet.blackouts.deleteOf', { name })}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

interface BlackoutListProps {
  blackouts: readonly TBlackout[];
  onEdit: (blackout: TBlackout) => void;
  onDelete: (blackout: TBlackout) => void;
}

/** The blackouts loaded so far, in a scroll area of the spec's height; Edit and Delete from allowedActions. */
export function BlackoutList({ blackouts, onEdit, onDelete }: BlackoutListProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={BLACKOUT_LIST_MAX_HEIGHT} type="auto">
      <Stack
        gap="xs"
        component="ul"
        aria-label={t('fleet.blackouts.list')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {blackouts.map((blackout) => (
          <BlackoutItem
            key={blackout.id}
            blackout={blackout}
            onEdit={() => onEdit(blackout)}
            onDelete={() => onDelete(blackout)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

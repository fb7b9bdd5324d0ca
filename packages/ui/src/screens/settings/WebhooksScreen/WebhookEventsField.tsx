import { WEBHOOK_EVENT_TYPES } from '@energy/domain/webhook-events';
import { MultiSelect, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityLabels } from '../../../i18n/activity';

/** Every event (`["*"]`, types added later included), or the types and whole kinds chosen. */
export type EventScope = 'all' | 'chosen';

const kindOf = (pattern: string) => pattern.slice(0, pattern.indexOf('.'));
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The choices of the domain-events catalogue, one group per kind of record: the whole kind (`order.*`) first, then
 * its types. Patterns the endpoint already has keep their place even if the catalogue no longer lists them.
 */
function useEventOptions(current: readonly string[]) {
  const { t } = useTranslation();
  const { recordType } = useActivityLabels();
  return useMemo(() => {
    const types = [...new Set([...WEBHOOK_EVENT_TYPES, ...current.filter((event) => !event.endsWith('.*'))])];
    const kinds = [...new Set([...types, ...current].map(kindOf).filter(Boolean))].sort();
    return kinds.map((kind) => ({
      group: capitalized(recordType(kind)),
      items: [
        {
          value: `${kind}.*`,
          label: t('settings.webhooks.form.everyOfKind', { pattern: `${kind}.*`, kind: recordType(kind) }),
        },
        ...types.filter((type) => kindOf(type) === kind).map((type) => ({ value: type, label: type })),
      ],
    }));
  }, [current, recordType, t]);
}

/** Which events the endpoint receives: all of them, or the types chosen from the catalogue. */
export function WebhookEventsField({
  scope,
  onScopeChange,
  events,
  onEventsChange,
  error,
}: {
  scope: EventScope;
  onScopeChange: (scope: EventScope) => void;
  events: string[];
  onEventsChange: (events: string[]) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const options = useEventOptions(events);
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('settings.webhooks.form.events')}
        withAsterisk
        value={scope}
        onChange={(value) => onScopeChange(value === 'all' ? 'all' : 'chosen')}
        error={scope === 'all' ? error : undefined}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="all" label={t('settings.webhooks.form.allEvents')} />
          <Radio value="chosen" label={t('settings.webhooks.form.chosenEvents')} />
        </Stack>
      </Radio.Group>
      {scope === 'chosen' && (
        <MultiSelect
          label={t('settings.webhooks.form.eventTypes')}
          description={t('settings.webhooks.form.eventTypesHint')}
          placeholder={events.length === 0 ? t('settings.webhooks.form.eventTypesPlaceholder') : undefined}
          data={options}
          value={events}
          onChange={onEventsChange}
          error={error}
          searchable
          clearable
          maxDropdownHeight={280}
        />
      )}
    </Stack>
  );
}

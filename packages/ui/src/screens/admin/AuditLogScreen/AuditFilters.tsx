import { Button, Group, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ListState } from '../../../components/data-table/useListState';

export const AUDIT_FILTERS = ['record', 'actor', 'organization', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
type Filters = Record<AuditFilter, string>;

export const AUDIT_FILTER_TEXTS = {
  record: 'Record',
  recordHint: 'An id, or type:id (user:…, rfq:…)',
  actor: 'Actor',
  actorHint: 'Username, email or user id',
  organization: 'Organization',
  organizationHint: 'Name or id',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear Filters',
} as const;

interface AuditFiltersProps {
  state: Pick<ListState<string, Filters>, 'filters' | 'setFilter' | 'clear' | 'narrowed'>;
}

/** Record, actor, organization and a date range, applied together (Enter or Apply) into the URL. */
export function AuditFilters({ state }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Partial<Filters>>(state.filters);
  const field = (name: AuditFilter) => ({
    value: draft[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((d) => ({ ...d, [name]: value }));
    },
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    for (const name of AUDIT_FILTERS) state.setFilter(name, draft[name]?.trim() || null);
  };
  const clear = () => {
    setDraft({});
    state.clear();
  };
  return (
    <form onSubmit={apply} aria-label="Audit log filters">
      <Group align="flex-end" gap="sm">
        <TextInput label={AUDIT_FILTER_TEXTS.record} placeholder={AUDIT_FILTER_TEXTS.recordHint} {...field('record')} />
        <TextInput label={AUDIT_FILTER_TEXTS.actor} placeholder={AUDIT_FILTER_TEXTS.actorHint} {...field('actor')} />
        <TextInput
          label={AUDIT_FILTER_TEXTS.organization}
          placeholder={AUDIT_FILTER_TEXTS.organizationHint}
          {...field('organization')}
        />
        <TextInput type="date" label={AUDIT_FILTER_TEXTS.from} {...field('from')} />
        <TextInput type="date" label={AUDIT_FILTER_TEXTS.to} {...field('to')} />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {AUDIT_FILTER_TEXTS.apply}
        </Button>
        <Button variant="default" leftSection={<IconFilterOff size={16} />} disabled={!state.narrowed} onClick={clear}>
          {AUDIT_FILTER_TEXTS.clear}
        </Button>
      </Group>
    </form>
  );
}

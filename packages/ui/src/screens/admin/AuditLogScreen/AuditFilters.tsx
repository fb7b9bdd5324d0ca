import { Button, Group, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/data-table/useListState';

export const AUDIT_FILTERS = ['record', 'actor', 'organization', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
type Filters = Record<AuditFilter, string>;

interface AuditFiltersProps {
  state: Pick<ListState<string, Filters>, 'filters' | 'setFilter' | 'clear' | 'narrowed'>;
}

/** Record, actor, organization and a date range, applied together (Enter or Apply) into the URL. */
export function AuditFilters({ state }: AuditFiltersProps) {
  const { t } = useTranslation();
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
  const inputs = {
    record: field('record'),
    actor: field('actor'),
    organization: field('organization'),
    from: field('from'),
    to: field('to'),
  };
  return (
    <form onSubmit={apply} aria-label={t('admin.audit.filters.form')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.audit.filters.record')}
          placeholder={t('admin.audit.filters.recordHint')}
          {...inputs.record}
        />
        <TextInput
          label={t('admin.audit.filters.actor')}
          placeholder={t('admin.audit.filters.actorHint')}
          {...inputs.actor}
        />
        <TextInput
          label={t('admin.audit.filters.organization')}
          placeholder={t('admin.audit.filters.organizationHint')}
          {...inputs.organization}
        />
        <TextInput type="date" label={t('admin.audit.filters.from')} {...inputs.from} />
        <TextInput type="date" label={t('admin.audit.filters.to')} {...inputs.to} />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('admin.audit.filters.apply')}
        </Button>
        <Button variant="default" leftSection={<IconFilterOff size={16} />} disabled={!state.narrowed} onClick={clear}>
          {t('admin.audit.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}

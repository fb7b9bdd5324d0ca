import { FEATURE_FLAGS } from '@energy/domain/feature-flags';
import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel, useLabels } from '../../i18n/labels';
import { useFeatureFlag } from '../featureFlags/useFeatureFlag';
import { ExportCsvButton } from './ExportCsvButton';
import { useNarrowScreen } from './narrowScreen';
import type { ListState } from './useListState';

/** Typing pauses this long before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListFilter<F extends Record<string, string>, K extends keyof F & string = keyof F & string> {
  key: K;
  label: string;
  options: { value: F[K]; label: string }[];
  /** The options are statuses (statusFilter): those labelled with the badge's English word speak the page's language. */
  statusLabels?: boolean;
}

interface ListToolbarProps<F extends Record<string, string>> {
  state: Pick<ListState<string, F>, 'q' | 'setQ' | 'filters' | 'setFilter' | 'input'>;
  searchLabel: string;
  filters?: ListFilter<F>[];
  /** The list's REST path: offers the CSV export of exactly this view (filters, search and sort). */
  exportPath?: string;
}

/** A list's search box (the procedure's `q`) and its filters (the procedure's filter fields). */
export function ListToolbar<F extends Record<string, string>>({
  state,
  searchLabel,
  filters = [],
  exportPath,
}: ListToolbarProps<F>) {
  const [typed, setTyped] = useState(state.q);
  // Follow the URL when it changes from outside (Clear filters, Back): adjust during render, not in an effect.
  const [seenQ, setSeenQ] = useState(state.q);
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    if (typed.trim() !== state.q) setTyped(state.q);
  }
  const search = useDebouncedCallback((q: string) => state.setQ(q), SEARCH_DEBOUNCE_MS);
  // CSV export is a gated feature: the server refuses the download when the flag is off for the caller.
  const csvExport = useFeatureFlag(FEATURE_FLAGS.csvExport);
  const { t } = useTranslation();
  const labels = useLabels();
  const narrow = useNarrowScreen();
  const optionsOf = (filter: ListFilter<F>) =>
    filter.statusLabels
      ? filter.options.map((option) =>
          option.label === statusLabel(option.value) ? { ...option, label: labels.status(option.value) } : option,
        )
      : filter.options;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      {filters.map((filter) =>
        // A phone picks from the system's own list: Mantine's Select mounts a popover whose floating-ui ref callbacks
        // set state while React commits, a second, synchronous render of the list's takeover (~30 ms of /offers' on a
        // fast machine, four times that on a phone). "All" clears the filter, as clearing the Select does.
        narrow ? (
          <NativeSelect
            key={filter.key}
            label={filter.label}
            data={[{ value: '', label: t('components.dataTable.all') }, ...optionsOf(filter)]}
            value={state.filters[filter.key] ?? ''}
            onChange={(event) =>
              state.setFilter(filter.key, (event.currentTarget.value || null) as F[typeof filter.key] | null)
            }
            w={180}
          />
        ) : (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={t('components.dataTable.all')}
            clearable
            data={optionsOf(filter)}
            value={state.filters[filter.key] ?? null}
            onChange={(value) => state.setFilter(filter.key, (value as F[typeof filter.key] | null) ?? null)}
            w={180}
          />
        ),
      )}
      {exportPath && csvExport && <ExportCsvButton path={exportPath} params={state.input} />}
    </Group>
  );
}

import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

export const FILTER_EMPTY_TEXTS = {
  title: 'No matches',
  description: 'Nothing matches this search or these filters.',
  clear: 'Clear filters',
} as const;

/** An empty result of a narrowed list: unlike an empty list, the way out is to widen it. */
export function FilterEmptyState({
  onClear,
  description = FILTER_EMPTY_TEXTS.description,
}: {
  onClear: () => void;
  description?: string;
}) {
  return (
    <EmptyState icon={<IconFilterOff size={32} />} title={FILTER_EMPTY_TEXTS.title} description={description}>
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {FILTER_EMPTY_TEXTS.clear}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

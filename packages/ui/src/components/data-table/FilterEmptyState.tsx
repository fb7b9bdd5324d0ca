import { Button, EmptyState } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The English texts (tests read them); the state speaks the page's language. */
export const FILTER_EMPTY_TEXTS = en.components.filterEmpty;

/** An empty result of a narrowed list: unlike an empty list, the way out is to widen it. */
export function FilterEmptyState({ onClear, description }: { onClear: () => void; description?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconFilterOff size={32} />}
      title={t('components.filterEmpty.title')}
      description={description ?? t('components.filterEmpty.description')}
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {t('components.filterEmpty.clear')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

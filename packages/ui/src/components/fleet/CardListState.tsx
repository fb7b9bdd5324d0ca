import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../fulfilment/QueryState';
import { LoadMore } from '../paging/LoadMore';
import type { PagedList } from '../paging/usePagedList';

export interface CardListTexts {
  loading: string;
  loadFailed: string;
  /** The spec's empty text when nothing exists. */
  empty: string;
  emptyText: string;
  /** The spec's empty text when a search or filter left nothing. */
  filterEmpty: string;
}

interface CardListStateProps {
  list: Pick<PagedList<unknown>, 'items' | 'total' | 'hasMore' | 'loadingMore' | 'loadMore'> & {
    isPending: boolean;
    error: { message: string } | null;
  };
  narrowed: boolean;
  onClear: () => void;
  texts: CardListTexts;
  icon?: ReactNode;
  children: ReactNode;
}

/** A paged list of cards (tenders, jobs): loading, failed, empty, filtered to nothing, or the cards and Load more. */
export function CardListState({ list, narrowed, onClear, texts, icon, children }: CardListStateProps) {
  const { t } = useTranslation();
  if (!list.isPending && !list.error && list.items.length === 0 && narrowed) {
    return (
      <EmptyState
        icon={<IconFilterOff size={32} />}
        title={texts.filterEmpty}
        description={t('components.filterEmpty.description')}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('components.filterEmpty.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <QueryState
      isPending={list.isPending}
      error={list.error}
      isEmpty={list.items.length === 0}
      loadingText={texts.loading}
      errorTitle={texts.loadFailed}
      emptyTitle={texts.empty}
      emptyText={texts.emptyText}
      icon={icon}
    >
      {children}
      <LoadMore list={list} />
    </QueryState>
  );
}

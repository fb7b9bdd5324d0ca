import { Alert, Center, EmptyState, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface QueryStateProps {
  isPending: boolean;
  error: { message: string } | null;
  isEmpty: boolean;
  loadingText: string;
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  icon?: ReactNode;
  /** What shows while loading instead of the spinner and text, e.g. a table's skeleton rows. */
  loading?: ReactNode;
  children: ReactNode;
}

/** A list's four faces: loading, failed, empty, or the list itself. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  loadingText,
  errorTitle,
  emptyTitle,
  emptyText,
  icon,
  loading,
  children,
}: QueryStateProps) {
  if (isPending && loading) return <>{loading}</>;
  if (isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{loadingText}</Text>
        </Group>
      </Center>
    );
  }
  if (error)
    return (
      <Alert color="red" title={errorTitle}>
        {error.message}
      </Alert>
    );
  if (isEmpty) return <EmptyState icon={icon} title={emptyTitle} description={emptyText} />;
  return <>{children}</>;
}

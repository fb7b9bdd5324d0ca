import { Alert, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ConsolePanelProps<T> {
  title: string;
  /** Shown while the panel's query loads ("Loading system health..."). */
  loading: string;
  query: { data: T | undefined; error: { message: string } | null };
  failed: string;
  /** Right of the title (a link to the full screen). */
  aside?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One panel of the admin console with its own query: loading, its failure, or its figures, independently of the others. */
export function ConsolePanel<T>({ title, loading, query, failed, aside, children }: ConsolePanelProps<T>) {
  const { data, error } = query;
  let body: ReactNode;
  if (error)
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={failed}>
        {error.message}
      </Alert>
    );
  else if (data === undefined)
    body = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  else body = children(data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {body}
    </Paper>
  );
}

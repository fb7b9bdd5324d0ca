import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './columns';

interface DataTableCardsProps<T> {
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  rowActions?: ((row: T) => ReactNode) | undefined;
  rowHighlight?: ((row: T) => boolean) | undefined;
}

/** Phones: each row is a card, its columns as label and value, its actions at the top where a thumb reaches. */
export function DataTableCards<T>({ rows, columns, rowKey, rowActions, rowHighlight }: DataTableCardsProps<T>) {
  const [headline, ...facts] = columns;
  return (
    <Stack gap="sm" data-testid="data-table-cards">
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          withBorder
          radius="md"
          p="sm"
          component="article"
          style={
            rowHighlight?.(row)
              ? { borderColor: 'var(--mantine-color-green-filled)', background: 'var(--mantine-color-green-light)' }
              : undefined
          }
        >
          {/* Many actions wrap under the headline rather than push the card past the screen's edge. */}
          <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
            {headline && (
              <Text fw={600} size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {headline.render(row)}
              </Text>
            )}
            {rowActions && (
              <Group gap="xs" wrap="wrap" data-row-actions="">
                {rowActions(row)}
              </Group>
            )}
          </Group>
          <Stack gap={4}>
            {facts.map((column) => (
              // A value too wide beside its label (a long badge on a narrow phone) goes under it, on the right.
              <Group key={column.key} justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {column.title}
                </Text>
                <Text
                  size="sm"
                  component="div"
                  ta="right"
                  style={{ minWidth: 0, marginInlineStart: 'auto', overflowWrap: 'anywhere' }}
                >
                  {column.render(row)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

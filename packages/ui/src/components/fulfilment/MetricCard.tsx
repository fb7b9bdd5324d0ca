import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One dashboard figure; the label doubles as the card's accessible name. `converted` is the money figure's total in
 * the user's currency (or why there is none), labelled as converted, under the figure.
 */
export function MetricCard({
  label,
  value,
  hint,
  converted,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  converted?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
      {converted && (
        <Text size="sm" mt={4}>
          {converted}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

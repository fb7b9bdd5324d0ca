import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value on a fleet card or dialog, e.g. "Max Rate" over "$12,500.00". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>{label}</Text>
      <Text size="sm" component="div">{children}</Text>
    </Stack>
  );
}

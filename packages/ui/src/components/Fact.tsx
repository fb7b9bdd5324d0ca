import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled value, e.g. "Max Rate" over "$12,500.00", on cards, dialogs and detail pages. `caps` is the
 * style of the detail dialogs and pages (RFQ, offer, contract, vehicle): the label in capitals, a little apart.
 */
export function Fact({ label, children, caps = false }: { label: string; children: ReactNode; caps?: boolean }) {
  return (
    <Stack gap={caps ? 2 : 0}>
      <Text size="xs" c="dimmed" tt={caps ? 'uppercase' : undefined} fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

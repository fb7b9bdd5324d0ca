import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

/** "Origin → Destination" as the tender, assignment and tracking cards show a route. */
export function RouteLine({ origin, destination }: { origin: string; destination: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {origin}
      </Text>
      <IconArrowRight size={14} aria-label="to" />
      <Text size="sm" fw={500}>
        {destination}
      </Text>
    </Group>
  );
}

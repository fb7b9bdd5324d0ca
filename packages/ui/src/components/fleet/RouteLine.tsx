import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Origin → Destination" as the tender, assignment and tracking cards show a route. */
export function RouteLine({ origin, destination }: { origin: string; destination: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {origin}
      </Text>
      <IconArrowRight size={14} aria-label={t('fleet.common.to')} />
      <Text size="sm" fw={500}>
        {destination}
      </Text>
    </Group>
  );
}

import type { TPublishedContent } from '@energy/domain/schemas/content';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../i18n/labels';
import { useDisplay } from '../../i18n/useDisplay';

/** A published item as users read it: title, type, last update and the body with its line breaks kept. */
export function ContentBody({ item, headingOrder = 2 }: { item: TPublishedContent; headingOrder?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  const type = labels.of('contentType', item.type);
  return (
    <Stack gap="xs">
      <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h4'}>
        {item.title}
      </Title>
      <Group gap="xs">
        <Badge variant="light">{type}</Badge>
        <Text size="xs" c="dimmed">
          {t('admin.content.updated', { date: display.date(item.updatedAt) })}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{item.content}</Text>
    </Stack>
  );
}

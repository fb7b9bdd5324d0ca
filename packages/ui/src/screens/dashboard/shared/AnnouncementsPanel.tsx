import { Alert, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** The newest published announcements a dashboard shows. */
export const ANNOUNCEMENTS_SHOWN = 3;

/** Published announcements at the top of every role's dashboard; nothing at all when there are none. */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const display = useDisplay();
  const announcements = trpc.content.published.useQuery(
    { type: 'announcement', limit: ANNOUNCEMENTS_SHOWN },
    { retry: false },
  );
  // Drawn in the dashboard's deferred render (DashboardFrame), with its figures: drawn before them, the
  // announcements pushed the figures' loading line down the page (a layout shift).
  const items = useDeferredValue(announcements.data?.items) ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('dashboard.frame.announcements')}>
      {items.map((item) => (
        <Alert key={item.id} color="blue" variant="light" icon={<IconSpeakerphone size={18} />} title={item.title}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.content}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {display.date(item.updatedAt)}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}

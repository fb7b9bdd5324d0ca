import type { TNotification } from '@energy/domain/schemas/notification';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';

const PRIORITY_COLORS: Record<TNotification['priority'], string> = { high: 'red', medium: 'yellow', low: 'gray' };

const noSubscription = () => () => {};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "Just now" under an hour, then whole hours, then whole days (spec 001), in the page's language. */
function useRelativeTime(): (at: string) => string {
  const { t } = useTranslation();
  return (at) => {
    const elapsed = Date.now() - new Date(at).getTime();
    if (elapsed < HOUR_MS) return t('notifications.justNow');
    if (elapsed < DAY_MS) return t('notifications.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
    return t('notifications.daysAgo', { count: Math.floor(elapsed / DAY_MS) });
  };
}

/**
 * "Just now", "3 hours ago" (spec 001): read from the clock, so never in the server's first frame, whose clock
 * is not the browser's: it and the hydrating render write nothing (the server snapshot), and the time appears
 * right after; a page the browser draws itself shows it at once. A text drawn from two clocks was the
 * hydration error (React #418) seen on /notifications.
 */
function RelativeTime({ at }: { at: string }) {
  const relativeTime = useRelativeTime();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <time dateTime={at}>{inBrowser ? relativeTime(at) : ''}</time>;
}

interface NotificationItemProps {
  notification: TNotification;
  onMarkRead: (id: string) => void;
  marking: boolean;
}

/** One notification: title, message, type and priority, how long ago, a link to its record, and Mark as read while unread. */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={notification.title}
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 500}>{notification.title}</Text>
            <StatusBadge status={notification.type} variant="outline" />
            <Badge color={PRIORITY_COLORS[notification.priority]} variant="light">
              {t(`notifications.priority.${notification.priority}`)}
            </Badge>
          </Group>
          <Text size="sm">{notification.message}</Text>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              <RelativeTime at={notification.createdAt} />
            </Text>
            {notification.link && (
              <Anchor component={Link} to={notification.link} size="xs">
                {t('notifications.view')}
              </Anchor>
            )}
          </Group>
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="light"
            loading={marking}
            onClick={() => onMarkRead(notification.id)}
            aria-label={t('notifications.markReadOf', { title: notification.title })}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

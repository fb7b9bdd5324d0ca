import { NOTIFICATION_MESSAGES, relativeTime, type TNotification } from '@energy/domain/schemas/notification';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';

const PRIORITY_COLORS: Record<TNotification['priority'], string> = { high: 'red', medium: 'yellow', low: 'gray' };

const noSubscription = () => () => {};

/**
 * "Just now", "3 hours ago" (spec 001): read from the clock, so never in the server's first frame, whose clock
 * is not the browser's: it and the hydrating render write nothing (the server snapshot), and the time appears
 * right after; a page the browser draws itself shows it at once. A text drawn from two clocks was the
 * hydration error (React #418) seen on /notifications.
 */
function RelativeTime({ at }: { at: string }) {
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
              {notification.priority}
            </Badge>
          </Group>
          <Text size="sm">{notification.message}</Text>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              <RelativeTime at={notification.createdAt} />
            </Text>
            {notification.link && (
              <Anchor component={Link} to={notification.link} size="xs">
                View
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
            aria-label={`${NOTIFICATION_MESSAGES.markRead}: ${notification.title}`}
          >
            {NOTIFICATION_MESSAGES.markRead}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

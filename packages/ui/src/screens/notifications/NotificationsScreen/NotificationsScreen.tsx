import { NOTIFICATION_MESSAGES } from '@energy/domain/schemas/notification';
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { LoadMore } from '../../../components/paging/LoadMore';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';
import { NotificationItem } from './NotificationItem';
import { PageHeading } from '../../../components/PageHeading';

export const NOTIFICATIONS_TEXTS = {
  title: 'Notifications',
  subtitle: 'Updates on your RFQs, offers, contracts, orders, shipments and payments.',
  unread: 'Unread',
  highPriority: 'High Priority',
  today: 'Today',
  all: 'All',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded',
  empty: 'No notifications',
  emptyText: 'You are all caught up: new activity on your records will show here.',
  emptyUnread: 'No unread notifications',
  allRead: 'All notifications marked as read',
  markFailed: 'Could not mark as read',
} as const;

type Shown = 'all' | 'unread';

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value ?? '–'}
      </Text>
    </Paper>
  );
}

/** /notifications (spec 001): the caller's notifications with the unread, high priority and today counters; Mark as read and Mark All as Read. */
export function NotificationsScreen() {
  const [shown, setShown] = useState<Shown>('all');
  const utils = trpc.useUtils();
  const counters = trpc.notification.counters.useQuery();
  const list = usePagedList(
    trpc.notification.list.useInfiniteQuery(shown === 'unread' ? { unread: true } : {}, PAGED_QUERY),
  );
  const refresh = () => void utils.notification.invalidate();
  const failed = (error: { message: string }) =>
    showNotice({ title: NOTIFICATIONS_TEXTS.markFailed, message: error.message, variant: 'destructive' });
  const markRead = trpc.notification.markRead.useMutation({ onSuccess: refresh, onError: failed });
  const markAll = trpc.notification.markAllRead.useMutation({
    onSuccess: () => {
      showNotice({ title: NOTIFICATION_MESSAGES.markAllRead, message: NOTIFICATIONS_TEXTS.allRead });
      refresh();
    },
    onError: failed,
  });

  return (
    <Stack gap="lg">
      <PageHeading
        title={NOTIFICATIONS_TEXTS.title}
        subtitle={NOTIFICATIONS_TEXTS.subtitle}
        subtitleSize="sm"
        actions={
          <Button
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={(counters.data?.unread ?? 0) === 0}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        }
        actionsAlign="flex-end"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Counter label={NOTIFICATIONS_TEXTS.unread} value={counters.data?.unread} />
        <Counter label={NOTIFICATIONS_TEXTS.highPriority} value={counters.data?.highPriorityUnread} />
        <Counter label={NOTIFICATIONS_TEXTS.today} value={counters.data?.today} />
      </SimpleGrid>
      <SegmentedControl
        aria-label="Show"
        value={shown}
        onChange={(value) => setShown(value === 'unread' ? 'unread' : 'all')}
        data={[
          { value: 'all', label: NOTIFICATIONS_TEXTS.all },
          { value: 'unread', label: NOTIFICATIONS_TEXTS.unread },
        ]}
        w="fit-content"
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.items.length === 0}
        loadingText={NOTIFICATIONS_TEXTS.loading}
        errorTitle={NOTIFICATIONS_TEXTS.failed}
        emptyTitle={shown === 'unread' ? NOTIFICATIONS_TEXTS.emptyUnread : NOTIFICATIONS_TEXTS.empty}
        emptyText={NOTIFICATIONS_TEXTS.emptyText}
        icon={<IconBell />}
      >
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={NOTIFICATIONS_TEXTS.title}>
          {list.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={(id) => markRead.mutate({ id })}
              marking={markRead.isPending && markRead.variables?.id === notification.id}
            />
          ))}
        </Stack>
        <LoadMore list={list} />
      </QueryState>
    </Stack>
  );
}

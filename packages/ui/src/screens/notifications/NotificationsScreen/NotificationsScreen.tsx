import { en } from '@energy/i18n/messages/en/screens';
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { LoadMore } from '../../../components/paging/LoadMore';
import { PAGED_QUERY, usePagedList } from '../../../components/paging/usePagedList';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';
import { NotificationItem } from './NotificationItem';
import { PageHeading } from '../../../components/PageHeading';

/** The screen's English texts (tests and stories read them); the screen speaks the page's language. */
export const NOTIFICATIONS_TEXTS = en.notifications;

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
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const counters = trpc.notification.counters.useQuery();
  const list = usePagedList(
    trpc.notification.list.useInfiniteQuery(shown === 'unread' ? { unread: true } : {}, PAGED_QUERY),
  );
  const refresh = () => void utils.notification.invalidate();
  const failed = (error: { message: string }) =>
    showNotice({ title: t('notifications.markFailed'), message: error.message, variant: 'destructive' });
  const markRead = trpc.notification.markRead.useMutation({ onSuccess: refresh, onError: failed });
  const markAll = trpc.notification.markAllRead.useMutation({
    onSuccess: () => {
      showNotice({ title: t('notifications.markAllRead'), message: t('notifications.allRead') });
      refresh();
    },
    onError: failed,
  });

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        subtitleSize="sm"
        actions={
          <Button
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={(counters.data?.unread ?? 0) === 0}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
        actionsAlign="flex-end"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Counter label={t('notifications.unread')} value={counters.data?.unread} />
        <Counter label={t('notifications.highPriority')} value={counters.data?.highPriorityUnread} />
        <Counter label={t('notifications.today')} value={counters.data?.today} />
      </SimpleGrid>
      <SegmentedControl
        aria-label={t('notifications.show')}
        value={shown}
        onChange={(value) => setShown(value === 'unread' ? 'unread' : 'all')}
        data={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unread') },
        ]}
        w="fit-content"
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.items.length === 0}
        loadingText={t('notifications.loading')}
        errorTitle={t('notifications.failed')}
        emptyTitle={shown === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
        emptyText={t('notifications.emptyText')}
        icon={<IconBell />}
      >
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
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

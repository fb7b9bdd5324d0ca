import type { RequestHandler } from 'msw';
import {
  noNotificationCounters,
  notificationCounters,
  notificationList,
  notificationMessages,
  type NotificationCountersFixture,
  type NotificationFixture,
} from './fixtures/notification';
import { mockPage, serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const notificationHandlers = {
  list: (list: NotificationFixture[] = notificationList) =>
    trpcMsw.notification.list.query(({ input }) =>
      mockPage(input?.unread === true ? list.filter((n) => n.readAt === null) : list, input),
    ),
  listLoading: () => trpcMsw.notification.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.notification.list.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', notificationMessages.serverUnavailable);
    }),
  counters: (counters: NotificationCountersFixture = notificationCounters) =>
    trpcMsw.notification.counters.query(() => counters),
  noCounters: () => trpcMsw.notification.counters.query(() => noNotificationCounters),
  countersLoading: () => trpcMsw.notification.counters.query(() => pendingForever()),
  markReadSucceeds: () =>
    trpcMsw.notification.markRead.mutation(({ input }) => ({
      ...(notificationList.find((n) => n.id === input.id) ?? (notificationList[0] as NotificationFixture)),
      readAt: new Date().toISOString(),
    })),
  markAllReadSucceeds: (marked = notificationCounters.unread) =>
    trpcMsw.notification.markAllRead.mutation(() => ({ marked })),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

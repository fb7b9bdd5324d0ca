import {
  ZMarkAllReadResult,
  ZNotification,
  ZNotificationCounters,
  ZNotificationListInput,
  ZNotificationRef,
} from '@energy/domain/schemas/notification';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { authedProcedure } from '../../permission';
import { router } from '../../trpc';
import { listNotifications, markAllRead, markRead, notificationCounters } from './notification.service';

/** The caller's own notifications: any signed-in user (spec 001 §6: no role restriction); nobody sees another's. */
export const notificationRouter = router({
  list: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/notifications',
        query: true,
        paged: true,
        summary: "The caller's notifications, newest first, a page at a time",
      },
    })
    .input(ZNotificationListInput)
    .output(zPage(ZNotification))
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input, ctx.language)),
  counters: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/notifications/counters',
        summary: "Unread, high priority unread and today's notifications",
      },
    })
    .input(z.void())
    .output(ZNotificationCounters)
    .query(({ ctx }) => notificationCounters(ctx.db, ctx.user.id)),
  markRead: authedProcedure
    .meta({ rest: { method: 'post', path: '/api/notifications/{id}/read', summary: 'Mark one notification as read' } })
    .input(ZNotificationRef)
    .output(ZNotification)
    .mutation(({ ctx, input }) => markRead(ctx.db, ctx.user.id, input.id, ctx.language)),
  markAllRead: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/notifications/read-all',
        summary: 'Mark every notification of the caller as read',
      },
    })
    .input(z.void())
    .output(ZMarkAllReadResult)
    .mutation(({ ctx }) => markAllRead(ctx.db, ctx.user.id)),
});

import { z } from 'zod';
import { zPagedListInput } from './paging';

/**
 * Notifications (spec 001 "Notifications"): the spec's sample types (payment, shipment, contract, rfq) and
 * one per further record a domain event speaks of; priorities high, medium, low.
 */
export const NOTIFICATION_TYPES = [
  'rfq',
  'offer',
  'contract',
  'settlement',
  'order',
  'shipment',
  'payment',
  'tender',
  'job',
  'review',
  'dispute',
  'webhook',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  empty: 'No notifications',
  markAllRead: 'Mark All as Read',
  markRead: 'Mark as read',
} as const;

// Query strings carry booleans as text.
const ZFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const ZNotificationListInput = zPagedListInput(['createdAt'], {
  unread: ZFlag.optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  priority: z.enum(NOTIFICATION_PRIORITIES).optional(),
});
export type TNotificationListInput = z.input<typeof ZNotificationListInput>;

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  message: z.string(),
  /** The route of the record the notification speaks of. */
  link: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationCounters = z.object({
  unread: z.number().int(),
  highPriorityUnread: z.number().int(),
  /** Received since midnight UTC. */
  today: z.number().int(),
});
export type TNotificationCounters = z.infer<typeof ZNotificationCounters>;

export const ZNotificationRef = z.strictObject({ id: z.uuid(NOTIFICATION_MESSAGES.notFound) });
export const ZMarkAllReadResult = z.object({ marked: z.number().int() });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spec's relative times: "Just now", "N hours ago", "N days ago". Under an hour reads "Just now" (the
 * spec has no minutes); one reads "1 hour ago" / "1 day ago".
 */
export function relativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

import type { Executor } from '@energy/db/client';
import { notifications } from '@energy/db/schema/notifications';
import type { TPage } from '@energy/domain/schemas/paging';
import {
  NOTIFICATION_MESSAGES,
  type NotificationPriority,
  type NotificationType,
  type TNotification,
  type TNotificationCounters,
  type ZNotificationListInput,
} from '@energy/domain/schemas/notification';
import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { DomainError } from '@energy/domain/errors';
import type { z } from 'zod';
import type { Language } from '@energy/i18n/languages';
import { iso } from '../../iso-date';
import { renderStoredText } from '../../notifications/stored-text';
import { MATCH, NO_PAGE_KEY, rememberKeys, runPage, type Keyset, type ListSpec } from '../../paging';

const NOTIFICATION_LIST: ListSpec<'createdAt'> = {
  name: 'notification',
  id: notifications.id,
  sorts: { createdAt: { column: notifications.createdAt, kind: 'timestamptz' } },
  search: [notifications.title, notifications.message],
};

/**
 * The caller's notifications as they read them: the title and message in the caller's language of the moment, from
 * the stored text where the row has one, else as written (older rows).
 */
async function notificationRows(
  db: Executor,
  language: Language | undefined,
  where: SQL | undefined,
  page?: Keyset,
): Promise<TNotification[]> {
  const query = db
    .select({ pageKey: page?.key ?? NO_PAGE_KEY, row: notifications })
    .from(notifications)
    .where(and(where, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(notifications.createdAt), desc(notifications.id)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const items = rows.map(({ row }): TNotification => {
    const read = language ? renderStoredText(row.text, language) : null;
    return {
      id: row.id,
      type: row.type as NotificationType,
      priority: row.priority as NotificationPriority,
      title: read?.title ?? row.title,
      message: read?.message ?? row.message,
      link: row.link,
      entityType: row.entityType,
      entityId: row.entityId,
      readAt: row.readAt ? iso(row.readAt) : null,
      createdAt: iso(row.createdAt),
    };
  });
  return rememberKeys(
    items,
    rows.map((r) => r.pageKey),
  );
}

/** The caller's own notifications, newest first; filters unread, type, priority. */
export function listNotifications(
  db: Executor,
  userId: string,
  input: z.output<typeof ZNotificationListInput>,
  language?: Language,
): Promise<TPage<TNotification>> {
  const mine = and(
    eq(notifications.userId, userId),
    input.unread === true ? isNull(notifications.readAt) : undefined,
    input.unread === false ? sql`${notifications.readAt} is not null` : undefined,
    input.type ? eq(notifications.type, input.type) : undefined,
    input.priority ? eq(notifications.priority, input.priority) : undefined,
  );
  return runPage(
    db,
    NOTIFICATION_LIST,
    input,
    (keyset) => notificationRows(db, language, mine, keyset),
    (search) => db.select(MATCH).from(notifications).where(and(mine, search)).$dynamic(),
  );
}

/** The spec's counters: unread, high priority unread, and received today (since midnight UTC). */
export async function notificationCounters(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<TNotificationCounters> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      highPriorityUnread: sql<number>`count(*) filter (where ${notifications.readAt} is null and ${notifications.priority} = 'high')::int`,
      today: sql<number>`count(*) filter (where ${gte(notifications.createdAt, midnight)})::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { unread: row?.unread ?? 0, highPriorityUnread: row?.highPriorityUnread ?? 0, today: row?.today ?? 0 };
}

/** Marks one of the caller's notifications read (again: no change); another user's is not found. */
export async function markRead(db: Executor, userId: string, id: string, language?: Language): Promise<TNotification> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  const [shown] = await notificationRows(db, language, and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!shown) throw new DomainError('not_found', NOTIFICATION_MESSAGES.notFound);
  return shown;
}

export async function markAllRead(db: Executor, userId: string): Promise<{ marked: number }> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length };
}

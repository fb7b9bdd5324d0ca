import type { Database } from '@energy/db/client';
import { domainEvents } from '@energy/db/schema/events';
import { notifications } from '@energy/db/schema/notifications';
import { offers } from '@energy/db/schema/offers';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Mailer, OutgoingMail } from '../context';
import { toDomainEvent } from '../events/outbox';
import { adminsAlertedBy, isRecipient, membersOf } from './recipients';
import { NOTIFICATION_TYPE_OF, notificationLink, notificationText } from './texts';

/** Events claimed per transaction. */
export const NOTIFIER_BATCH = 100;

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  /** Mailed links are built from this. */
  appUrl: string;
}

interface Batch {
  events: number;
  mails: OutgoingMail[];
}

/**
 * Claims the oldest events not yet notified (FOR UPDATE SKIP LOCKED: instances never take the same
 * event, and an event whose transaction has not committed is not seen yet, so ids committing out of order
 * are not skipped), writes their notifications and marks them notified, in one transaction. The unique
 * (user, event) key makes a replay write nothing twice. High-priority mails go out after the commit, for
 * the rows this batch wrote, to users whose preferences allow e-mail.
 */
async function notifyBatch(deps: NotifierDeps): Promise<Batch> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(domainEvents)
      .where(isNull(domainEvents.notifiedAt))
      .orderBy(asc(domainEvents.id))
      .limit(NOTIFIER_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { events: 0, mails: [] };
    const events = rows.map(toDomainEvent);
    const members = [...(await membersOf(tx, [...new Set(events.flatMap((e) => e.organizationIds))])), ...(await adminsAlertedBy(tx, events))];
    const offerIds = events.filter((e) => e.entityType === 'offer').map((e) => e.entityId);
    const rfqOfOffer = new Map(
      offerIds.length === 0
        ? []
        : (await tx.select({ id: offers.id, rfqId: offers.rfqId }).from(offers).where(inArray(offers.id, offerIds))).map((o) => [o.id, o.rfqId]),
    );
    const values: (typeof notifications.$inferInsert)[] = [];
    const mailFor = new Map<string, OutgoingMail>();
    for (const event of events) {
      const type = NOTIFICATION_TYPE_OF[event.entityType];
      if (!type) continue;
      const text = notificationText(event);
      const link = notificationLink(event.entityType, event.entityId, rfqOfOffer.get(event.entityId) ?? null);
      for (const user of members) {
        if (!isRecipient(user, event, type)) continue;
        values.push({
          userId: user.id, organizationId: user.organizationId, type, priority: text.priority, title: text.title, message: text.message,
          link, entityType: event.entityType, entityId: event.entityId, eventId: Number(event.id), createdAt: new Date(event.createdAt),
        });
        if (text.priority === 'high' && user.preferences.emailNotifications) {
          const url = new URL(link ?? '/notifications', deps.appUrl).toString();
          mailFor.set(`${user.id}:${event.id}`, { to: user.email, subject: text.title, text: `Hello ${user.firstName},\n\n${text.message}\n\n${url}\n` });
        }
      }
    }
    const written = values.length === 0
      ? []
      : await tx.insert(notifications).values(values).onConflictDoNothing().returning({ userId: notifications.userId, eventId: notifications.eventId });
    await tx.update(domainEvents).set({ notifiedAt: new Date() }).where(inArray(domainEvents.id, rows.map((r) => r.id)));
    const mails = written.flatMap((w) => mailFor.get(`${w.userId}:${w.eventId}`) ?? []);
    return { events: rows.length, mails };
  });
}

/** One round: every committed event not yet notified, a batch at a time. Returns how many events it handled. */
export async function runNotificationRound(deps: NotifierDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await notifyBatch(deps);
    for (const mail of batch.mails) await deps.mailer.send(mail);
    handled += batch.events;
    if (batch.events < NOTIFIER_BATCH) return handled;
  }
}

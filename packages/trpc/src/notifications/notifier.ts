import type { Database, Executor } from '@energy/db/client';
import { domainEvents } from '@energy/db/schema/events';
import { notifications, rfqDigestItems, rfqNoticeWindows, userPreferences } from '@energy/db/schema/notifications';
import { organizations } from '@energy/db/schema/organizations';
import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { NOTIFICATION_TYPE_OF } from '@energy/domain/entities/registry';
import { isRfqOpen } from '@energy/domain/machines/procurement';
import type { TDomainEvent } from '@energy/domain/schemas/events';
import type { NotificationType } from '@energy/domain/schemas/notification';
import { DEFAULT_PREFERENCES } from '@energy/domain/schemas/settings';
import { and, asc, eq, exists, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Mailer, OutgoingMail } from '../context';
import { toDomainEvent } from '../events/outbox';
import { isLanguage } from '@energy/i18n/languages';
import { translatorFor } from '@energy/i18n/translator';
import { counterpartyOf, factsOf, loadEventFacts } from './facts';
import {
  adminsAlertedBy,
  hearsOfNewRfq,
  isRecipient,
  membersOf,
  suppliesProduct,
  verifiedSupplierMembers,
  type Recipient,
} from './recipients';
import { digestTextSource, eventTextSource } from './stored-text';
import { notificationLink, notificationText, rfqDigestText } from './texts';
import { formatInZone, ianaZone } from '@energy/domain/time-zones';
import { queueNotificationSms } from '../sms/notification-sms';

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
 * the rows this batch wrote, to users whose preferences allow email; their SMS are queued in the transaction
 * (queueNotificationSms).
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
    const members = [
      ...(await membersOf(tx, [...new Set(events.flatMap((e) => e.organizationIds))])),
      ...(await adminsAlertedBy(tx, events)),
    ];
    const newRfqs = events.filter((e) => e.type === 'rfq.created');
    const suppliers = newRfqs.length > 0 ? await verifiedSupplierMembers(tx) : [];
    const productOf = new Map(
      newRfqs.length > 0
        ? (
            await tx
              .select({ id: rfqs.id, productType: rfqs.productType })
              .from(rfqs)
              .where(
                inArray(
                  rfqs.id,
                  newRfqs.map((e) => e.entityId),
                ),
              )
          ).map((r) => [r.id, r.productType])
        : [],
    );
    const facts = await loadEventFacts(
      tx,
      events,
      suppliers.map((u) => u.organizationId),
    );
    const values: (typeof notifications.$inferInsert)[] = [];
    const mailFor = new Map<string, OutgoingMail>();
    const row = (user: Recipient, event: TDomainEvent, type: NotificationType) => {
      const record = factsOf(facts, event);
      const context = { record, counterparty: counterpartyOf(facts, event, user.organizationId) };
      const text = notificationText(event, context, user.language);
      const link = notificationLink(event, record, user.role);
      values.push({
        userId: user.id,
        organizationId: user.organizationId,
        type,
        priority: text.priority,
        title: text.title,
        message: text.message,
        text: eventTextSource(event, context),
        link,
        entityType: event.entityType,
        entityId: event.entityId,
        eventId: Number(event.id),
        createdAt: new Date(event.createdAt),
      });
      if (text.priority === 'high' && user.preferences.emailNotifications) {
        const url = new URL(link ?? '/notifications', deps.appUrl).toString();
        mailFor.set(`${user.id}:${event.id}`, {
          to: user.email,
          subject: text.title,
          text: `${translatorFor(user.language)('notices.mail.greeting', { firstName: user.firstName })}\n\n${text.message}\n${formatInZone(event.createdAt, ianaZone(user.timezone, user.browserTimeZone ?? undefined))}\n\n${url}\n`,
        });
      }
    };
    for (const event of events) {
      const type = NOTIFICATION_TYPE_OF[event.entityType];
      if (!type) continue;
      for (const user of members) if (isRecipient(user, event, type)) row(user, event, type);
    }
    for (const event of newRfqs) {
      const told = await claimImmediateRfqNotice(
        tx,
        event,
        suppliers.filter(
          (user) =>
            !event.organizationIds.includes(user.organizationId ?? '') &&
            suppliesProduct(user, productOf.get(event.entityId)) &&
            hearsOfNewRfq(user, event),
        ),
      );
      for (const user of told) row(user, event, 'rfq');
    }
    const written =
      values.length === 0
        ? []
        : await tx
            .insert(notifications)
            .values(values)
            .onConflictDoNothing()
            .returning({ id: notifications.id, userId: notifications.userId, eventId: notifications.eventId });
    await queueNotificationSms(
      tx,
      written.map((w) => w.id),
      deps.appUrl,
    );
    await tx
      .update(domainEvents)
      .set({ notifiedAt: new Date() })
      .where(
        inArray(
          domainEvents.id,
          rows.map((r) => r.id),
        ),
      );
    const mails = written.flatMap((w) => mailFor.get(`${w.userId}:${w.eventId}`) ?? []);
    return { events: rows.length, mails };
  });
}

/**
 * New RFQs for suppliers, at most one notice an hour each: the first RFQ in a user's hour
 * opens the hour and is told at once; later ones wait in rfq_digest_items for the digest. The hour is claimed
 * by an upsert that moves opened_at only when the last hour is over, so of two instances handling two RFQs at
 * once exactly one tells the user at once (the other waits on the row, then sees the hour taken). Returns the
 * users to tell at once. A replayed event (written before, not yet marked) goes to nobody's digest twice.
 */
async function claimImmediateRfqNotice(tx: Executor, event: TDomainEvent, users: Recipient[]): Promise<Recipient[]> {
  if (users.length === 0) return [];
  const already = new Set(
    (
      await tx
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.eventId, Number(event.id)))
    ).map((n) => n.userId),
  );
  const pending = users.filter((u) => !already.has(u.id));
  if (pending.length === 0) return [];
  const now = new Date();
  const claimed = new Set(
    (
      await tx
        .insert(rfqNoticeWindows)
        .values(pending.map((u) => ({ userId: u.id, openedAt: now })))
        .onConflictDoUpdate({
          target: rfqNoticeWindows.userId,
          set: { openedAt: sql`excluded.opened_at` },
          setWhere: sql`${rfqNoticeWindows.openedAt} <= excluded.opened_at - ${RFQ_DIGEST_WINDOW_SQL}`,
        })
        .returning({ userId: rfqNoticeWindows.userId })
    ).map((w) => w.userId),
  );
  const later = pending.filter((u) => !claimed.has(u.id));
  if (later.length > 0) {
    await tx
      .insert(rfqDigestItems)
      .values(later.map((u) => ({ userId: u.id, rfqId: event.entityId, eventId: Number(event.id), createdAt: now })))
      .onConflictDoNothing();
  }
  return pending.filter((u) => claimed.has(u.id));
}

/** How long one supplier's hour of new-RFQ notices lasts. */
export const RFQ_DIGEST_WINDOW_MS = 3_600_000;
const RFQ_DIGEST_WINDOW_SQL = sql.raw("interval '1 hour'");

/** Users whose digests one transaction writes. */
const DIGEST_BATCH = 50;

/**
 * The digest job: for every user whose hour is over and who has RFQs waiting, one notification naming them
 * all ("3 new RFQs"), and the waiting rows deleted, in one transaction. The users' hour rows are claimed FOR
 * UPDATE SKIP LOCKED, so two runs (two instances) never write a user's digest twice; RFQs no longer open (isRfqOpen:
 * by their state or their close date), and users who have switched RFQ updates off since, are dropped. Returns how
 * many digests it wrote.
 */
export async function runRfqDigestRound(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ userId: rfqNoticeWindows.userId })
        .from(rfqNoticeWindows)
        .where(
          and(
            lte(rfqNoticeWindows.openedAt, new Date(now.getTime() - RFQ_DIGEST_WINDOW_MS)),
            exists(
              tx.select({ one: sql`1` }).from(rfqDigestItems).where(eq(rfqDigestItems.userId, rfqNoticeWindows.userId)),
            ),
          ),
        )
        .limit(DIGEST_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { users: 0, digests: 0 };
      const userIds = due.map((d) => d.userId);
      const items = await tx
        .select({
          userId: rfqDigestItems.userId,
          eventId: rfqDigestItems.eventId,
          rfqId: rfqs.id,
          rfqNumber: rfqs.rfqNumber,
          title: rfqs.title,
          status: rfqs.status,
          closeDate: rfqs.closeDate,
          buyer: organizations.name,
          organizationId: users.organizationId,
          rfqUpdates: userPreferences.rfqUpdates,
          language: userPreferences.language,
        })
        .from(rfqDigestItems)
        .innerJoin(rfqs, eq(rfqs.id, rfqDigestItems.rfqId))
        .innerJoin(organizations, eq(organizations.id, rfqs.buyerOrgId))
        .innerJoin(users, eq(users.id, rfqDigestItems.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, rfqDigestItems.userId))
        .where(inArray(rfqDigestItems.userId, userIds))
        .orderBy(asc(rfqDigestItems.eventId));
      const values: (typeof notifications.$inferInsert)[] = [];
      for (const userId of userIds) {
        const mine = items.filter(
          (i) =>
            i.userId === userId &&
            isRfqOpen(i.status, i.closeDate, now) &&
            (i.rfqUpdates ?? DEFAULT_PREFERENCES.rfqUpdates),
        );
        const last = mine.at(-1);
        if (!last) continue;
        const digest = mine.map((i) => ({ number: i.rfqNumber, title: i.title, buyer: i.buyer }));
        const text = rfqDigestText(digest, isLanguage(last.language) ? last.language : DEFAULT_PREFERENCES.language);
        values.push({
          userId,
          organizationId: last.organizationId,
          type: 'rfq',
          priority: 'low',
          title: text.title,
          message: text.message,
          text: digestTextSource(digest),
          link: '/rfq',
          entityType: 'rfq',
          entityId: last.rfqId,
          eventId: last.eventId,
          createdAt: now,
        });
      }
      const inserted =
        values.length === 0
          ? []
          : await tx.insert(notifications).values(values).onConflictDoNothing().returning({ id: notifications.id });
      await tx.delete(rfqDigestItems).where(inArray(rfqDigestItems.userId, userIds));
      return { users: due.length, digests: inserted.length };
    });
    written += batch.digests;
    if (batch.users < DIGEST_BATCH) return written;
  }
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

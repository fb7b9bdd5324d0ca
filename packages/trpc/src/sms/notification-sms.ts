import type { Executor } from '@energy/db/client';
import { notifications, userPreferences } from '@energy/db/schema/notifications';
import { users } from '@energy/db/schema/users';
import { sendsSms, SMS_NOTIFICATION_PRIORITY } from '@energy/domain/schemas/phone';
import { DEFAULT_PREFERENCES } from '@energy/domain/schemas/settings';
import { isLanguage, DEFAULT_LANGUAGE } from '@energy/i18n/languages';
import { loadCatalogue, translatorFor } from '@energy/i18n/translator';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { queueSms, type QueuedSms } from './outbox';

/**
 * Queues the SMS of just-written notifications, in the notifier's transaction (so a notification and its SMS
 * commit together, and a replay that writes no notification queues no SMS). Who gets one is sendsSms's rule
 * (packages/domain/src/schemas/phone.ts): high priority, SMS switched on, a verified phone. The text is in the
 * recipient's language, with the link to the record.
 */
export async function queueNotificationSms(
  tx: Executor,
  notificationIds: readonly string[],
  appUrl: string,
): Promise<number> {
  if (notificationIds.length === 0) return 0;
  const rows = await tx
    .select({
      userId: users.id,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsNotifications: userPreferences.smsNotifications,
      language: userPreferences.language,
      priority: notifications.priority,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        inArray(notifications.id, [...notificationIds]),
        eq(notifications.priority, SMS_NOTIFICATION_PRIORITY),
        isNull(users.deactivatedAt),
      ),
    );
  const messages: QueuedSms[] = [];
  for (const row of rows) {
    const smsNotifications = row.smsNotifications ?? DEFAULT_PREFERENCES.smsNotifications;
    if (!sendsSms(row.priority, { ...row, smsNotifications })) continue;
    const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    await loadCatalogue(language);
    const body = translatorFor(language)('sms.notification', {
      title: row.title,
      message: row.message,
      url: new URL(row.link ?? '/notifications', appUrl).toString(),
    });
    messages.push({ userId: row.userId, to: row.phone, body, purpose: 'notification' });
  }
  await queueSms(tx, messages);
  return messages.length;
}

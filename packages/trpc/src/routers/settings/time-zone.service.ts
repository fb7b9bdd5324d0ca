import type { Executor } from '@energy/db/client';
import { userPreferences } from '@energy/db/schema/notifications';
import { DEFAULT_PREFERENCES, TIMEZONES, type TCallerTimeZone } from '@energy/domain/schemas/settings';
import { ianaZone, isIanaZone } from '@energy/domain/time-zones';
import { eq } from 'drizzle-orm';

type Timezone = TCallerTimeZone['timezone'];
const isTimezone = (value: string): value is Timezone => (TIMEZONES as readonly string[]).includes(value);

/**
 * The zone the server writes the caller's times in (mails, CSV exports): their Settings > System zone, where
 * 'browser' is the zone their browser last reported (UTC until one is).
 */
export async function callerTimeZone(db: Executor, userId: string): Promise<TCallerTimeZone> {
  const [row] = await db
    .select({ timezone: userPreferences.timezone, browserTimeZone: userPreferences.browserTimeZone })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const timezone = row && isTimezone(row.timezone) ? row.timezone : DEFAULT_PREFERENCES.timezone;
  const browserTimeZone = row?.browserTimeZone && isIanaZone(row.browserTimeZone) ? row.browserTimeZone : null;
  return { timezone, browserTimeZone, zone: ianaZone(timezone, browserTimeZone ?? undefined) };
}

/**
 * Keeps the zone the caller's browser reports (sign-in, the app opening), whatever their setting, so that choosing
 * 'browser' later takes effect in mails at once. A user without preferences gets a row with the defaults.
 */
export async function reportBrowserTimeZone(db: Executor, userId: string, timeZone: string): Promise<TCallerTimeZone> {
  await db
    .insert(userPreferences)
    .values({ userId, browserTimeZone: timeZone })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { browserTimeZone: timeZone } });
  return callerTimeZone(db, userId);
}

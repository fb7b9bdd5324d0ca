import type { Timezone } from '@energy/domain/schemas/preference-options';
import { isIanaZone, localZone } from '@energy/domain/time-zones';
import { useEffect } from 'react';
import { trpc } from '../trpc';
import { useSessionUser } from './useSessionUser';

/** When this browser last told the server its zone, and for whom: `<user id> <epoch ms>`. */
const REPORTED_KEY = 'energy.browserTimeZoneReported';

/** How long a zone told under another setting than 'browser' stands before this browser tells it again. */
export const REPORT_AGAIN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long after the page's load the report waits, then for an idle moment: the zone's first read builds the page's
 * first Intl.DateTimeFormat unless a date did (150-180 ms at a phone's speed), a long task of its own that, run as soon
 * as the load went idle, still counted in the load's blocking time.
 */
export const REPORT_DELAY_MS = 5_000;

function lastReportAt(userId: string): number | undefined {
  try {
    const [user, at] = (window.localStorage.getItem(REPORTED_KEY) ?? '').split(' ');
    return user === userId && at ? Number(at) : undefined;
  } catch {
    return undefined;
  }
}

function rememberReport(userId: string): void {
  try {
    window.localStorage.setItem(REPORTED_KEY, `${userId} ${Date.now()}`);
  } catch {
    // A browser without storage reports again on its next load.
  }
}

/** Runs `work` REPORT_DELAY_MS after now, at an idle moment where the browser can tell. */
function later(work: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 5_000 });
    else work();
  }, REPORT_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

function Reporter({ userId, timezone }: { userId: string; timezone: Timezone }) {
  const { mutate } = trpc.settings.reportBrowserTimeZone.useMutation();
  useEffect(() => {
    // Under 'browser' the server writes its times in the zone last told, maybe by another browser: told on every load
    // (its pages read the zone to show times anyway). Under any other setting the zone only waits for a later switch
    // to 'browser' (which reports at once): told again when a week old, and not even read before.
    const toldAt = lastReportAt(userId);
    if (timezone !== 'browser' && toldAt !== undefined && Date.now() - toldAt < REPORT_AGAIN_AFTER_MS) return undefined;
    return later(() => {
      const timeZone = localZone();
      // A browser that names no zone Intl knows reports nothing: the server keeps UTC for 'browser'.
      if (!isIanaZone(timeZone)) return;
      mutate({ timeZone }, { onSuccess: () => rememberReport(userId) });
    });
  }, [mutate, userId, timezone]);
  return null;
}

/**
 * Tells the server the browser's own IANA zone once the user is signed in (at sign-in, and when the app opens on a
 * session), so that the 'browser' time zone of Settings > System means this zone in the mails and CSV exports the
 * server writes too, not only on screen. Mounted once by the web app; reports again for the next user after a sign-out,
 * and when the user switches to 'browser'.
 */
export function BrowserTimeZoneReport() {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return null;
  const { id } = session.user;
  return <Reporter key={id} userId={id} timezone={session.user.preferences.timezone} />;
}

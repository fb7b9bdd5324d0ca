import type { Timezone } from '@energy/domain/schemas/preference-options';
import { isIanaZone, localZone } from '@energy/domain/time-zones';
import { useEffect } from 'react';
import { trpc } from '../trpc';
import { useSessionUser } from './useSessionUser';

/** The zone this browser last told the server, per user: `<user id> <zone>`. */
const REPORTED_KEY = 'energy.browserTimeZoneReported';

function reportedBefore(userId: string, zone: string): boolean {
  try {
    return window.localStorage.getItem(REPORTED_KEY) === `${userId} ${zone}`;
  } catch {
    return false;
  }
}

function rememberReported(userId: string, zone: string): void {
  try {
    window.localStorage.setItem(REPORTED_KEY, `${userId} ${zone}`);
  } catch {
    // A browser without storage reports again on its next load.
  }
}

/** Runs `work` once the page is idle (after its load's long tasks), or shortly where the browser cannot tell. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

function Reporter({ userId, timezone }: { userId: string; timezone: Timezone }) {
  const { mutate } = trpc.settings.reportBrowserTimeZone.useMutation();
  useEffect(
    () =>
      // Reading the zone builds the page's first Intl.DateTimeFormat unless a date did (150-180 ms at a phone's speed):
      // once the page is idle, not in the load's tasks.
      whenIdle(() => {
        const timeZone = localZone();
        // A browser that names no zone Intl knows reports nothing: the server keeps UTC for 'browser'.
        if (!isIanaZone(timeZone)) return;
        // Under 'browser' the server writes its times in the zone last reported, maybe by another browser: told on
        // every load. Under any other setting it keeps the zone for a later switch to 'browser': told when it changed.
        if (timezone !== 'browser' && reportedBefore(userId, timeZone)) return;
        mutate({ timeZone }, { onSuccess: () => rememberReported(userId, timeZone) });
      }),
    [mutate, userId, timezone],
  );
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

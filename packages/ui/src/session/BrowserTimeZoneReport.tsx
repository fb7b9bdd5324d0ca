import { isIanaZone, localZone } from '@energy/domain/time-zones';
import { useEffect } from 'react';
import { trpc } from '../trpc';
import { useSessionUser } from './useSessionUser';

function Reporter() {
  const { mutate } = trpc.settings.reportBrowserTimeZone.useMutation();
  useEffect(() => {
    const timeZone = localZone();
    // A browser that names no zone Intl knows reports nothing: the server keeps UTC for 'browser'.
    if (isIanaZone(timeZone)) mutate({ timeZone });
  }, [mutate]);
  return null;
}

/**
 * Tells the server the browser's own IANA zone once the user is signed in (at sign-in, and whenever the app opens on a
 * session), so that the 'browser' time zone of Settings > System means this zone in the mails and CSV exports the
 * server writes too, not only on screen. Mounted once by the web app; reports again for the next user after a sign-out.
 */
export function BrowserTimeZoneReport() {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return null;
  return <Reporter key={session.user.id} />;
}

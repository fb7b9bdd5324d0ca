import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionUser } from './useSessionUser';

/**
 * The subscriber in its own chunk, with what it reads (every record kind's descriptor, for the routers an event makes
 * stale): nothing the page draws, so it stays off the first load and subscribes once its chunk is in. The feed
 * replays the events raised since `from`, so none is missed meanwhile. It draws nothing, so the server's frame and
 * the browser's agree while it loads.
 */
const LiveSubscriber = lazy(() => import('./LiveSubscriber').then((module) => ({ default: module.LiveSubscriber })));

/** Waiting for an idle moment ends after this long at the latest. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is idle after the first mount. Opening the feed (the link's event source and its
 * subscription) was a share of the commit that takes a server-drawn page over, one of the page's longest tasks on a
 * phone; from an idle moment it is a short task of its own.
 */
function useIdleAfterMount(waits: boolean): boolean {
  const [idle, setIdle] = useState(!waits);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}

/**
 * Refreshes the open screens when another party changes a record the user may see (the live feed).
 * Mounted once by the web app beside its router, where the tRPC client carries the SSE link; one
 * subscription per signed-in user, closed at sign-out and opened afresh for the next user. `from`: the newest event
 * before the page's first frame read its answers (the page carries it); the feed replays what came after it, so the
 * feed of such a page opens once the browser is idle after taking the page over, and misses nothing meanwhile.
 */
export function LiveInvalidation({ from }: { from?: string } = {}) {
  const session = useSessionUser();
  // Drawn by the server like this too (the page carries `from`), so the takeover agrees with the frame.
  const open = useIdleAfterMount(from !== undefined);
  if (session.status !== 'signed-in' || !open) return null;
  return (
    <Suspense fallback={null}>
      <LiveSubscriber key={session.user.id} from={from} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useSessionUser } from './useSessionUser';

/**
 * The subscriber in its own chunk, with what it reads (every record kind's descriptor, for the routers an event makes
 * stale): nothing the page draws, so it stays off the first load and subscribes once its chunk is in. The feed
 * replays the events raised since `from`, so none is missed meanwhile. It draws nothing, so the server's frame and
 * the browser's agree while it loads.
 */
const LiveSubscriber = lazy(() => import('./LiveSubscriber').then((module) => ({ default: module.LiveSubscriber })));

/**
 * Refreshes the open screens when another party changes a record the user may see (the live feed).
 * Mounted once by the web app beside its router, where the tRPC client carries the SSE link; one
 * subscription per signed-in user, closed at sign-out and opened afresh for the next user. `from`: the newest event
 * before the page's first frame read its answers (the page carries it); the feed replays what came after it.
 */
export function LiveInvalidation({ from }: { from?: string } = {}) {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <LiveSubscriber key={session.user.id} from={from} />
    </Suspense>
  );
}

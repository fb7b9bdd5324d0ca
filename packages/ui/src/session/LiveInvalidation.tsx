import { useLiveInvalidation } from './useLiveInvalidation';
import { useSessionUser } from './useSessionUser';

function LiveSubscriber({ from }: { from: string | undefined }) {
  useLiveInvalidation(from);
  return null;
}

/**
 * Refreshes the open screens when another party changes a record the user may see (the live feed).
 * Mounted once by the web app beside its router, where the tRPC client carries the SSE link; one
 * subscription per signed-in user, closed at sign-out and opened afresh for the next user. `from`: the newest event
 * before the page's first frame read its answers (the page carries it); the feed replays what came after it.
 */
export function LiveInvalidation({ from }: { from?: string } = {}) {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return null;
  return <LiveSubscriber key={session.user.id} from={from} />;
}

import { useLiveInvalidation } from './useLiveInvalidation';
import { useSessionUser } from './useSessionUser';

function LiveSubscriber() {
  useLiveInvalidation();
  return null;
}

/**
 * Refreshes the open screens when another party changes a record the user may see (the live feed).
 * Mounted once by the web app beside its router, where the tRPC client carries the SSE link; one
 * subscription per signed-in user, closed at sign-out and opened afresh for the next user.
 */
export function LiveInvalidation() {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return null;
  return <LiveSubscriber key={session.user.id} />;
}

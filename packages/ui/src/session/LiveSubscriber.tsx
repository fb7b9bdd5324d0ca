import { useLiveInvalidation } from './useLiveInvalidation';

/** One subscription to the live feed, refreshing what its events make stale (LiveInvalidation mounts it). */
export function LiveSubscriber({ from }: { from: string | undefined }) {
  useLiveInvalidation(from);
  return null;
}

import type { FeatureFlagName } from '@energy/domain/schemas/feature-flag';
import { trpc } from '../../trpc';

/** Flags change rarely; one answer a minute is fresh enough. */
const FLAGS_STALE_MS = 60_000;

/**
 * Is this feature on for the signed-in user? The server evaluates every flag for the user (a stable bucket
 * against the rollout); until its answer arrives, or without a session, the feature stays off.
 */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  const flags = trpc.featureFlag.mine.useQuery(undefined, { staleTime: FLAGS_STALE_MS, retry: false });
  return flags.data?.[name] ?? false;
}

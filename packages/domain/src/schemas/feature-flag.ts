import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { zPagedListInput } from './paging';
import { multiLineText, singleLineText } from './primitives';
import { FEATURE_FLAG_SORTS } from '../list-sorts';

export { FEATURE_FLAGS, type FeatureFlagName } from '../feature-flags';
export { FEATURE_FLAG_SORTS } from '../list-sorts';

/** Spec 001 §9: the rollout slider runs 0 to 100 in steps of 5. */
export const ROLLOUT_STEP = 5;
export const ROLLOUT_MAX = 100;

/**
 * The flags the product reads. Each gates a real feature; the demo seed keeps them on (enabled, 100 percent).
 * - live-job-tracking: Live Job Tracking refreshes itself every 30 s (off: the list loads once, Refresh by hand).
 * - csv-export: lists export CSV (the server refuses the .csv routes and the Export CSV button is hidden when off).
 */

/** Spec 001 §8 failures, fetch failure and success notices; the field messages are ours. */
export const FEATURE_FLAG_MESSAGES = {
  nameRequired: 'Flag name is required',
  nameTaken: 'A feature flag with this name already exists',
  rolloutRange: 'Rollout percentage must be between 0 and 100',
  rolloutStep: 'Rollout percentage must be in steps of 5',
  saveFailed: 'Failed to save feature flag',
  toggleFailed: 'Failed to toggle feature flag',
  deleteFailed: 'Failed to delete feature flag',
  fetchFailed: 'Failed to fetch feature flags',
  created: 'Feature flag created successfully',
  updated: 'Feature flag updated successfully',
  toggled: 'Feature flag toggled successfully',
  deleted: 'Feature flag deleted successfully',
  empty: 'No feature flags found',
  deleteConfirm: 'Are you sure you want to delete this feature flag? Features it gates turn off for everyone.',
  featureOff: 'This feature is not enabled for your account',
} as const;

export const ZRolloutPercentage = z
  .number({ message: FEATURE_FLAG_MESSAGES.rolloutRange })
  .int(FEATURE_FLAG_MESSAGES.rolloutStep)
  .min(0, FEATURE_FLAG_MESSAGES.rolloutRange)
  .max(ROLLOUT_MAX, FEATURE_FLAG_MESSAGES.rolloutRange)
  .multipleOf(ROLLOUT_STEP, FEATURE_FLAG_MESSAGES.rolloutStep);

/** Spec 001 §5: a non-blank name; rollout 0 to 100 in steps of 5. */
export const ZFeatureFlagInput = z.strictObject({
  name: singleLineText(100, FEATURE_FLAG_MESSAGES.nameRequired),
  description: multiLineText(500).default(''),
  isEnabled: z.boolean().default(false),
  rolloutPercentage: ZRolloutPercentage.default(0),
});
export type TFeatureFlagInput = z.input<typeof ZFeatureFlagInput>;
export const ZFeatureFlagUpdateInput = ZFeatureFlagInput.extend({ id: z.uuid('Unknown record') });
export const ZFeatureFlagToggleInput = z.strictObject({ id: z.uuid('Unknown record'), isEnabled: z.boolean() });

export const ZFeatureFlag = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isEnabled: z.boolean(),
  rolloutPercentage: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;

/** `q` matches the name or description. */
export const ZFeatureFlagListInput = zPagedListInput(FEATURE_FLAG_SORTS);

/** The caller's answer for every flag: { [name]: on }. */
export const ZMyFeatureFlags = z.record(z.string(), z.boolean());
export type TMyFeatureFlags = z.infer<typeof ZMyFeatureFlags>;

/** Spec 001 §2: the Partial badge shows on an enabled flag rolled out to fewer than everyone. */
export const isPartialRollout = (flag: { isEnabled: boolean; rolloutPercentage: number }) =>
  flag.isEnabled && flag.rolloutPercentage < ROLLOUT_MAX;

/**
 * A user's bucket for a flag, 0..99: FNV-1a (32 bit) of `name:userId`, mod 100. Stable (the same user keeps
 * the same answer while the rollout does not change) and independent per flag (one user is not first in line
 * for every rollout). Raising the rollout only ever adds users.
 */
export function rolloutBucket(flagName: string, userId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${flagName}:${userId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % ROLLOUT_MAX;
}

/** Is the flag on for this user? Off when disabled; else on when the user's bucket is under the rollout. */
export function isFlagOnFor(
  flag: { name: string; isEnabled: boolean; rolloutPercentage: number },
  userId: string,
): boolean {
  return flag.isEnabled && rolloutBucket(flag.name, userId) < flag.rolloutPercentage;
}

import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_MESSAGES, isFlagOnFor, isPartialRollout, rolloutBucket, ZFeatureFlagInput } from './feature-flag';

const users = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const flag = (rolloutPercentage: number, isEnabled = true) => ({
  name: 'live-job-tracking',
  isEnabled,
  rolloutPercentage,
});
const share = (rollout: number) => users.filter((user) => isFlagOnFor(flag(rollout), user)).length / users.length;

describe('feature flag evaluation', () => {
  it('is off for everyone at 0 percent and on for everyone at 100', () => {
    expect(share(0)).toBe(0);
    expect(share(100)).toBe(1);
  });

  it('is off for everyone while disabled, whatever the rollout', () => {
    expect(users.some((user) => isFlagOnFor(flag(100, false), user))).toBe(false);
  });

  it('reaches about the rollout share of users at a partial rollout', () => {
    expect(share(50)).toBeGreaterThan(0.45);
    expect(share(50)).toBeLessThan(0.55);
    expect(share(10)).toBeGreaterThan(0.06);
    expect(share(10)).toBeLessThan(0.14);
  });

  it('gives a user the same answer every time, and raising the rollout only adds users', () => {
    for (const user of users.slice(0, 50)) {
      expect(rolloutBucket('csv-export', user)).toBe(rolloutBucket('csv-export', user));
      if (isFlagOnFor(flag(30), user)) expect(isFlagOnFor(flag(60), user)).toBe(true);
    }
  });

  it('buckets a user independently per flag', () => {
    const differ = users.filter((user) => rolloutBucket('a-flag', user) !== rolloutBucket('another-flag', user)).length;
    expect(differ).toBeGreaterThan(900);
  });

  it('shows the Partial badge only on an enabled flag below 100', () => {
    expect(isPartialRollout({ isEnabled: true, rolloutPercentage: 50 })).toBe(true);
    expect(isPartialRollout({ isEnabled: true, rolloutPercentage: 100 })).toBe(false);
    expect(isPartialRollout({ isEnabled: false, rolloutPercentage: 50 })).toBe(false);
  });
});

describe('feature flag input (spec 001 §5)', () => {
  const message = (input: unknown) => ZFeatureFlagInput.safeParse(input).error?.issues[0]?.message;
  it('requires a non-blank name and a rollout of 0 to 100 in steps of 5', () => {
    expect(message({ name: '   ' })).toBe(FEATURE_FLAG_MESSAGES.nameRequired);
    expect(message({ name: 'x', rolloutPercentage: 33 })).toBe(FEATURE_FLAG_MESSAGES.rolloutStep);
    expect(message({ name: 'x', rolloutPercentage: 105 })).toBe(FEATURE_FLAG_MESSAGES.rolloutRange);
    expect(message({ name: 'x', rolloutPercentage: -5 })).toBe(FEATURE_FLAG_MESSAGES.rolloutRange);
    expect(ZFeatureFlagInput.parse({ name: ' x ' })).toEqual({
      name: 'x',
      description: '',
      isEnabled: false,
      rolloutPercentage: 0,
    });
  });
});

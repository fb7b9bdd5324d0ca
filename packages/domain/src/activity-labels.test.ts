import { describe, expect, it } from 'vitest';
import { activityLabel, recordTypeLabel } from './activity-labels';

describe("audit actions in a user's words", () => {
  it('never shows the raw code', () => {
    expect(activityLabel('user.login')).toBe('Signed in');
    expect(activityLabel('user.password_reset')).toBe('Reset their password');
    expect(activityLabel('offer.submitted')).toBe('Offer submitted');
    expect(activityLabel('featureFlag.created')).toBe('Feature flag created');
    expect(activityLabel('settlement.payment_recorded')).toBe('Settlement payment recorded');
    for (const code of ['user.login', 'order.inspection_started', 'organization.renamed'])
      expect(activityLabel(code)).not.toMatch(/[._]/);
  });

  it('names record types in words', () => {
    expect(recordTypeLabel('featureFlag')).toBe('feature flag');
    expect(recordTypeLabel('rfq')).toBe('RFQ');
  });
});

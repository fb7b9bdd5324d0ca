import { describe, expect, it } from 'vitest';
import { anyCanDo, canDo } from './allowedActions';

describe('canDo', () => {
  it('offers exactly the verbs the server listed for the row', () => {
    const row = { allowedActions: ['offer.accept', 'offer.counter'] as const };
    expect(canDo(row, 'offer.accept')).toBe(true);
    expect(canDo(row, 'offer.counter')).toBe(true);
    expect(canDo(row, 'offer.withdraw')).toBe(false);
    expect(canDo({ allowedActions: [] }, 'offer.accept')).toBe(false);
  });

  it('anyCanDo is true when one row lists the verb', () => {
    expect(
      anyCanDo([{ allowedActions: [] }, { allowedActions: ['settlement.recordPaid'] }], 'settlement.recordPaid'),
    ).toBe(true);
    expect(anyCanDo([{ allowedActions: ['contract.sign'] }], 'settlement.recordPaid')).toBe(false);
  });
});

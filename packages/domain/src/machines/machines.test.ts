import { describe, expect, it } from 'vitest';
import { ORDER_CLOSED_STATES, PAYMENT_CLOSED_STATES, PAYMENT_TAKING_STATES } from './fulfilment';
import { OFFER_OPEN_STATES, RFQ_OPEN_STATES, RFQ_TRANSITIONS, SETTLEMENT_TRANSITIONS } from './procurement';
import { canTransition, liveStates, sourcesOf, terminalStates } from './transitions';

/** The state lists services use, derived from the machines: written out here so a changed machine shows. */
describe('state lists derived from the machines', () => {
  it('open RFQs are published or quoted; withdrawing the last offer may take quoted back to published', () => {
    expect(RFQ_OPEN_STATES).toEqual(['published', 'quoted']);
    expect(canTransition(RFQ_TRANSITIONS, 'quoted', 'published')).toBe(true);
    expect(sourcesOf(RFQ_TRANSITIONS, 'published')).toEqual(['quoted']);
    expect(terminalStates(RFQ_TRANSITIONS)).toEqual(['awarded', 'cancelled']);
  });

  it('offers are open while pending; settlements are recorded from pending or failed, and paid only once completed', () => {
    expect(OFFER_OPEN_STATES).toEqual(['pending']);
    expect(sourcesOf(SETTLEMENT_TRANSITIONS, 'awaiting_confirmation')).toEqual(['pending', 'failed']);
    expect(sourcesOf(SETTLEMENT_TRANSITIONS, 'completed')).toEqual(['pending', 'awaiting_confirmation', 'failed']);
    expect(sourcesOf(SETTLEMENT_TRANSITIONS, 'pending')).toEqual(['awaiting_confirmation']);
    expect(terminalStates(SETTLEMENT_TRANSITIONS)).toEqual(['completed']);
    expect(liveStates(SETTLEMENT_TRANSITIONS)).toEqual(['pending', 'awaiting_confirmation', 'failed']);
  });

  it('payments take money from processing on; orders and payments close in their terminal states', () => {
    expect([...PAYMENT_TAKING_STATES].sort()).toEqual(['captured', 'completed', 'processing']);
    expect([...PAYMENT_CLOSED_STATES].sort()).toEqual(['completed', 'refunded']);
    expect([...ORDER_CLOSED_STATES].sort()).toEqual(['cancelled', 'completed']);
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_CLOSED_STATES, PAYMENT_CLOSED_STATES, PAYMENT_TAKING_STATES } from './fulfilment';
import { JOB_ACTIVE_STATES, jobStatusTargets } from './fleet';
import {
  COUNTER_TRANSITIONS,
  isRfqOpen,
  OFFER_OPEN_STATES,
  RFQ_OPEN_STATES,
  RFQ_TRANSITIONS,
  rfqOpenRefusal,
  SETTLEMENT_TRANSITIONS,
} from './procurement';
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

  it('an RFQ is open for offers in an open state until its close date, the one rule every check reads', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const later = new Date('2026-11-28T10:00:00.000Z');
    expect(rfqOpenRefusal('quoted', later, now)).toBeNull();
    expect(isRfqOpen('published', later, now)).toBe(true);
    expect(rfqOpenRefusal('awarded', later, now)).toBe('This RFQ is closed for offers: it is awarded');
    expect(rfqOpenRefusal('published', now, now)).toBe(
      'This RFQ is closed for offers: it closed on 2026-11-27T10:00:00.000Z',
    );
    expect(isRfqOpen('published', now, now)).toBe(false);
  });

  it('a counter-offer is answered once, from pending; the buyer counters again from every state', () => {
    expect(sourcesOf(COUNTER_TRANSITIONS, 'accepted')).toEqual(['pending']);
    expect(sourcesOf(COUNTER_TRANSITIONS, 'declined')).toEqual(['pending']);
    expect(sourcesOf(COUNTER_TRANSITIONS, 'pending')).toEqual(['pending', 'accepted', 'declined']);
  });

  it('a job holds its crew while assigned, in progress or delayed; the status dialog offers the moves its machine allows', () => {
    expect(JOB_ACTIVE_STATES).toEqual(['assigned', 'in_progress', 'delayed']);
    expect(jobStatusTargets('pending')).toEqual(['cancelled']);
    expect(jobStatusTargets('assigned')).toEqual(['in_progress', 'delayed', 'cancelled']);
    expect(jobStatusTargets('in_progress')).toEqual(['delayed', 'completed', 'cancelled']);
    expect(jobStatusTargets('delayed')).toEqual(['in_progress', 'completed', 'cancelled']);
    expect(jobStatusTargets('completed')).toEqual([]);
  });
});

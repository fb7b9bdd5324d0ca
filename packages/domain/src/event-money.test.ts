import { describe, expect, it } from 'vitest';
import { EVENT_MONEY_FIELDS, eventPayloadOut } from './event-money';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

describe('event payloads go out in the one money format', () => {
  it('sends a counter-offer at its exact price in ten-thousandths, without the exact text', () => {
    expect(eventPayloadOut('offer.countered', { unitPrice: 65_050, exactUnitPrice: '650.5000', note: 'x' })).toEqual({
      unitPrice: 6_505_000,
      note: 'x',
    });
  });

  it('converts rows stored before: minor units only, decimal-string differentials and prices', () => {
    expect(eventPayloadOut('offer.countered', { unitPrice: 64_000 })).toEqual({ unitPrice: 6_400_000 });
    expect(eventPayloadOut('offer.countered', { differential: '-3.5000', note: null })).toEqual({
      differential: -35_000,
      note: null,
    });
    expect(eventPayloadOut('contract.price_fixed', { finalUnitPrice: '650.5', finalTotal: 794 })).toEqual({
      finalUnitPrice: 6_505_000,
      finalTotal: 794,
    });
    expect(eventPayloadOut('contract.final_invoice', { unitPrice: '1161.9537', amount: 12 })).toEqual({
      unitPrice: 11_619_537,
      amount: 12,
    });
  });

  it('leaves integers, other fields and other events as they are', () => {
    expect(eventPayloadOut('offer.submitted', { unitPrice: '650.5' })).toEqual({ unitPrice: '650.5' });
    expect(eventPayloadOut('contract.final_invoice', { unitPrice: 6_505_000 })).toEqual({ unitPrice: 6_505_000 });
    expect(eventPayloadOut('offer.countered', { unitPrice: null, differential: null })).toEqual({
      unitPrice: null,
      differential: null,
    });
  });

  it('names only event types of the catalogue', () => {
    expect(Object.keys(EVENT_MONEY_FIELDS).filter((type) => !WEBHOOK_EVENT_TYPES.includes(type))).toEqual([]);
  });
});

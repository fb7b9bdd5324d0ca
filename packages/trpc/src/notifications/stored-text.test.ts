import { describe, expect, it } from 'vitest';
import { digestTextSource, eventTextSource, renderStoredText } from './stored-text';
import { notificationText, rfqDigestText } from './texts';

const items = [
  { number: 'RFQ-2026-000012', title: 'Diesel for Q3', buyer: 'Acme Fuels' },
  { number: 'RFQ-2026-000013', title: 'Jet A-1', buyer: 'Skyline Energy' },
];

describe('a stored notification text', () => {
  it("renders an event's text in any language as the notifier would have written it then", () => {
    const event = { type: 'offer.countered', entityType: 'offer' as const, payload: { note: 'Closer', count: 2 } };
    const context = {
      record: {
        name: { key: 'rfq' as const, values: { number: 'RFQ-2026-000012', title: 'Diesel' } },
        amount: { minor: 150_000, currency: 'USD' },
        rfqId: 'r1',
      },
      counterparty: 'Acme Fuels',
    };
    const stored = eventTextSource(event, context);
    // Only the payload's strings are kept: the texts read nothing else of it.
    expect(stored.values).toMatchObject({ payload: { note: 'Closer' } });
    for (const language of ['en', 'fr', 'de', 'es'] as const) {
      const { title, message } = notificationText(event, context, language);
      expect(renderStoredText(JSON.parse(JSON.stringify(stored)), language)).toEqual({ title, message });
    }
    expect(renderStoredText(stored, 'fr')?.title).not.toBe(renderStoredText(stored, 'en')?.title);
  });

  it("renders the hour's digest in the reader's language", () => {
    const stored = digestTextSource(items);
    expect(renderStoredText(stored, 'de')).toEqual({
      title: rfqDigestText(items, 'de').title,
      message: rfqDigestText(items, 'de').message,
    });
    expect(renderStoredText(stored, 'en')?.title).toBe(rfqDigestText(items, 'en').title);
  });

  it('is not read when missing or of a shape this version does not know: the written words stay', () => {
    expect(renderStoredText(null, 'fr')).toBeNull();
    expect(renderStoredText({ key: 'offer.countered', values: { entityType: 'planet' } }, 'fr')).toBeNull();
  });
});

import { MONEY_MESSAGES } from '@energy/domain/money-input';
import { shipments } from '@energy/db/schema/shipments';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { carrierSteps } from '@energy/test/crew';
import { pod, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { dataUrl, jpegBytes, pngBytes } from '@energy/test/images';
import {
  createRfq,
  inDays,
  json,
  offerBody,
  rfqBody,
  signIn,
  startParties,
  type Parties,
} from '@energy/test/procurement';

const ErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })),
});

async function refused(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  return ErrorBody.parse(JSON.parse(text)).details;
}

describe.each(testBackends())('bounded input over HTTP: 400 naming the field, never 500 (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  it.each([
    ['a NUL in a title', { title: 'AGO\u0000 for Ikeja' }, 'title', 'Must not contain control characters'],
    [
      'a line break in a single-line field',
      { deliveryLocation: 'Ikeja\nLagos' },
      'deliveryLocation',
      'Must not contain control characters',
    ],
    ['a bidi override in a title', { title: 'AGO \u202Eexe.fdp' }, 'title', 'Must not contain control characters'],
    [
      'a NUL inside specifications',
      { productType: 'crude-oil', specifications: { grade: 'Bonny\u0000Light' } },
      'specifications',
      'Must not contain control characters',
    ],
    ['quantity 1e15', { quantity: 1e15 }, 'quantity', 'Must be at most 1,000,000,000,000'],
    ['quantity "1e15" as text', { quantity: '1000000000000000' }, 'quantity', 'Must be at most 1,000,000,000,000'],
    ['a quantity with 4 decimals', { quantity: 1.0005 }, 'quantity', 'At most 3 decimal places'],
    [
      'year +275760',
      { deliveryDate: '+275760-09-13T00:00:00.000Z' },
      'deliveryDate',
      'Date must be between 1900 and 2200',
    ],
    ['year 2201', { deliveryDate: '2201-01-01T00:00:00.000Z' }, 'deliveryDate', 'Date must be between 1900 and 2200'],
    [
      'a 5,001-character description',
      { description: 'x'.repeat(5001) },
      'description',
      'Must be at most 5,000 characters',
    ],
    ['a 201-character title', { title: 't'.repeat(201) }, 'title', 'Must be at most 200 characters'],
    [
      '20 KB of specifications',
      { productType: 'crude-oil', specifications: { notes: 's'.repeat(20_000) } },
      'specifications',
      'Must be at most 10,000 characters as JSON',
    ],
    ['20 KB of terms', { terms: { notes: 's'.repeat(20_000) } }, 'terms', 'Must be at most 10,000 characters as JSON'],
    ['terms nested 4 deep', { terms: { a: { b: { c: { d: 1 } } } } }, 'terms', 'Must not nest more than 3 levels deep'],
  ])('refuses an RFQ with %s', async (_what, overrides, path, message) => {
    expect(await refused(await p.buyer.post('/api/rfq/rfqs', rfqBody(overrides)))).toContainEqual({ path, message });
  });

  it('refuses a NUL in a contract search with 400 rather than 500', async () => {
    expect(await refused(await p.finance.get('/api/contracts?search=CON%00'))).toEqual([
      { path: 'search', message: 'Must not contain control characters' },
    ]);
    expect(await refused(await p.finance.get('/api/contracts.csv?search=%00'))).toEqual([
      { path: 'search', message: 'Must not contain control characters' },
    ]);
  });

  it.each([
    // A number is integer ten-thousandths (the money format): a fraction is the wrong format.
    ['unit price 1.00005 as a number', { unitPrice: 1.00005 }, 'unitPrice', MONEY_MESSAGES.tenThousandthsFormat],
    ['unit price "1.00005" as text', { unitPrice: '1.00005' }, 'unitPrice', 'At most 4 decimal places'],
    [
      'a band price with 5 decimals',
      { pricingBands: [{ minQuantity: 0, maxQuantity: 10, unitPrice: '5.12345' }] },
      'pricingBands.0.unitPrice',
      'At most 4 decimal places',
    ],
    [
      'a band quantity with 4 decimals',
      { pricingBands: [{ minQuantity: 0.0001, maxQuantity: 10, unitPrice: '5' }] },
      'pricingBands.0.minQuantity',
      'At most 3 decimal places',
    ],
    ['a unit price above the bound', { unitPrice: '1000000000000' }, 'unitPrice', 'Must be at most 999,999,999,999.99'],
    ['a NUL in the notes', { notes: 'Ex-depot\u0000' }, 'notes', 'Must not contain control characters'],
    ['2,001 characters of notes', { notes: 'n'.repeat(2001) }, 'notes', 'Must be at most 2,000 characters'],
    [
      'a delivery slot in 1999',
      { deliverySlots: [{ startTime: '1999-06-01T00:00:00Z', endTime: inDays(3) }] },
      'deliverySlots.0.startTime',
      'Start time must not be in the past',
    ],
    [
      'valid until year +275760',
      { validUntil: '+275760-09-13T00:00:00.000Z' },
      'validUntil',
      'Date must be between 1900 and 2200',
    ],
  ])('refuses an offer with %s', async (_what, overrides, path, message) => {
    const rfq = await createRfq(p.buyer);
    expect(await refused(await p.supplier.post('/api/offers', offerBody(rfq.id, overrides)))).toContainEqual({
      path,
      message,
    });
  });

  it('keeps a unit price exact: 1.01 sent as 10100 ten-thousandths answers 10100, "1.000" answers 10000', async () => {
    const rfq = await createRfq(p.buyer, { quantity: 1 });
    const offer = await json(
      await p.supplier.post('/api/offers', offerBody(rfq.id, { unitPrice: 10_100 })),
      z.object({ unitPrice: z.number() }),
      201,
    );
    expect(offer.unitPrice).toBe(10_100);
    const other = await createRfq(p.buyer, { quantity: 1 });
    expect(
      (
        await json(
          await p.supplier.post('/api/offers', offerBody(other.id, { unitPrice: '1.000' })),
          z.object({ unitPrice: z.number() }),
          201,
        )
      ).unitPrice,
    ).toBe(10_000);
  });

  it('refuses planned shipment dates in the past (1999) and keeps them between 1900 and 2200', async () => {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const past = await refused(
      await p.supplier.post(
        '/api/logistics/shipments',
        shipmentBody(order.id, {
          estimatedDeparture: '1999-01-01T00:00:00Z',
          estimatedArrival: '1999-01-02T00:00:00Z',
        }),
      ),
    );
    expect(past).toEqual([
      { path: 'estimatedDeparture', message: 'Estimated departure must not be in the past' },
      { path: 'estimatedArrival', message: 'Estimated arrival must not be in the past' },
    ]);
    expect(
      await refused(
        await p.supplier.post(
          '/api/logistics/shipments',
          shipmentBody(order.id, { estimatedArrival: '+275760-09-13T00:00:00.000Z' }),
        ),
      ),
    ).toEqual([{ path: 'estimatedArrival', message: 'Date must be between 1900 and 2200' }]);
  });

  describe('proof of delivery', () => {
    let shipmentId: string;
    beforeAll(async () => {
      const { order } = await signedOrder(p);
      await p.supplier.post(`/api/orders/${order.id}/confirm`);
      const shipment = await json(
        await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
        ZShipment,
        201,
      );
      shipmentId = shipment.id;
      await carrierSteps(p.server, logistics, shipmentId, ['accept', 'start-transit', 'deliver']);
    });
    const submit = (extra: Record<string, unknown>) =>
      logistics.post(`/api/logistics/shipments/${shipmentId}/pod`, pod(extra));

    it.each([
      [
        'dated 1970',
        { deliveredAt: '1970-01-01T00:00:00.000Z' },
        'Delivery date/time cannot be before the shipment departed',
      ],
      [
        'dated an hour before departure',
        { deliveredAt: new Date(Date.now() - 3_600_000).toISOString() },
        'Delivery date/time cannot be before the shipment departed',
      ],
      ['dated tomorrow', { deliveredAt: inDays(1) }, 'Delivery date/time cannot be in the future'],
    ])('refuses one %s, naming deliveredAt', async (_what, extra, message) => {
      expect(await refused(await submit(extra))).toEqual([{ path: 'deliveredAt', message }]);
    });

    it.each([
      [
        'an SVG with a script labelled image/png',
        dataUrl('image/png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'Signature must be a PNG or JPEG image',
      ],
      ['an SVG data URL', dataUrl('image/svg+xml', '<svg/>'), 'Signature must be a PNG or JPEG image'],
      ['a JPEG labelled image/png', dataUrl('image/png', jpegBytes(300, 100)), 'Signature must be a PNG or JPEG image'],
      [
        'a PNG of 2001 x 100',
        dataUrl('image/png', pngBytes(2001, 100)),
        'Signature image must be at most 2000 x 1000 pixels',
      ],
      [
        'a JPEG of 300 x 1001',
        dataUrl('image/jpeg', jpegBytes(300, 1001)),
        'Signature image must be at most 2000 x 1000 pixels',
      ],
    ])('refuses a signature that is %s, naming signature', async (_what, signature, message) => {
      expect(await refused(await submit({ signature }))).toEqual([{ path: 'signature', message }]);
      const [row] = await p.server.database.db.select().from(shipments).where(eq(shipments.id, shipmentId));
      expect(row?.podSignature).toBeNull();
    });

    it('accepts a JPEG signature of 2000 x 1000, delivered at the current minute as the form sends it', async () => {
      const signature = dataUrl('image/jpeg', jpegBytes(2000, 1000));
      // Whole minutes, like the datetime-local field: possibly a few seconds before the departure itself.
      const deliveredAt = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
      const proven = await json(await submit({ signature, deliveredAt }), ZShipment);
      expect(proven).toMatchObject({ status: 'pod_confirmed', podData: { signature } });
    });
  });
});

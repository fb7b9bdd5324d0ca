import { auditLog } from '@energy/db/schema/audit';
import { rfqs } from '@energy/db/schema/rfqs';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { createRfq, inDays, json, rfqBody, signIn, signUp, startParties, submitOffer } from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

describe.each(testBackends())('RFQs over HTTP (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let otherBuyer: HttpClient;
  let supplier: HttpClient;
  beforeAll(async () => {
    ({ server, buyer, supplier } = await startParties(backend));
    otherBuyer = await signUp(server, 'rivalbuyer', 'buyer');
  });
  afterAll(() => server.close());

  it('creates a published RFQ with a readable number, the refined product inside specifications, and an audit row', async () => {
    const rfq = await createRfq(buyer);
    expect(rfq.rfqNumber).toMatch(/^RFQ-\d{4}-\d{6}$/);
    expect(rfq).toMatchObject({
      status: 'published',
      quantity: '1000.000',
      specifications: { refinedProductType: 'AGO' },
      refinedProductType: 'AGO',
      buyerOrgName: 'Lagos Power & Industrial Ltd',
    });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rfq.id), eq(auditLog.action, 'rfq.created')));
    expect(audit[0]).toMatchObject({ toState: 'published', entityType: 'rfq' });
  });

  it.each([
    ['title', '', 'Title is required'],
    ['productType', '', 'Product type is required'],
    ['quantity', '', 'Quantity is required'],
    ['quantity', -5, 'Quantity must be greater than 0'],
    ['unit', '', 'Unit is required'],
    ['deliveryLocation', '', 'Delivery location is required'],
    ['deliveryDate', '', 'Delivery date is required'],
    ['closeDate', '', 'Close date is required'],
    ['refinedProductType', undefined, 'Please select a refined product type'],
    ['closeDate', inDays(40), 'Close date must be on or before the delivery date'],
    ['deliveryDate', inDays(-1), 'Delivery date must be in the future'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await buyer.post('/api/rfq/rfqs', rfqBody({ [field]: value }));
    expect(response.status).toBe(400);
    expect((await response.json()).details).toContainEqual({ path: field, message });
  });

  it('refuses RFQ creation to a supplier with 403 naming rfq:create, and unknown keys with 400', async () => {
    const refused = await supplier.post('/api/rfq/rfqs', rfqBody());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Missing permission: rfq:create' });
    const trick = await buyer.post('/api/rfq/rfqs', rfqBody({ status: 'awarded' }));
    expect(trick.status).toBe(400);
    expect((await trick.json()).details).toContainEqual({ path: 'status', message: 'Unknown field: status' });
  });

  it("keeps buyers apart: B never sees A's RFQ, in lists or by id, over REST and tRPC", async () => {
    const rfq = await createRfq(buyer, { title: 'Private tender' });
    const list = await json(await otherBuyer.get('/api/rfq/rfqs'), z.array(ZRfq));
    expect(list.map((r) => r.id)).not.toContain(rfq.id);
    expect((await otherBuyer.get(`/api/rfq/rfqs/${rfq.id}`)).status).toBe(404);
    const trpc = await otherBuyer.get(`/api/trpc/rfq.byId?input=${encodeURIComponent(JSON.stringify({ id: rfq.id }))}`);
    expect(trpc.status).toBe(404);
    const finance = await signIn(server, 'finance');
    expect((await json(await finance.get('/api/rfq/rfqs'), z.array(ZRfq))).map((r) => r.id)).toContain(rfq.id);
  });

  it('shows suppliers every open RFQ, and closed ones only when they quoted', async () => {
    const open = await createRfq(otherBuyer, { title: 'Open to all' });
    const quoted = await createRfq(buyer, { title: 'Quoted then closed' });
    await submitOffer(supplier, quoted.id);
    const unquoted = await createRfq(buyer, { title: 'Closed unquoted' });
    await server.database.db
      .update(rfqs)
      .set({ closeDate: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, quoted.id));
    await server.database.db
      .update(rfqs)
      .set({ closeDate: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, unquoted.id));
    const seen = (await json(await supplier.get('/api/rfq/rfqs'), z.array(ZRfq))).map((r) => r.id);
    expect(seen).toContain(open.id);
    expect(seen).toContain(quoted.id);
    expect(seen).not.toContain(unquoted.id);
    expect((await supplier.get(`/api/rfq/rfqs/${unquoted.id}`)).status).toBe(404);
    const active = (await json(await supplier.get('/api/rfq/active'), z.array(ZRfq))).map((r) => r.id);
    expect(active).toContain(open.id);
    expect(active).not.toContain(quoted.id);
  });

  it('cancels before award (declining pending offers) and refuses a second cancel with 409, changing nothing', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const cancelled = await json(
      await buyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, { reason: 'Budget withdrawn' }),
      ZRfq,
    );
    expect(cancelled.status).toBe('cancelled');
    const mine = await supplier.get(`/api/offers/${offer.id}`);
    expect((await mine.json()).status).toBe('declined');
    const again = await buyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This RFQ is cancelled and can no longer be cancelled' });
    expect((await otherBuyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, {})).status).toBe(404);
  });
});

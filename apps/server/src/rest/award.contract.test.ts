import { auditLog } from '@energy/db/schema/audit';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { offers } from '@energy/db/schema/offers';
import { ZOffer } from '@energy/domain/schemas/offer';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { acceptOffer, createRfq, json, signIn, startParties, submitOffer } from '@energy/test/procurement';
import type { TestServer } from '@energy/test/server';

const Accepted = z.object({ contractId: z.string(), contractNumber: z.string() });

describe.each(testBackends())('award over HTTP (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let supplier2: HttpClient;
  beforeAll(async () => {
    ({ server, buyer, supplier, supplier2 } = await startParties(backend));
  });
  afterAll(() => server.close());

  it('selects the offer, declines the others, awards the RFQ and drafts a contract with its settlement schedule', async () => {
    const rfq = await createRfq(buyer, { quantity: 1000 });
    const winner = await submitOffer(supplier, rfq.id, {
      unitPrice: '650',
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 25 },
    });
    const loser = await submitOffer(supplier2, rfq.id, { unitPrice: '700' });
    const accepted = await json(await acceptOffer(buyer, winner), Accepted);
    expect(accepted.contractNumber).toMatch(/^CON-\d{4}-\d{6}$/);

    expect((await json(await buyer.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).status).toBe('awarded');
    expect(await json(await buyer.get(`/api/offers/${winner.id}`), ZOffer)).toMatchObject({
      status: 'selected',
      isSelected: true,
    });
    expect((await json(await buyer.get(`/api/offers/${loser.id}`), ZOffer)).status).toBe('declined');
    const [contract] = await server.database.db.select().from(contracts).where(eq(contracts.id, accepted.contractId));
    expect(contract).toMatchObject({
      status: 'draft',
      totalValue: 65000000,
      currency: 'NGN',
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 25 },
    });
    const schedule = await server.database.db
      .select()
      .from(settlements)
      .where(eq(settlements.contractId, accepted.contractId));
    expect(schedule.map((s) => [s.settlementType, s.amount, s.status]).sort()).toEqual([
      ['advance', 16250000, 'pending'],
      ['balance', 48750000, 'pending'],
    ]);
    const balance = schedule.find((s) => s.settlementType === 'balance');
    expect(balance?.dueDate.getTime()).toBe(new Date(rfq.deliveryDate).getTime() + 30 * 86_400_000);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, rfq.id));
    expect(audit.map((a) => [a.action, a.fromState, a.toState])).toContainEqual(['rfq.awarded', 'quoted', 'awarded']);
  });

  it('refuses a second accept with 409 and changes nothing; refuses suppliers and finance with 403', async () => {
    const rfq = await createRfq(buyer);
    const first = await submitOffer(supplier, rfq.id);
    const second = await submitOffer(supplier2, rfq.id);
    await json(await acceptOffer(buyer, first), Accepted);
    const again = await acceptOffer(buyer, second);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This RFQ is already awarded: an offer can be accepted only once' });
    expect(await server.database.db.select().from(contracts).where(eq(contracts.rfqId, rfq.id))).toHaveLength(1);
    expect((await json(await buyer.get(`/api/offers/${second.id}`), ZOffer)).status).toBe('declined');
    const bySupplier = await supplier.post(`/api/offers/${first.id}/accept`, { version: first.version });
    expect(bySupplier.status).toBe(403);
    expect(await bySupplier.json()).toEqual({ error: 'Missing permission: offer:accept' });
    const finance = await signIn(server, 'finance');
    expect((await finance.post(`/api/offers/${first.id}/accept`, { version: first.version })).status).toBe(403);
  });

  it('makes exactly one contract from twenty concurrent accepts of one offer', async () => {
    const rfq = await createRfq(buyer);
    const offer = await submitOffer(supplier, rfq.id);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => acceptOffer(buyer, offer).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await server.database.db.select().from(contracts).where(eq(contracts.rfqId, rfq.id))).toHaveLength(1);
  });

  it('makes exactly one contract from concurrent accepts of two offers on one RFQ', async () => {
    const rfq = await createRfq(buyer);
    const a = await submitOffer(supplier, rfq.id);
    const b = await submitOffer(supplier2, rfq.id);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => acceptOffer(buyer, i % 2 ? a : b).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await server.database.db.select().from(contracts).where(eq(contracts.rfqId, rfq.id))).toHaveLength(1);
    const selected = await server.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.rfqId, rfq.id), eq(offers.status, 'selected')));
    expect(selected).toHaveLength(1);
  });
});

import { contracts } from '@energy/db/schema/contracts';
import { jobs } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { users } from '@energy/db/schema/users';
import { ZPayableSettlement, ZSettlement } from '@energy/domain/schemas/contract';
import { ZJob } from '@energy/domain/schemas/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { crewJob } from '@energy/test/crew';
import { testBackends } from '@energy/test/databases';
import { errorOf, jobOf, tenderedShipment } from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { json, signUp, startParties, type Parties } from '@energy/test/procurement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** ₦25,000.00 an hour, in kobo. */
const RATE = 2_500_000;
const Payable = z.array(ZPayableSettlement);

/*
 * The figures: 2h free, ₦25,000.00 an hour; the truck waits 3h20 at the site: 1h20 beyond, 6 started quarters =
 * 1.50 h × ₦25,000.00 = ₦37,500.00 (3,750,000 kobo), one demurrage line. Tendered to logistics companies: payable to
 * the carrier, which sees it and confirms the buyer's finance's payment. Delivered by the supplier, no tender (its
 * chosen carrier at the order's terms): payable to the supplier, which confirms it on the contract.
 */
describe.each(testBackends())(
  'demurrage paid to its payee: the carrier, or the supplier delivering itself (%s)',
  (backend) => {
    let p: Parties;
    let carrier: HttpClient;
    let otherCarrier: HttpClient;
    beforeAll(async () => {
      p = await startParties(backend);
      [carrier, otherCarrier] = await Promise.all([
        signUp(p.server, 'payeeco', 'logistics'),
        signUp(p.server, 'otherpayeeco', 'logistics'),
      ]);
    });
    afterAll(() => p.server.close());
    const db = () => p.server.database.db;

    async function orgOf(username: string) {
      const [row] = await db()
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.username, username));
      if (!row?.organizationId) throw new Error(`no organization for ${username}`);
      return row.organizationId;
    }

    /** A shipment carried by `carrier`, its truck kept 3h20 at the site under a ₦25,000.00/h rate: its demurrage line. */
    async function demurrageOn(extra: Record<string, unknown>) {
      const shipment = await tenderedShipment(p, extra);
      await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
      await crewJob(p.server, carrier, shipment.id);
      await json(await carrier.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
      const job = await jobOf(carrier, shipment.id);
      if (!job) throw new Error('no job');
      await db()
        .update(jobs)
        .set({ actualStartTime: new Date(Date.now() - 6 * HOUR) })
        .where(eq(jobs.id, job.id));
      const [order] = await db().select().from(orders).where(eq(orders.id, shipment.orderId));
      if (!order) throw new Error('no order');
      await db().update(contracts).set({ demurrageRate: RATE }).where(eq(contracts.id, order.contractId));
      const arrivedAt = new Date(Date.now() - 4 * HOUR);
      await json(await carrier.post(`/api/jobs/${job.id}/arrival`, { at: arrivedAt.toISOString() }), ZJob);
      const endedAt = new Date(arrivedAt.getTime() + 3 * HOUR + 20 * MINUTE);
      await json(await carrier.post(`/api/jobs/${job.id}/discharge-end`, { at: endedAt.toISOString() }), ZJob);
      const lines = await json(
        await p.buyer.get(`/api/contracts/${order.contractId}/settlements`),
        z.array(ZSettlement),
      );
      const line = lines.find((s) => s.settlementType === 'demurrage');
      if (!line) throw new Error('no demurrage line');
      return { line, contractId: order.contractId };
    }

    it('tendered: ₦37,500.00 payable to the carrier, listed to it alone; finance records TRF-DEM-1, the carrier confirms it, once', async () => {
      const { line } = await demurrageOn({});
      expect(line).toMatchObject({ amount: 3_750_000, status: 'pending', payeeOrgId: await orgOf('payeeco') });

      const listed = await json(await carrier.get('/api/settlements/payable'), Payable);
      expect(listed).toEqual([
        {
          id: line.id,
          settlementType: 'demurrage',
          status: 'pending',
          description: 'Demurrage',
          reference: null,
          amount: 3_750_000,
          currency: 'NGN',
          dueDate: line.dueDate,
          settledAt: null,
          contractNumber: expect.stringMatching(/^CON-/),
          payerName: 'Lagos Power & Industrial Ltd',
          allowedActions: [],
        },
      ]);
      // Only what it needs: nothing of the contract but its number and the payer's name.
      expect(Object.keys(listed[0] ?? {})).not.toContain('contractId');
      expect(await json(await otherCarrier.get('/api/settlements/payable'), Payable)).toEqual([]);
      // The supplier's own settlements are on its contracts; by name it is payee of none.
      expect(await json(await p.supplier.get('/api/settlements/payable'), Payable)).toEqual([]);
      expect((await p.buyer.get('/api/settlements/payable')).status).toBe(403);

      // Nothing recorded yet: 409; another carrier does not see it: 404.
      expect(await errorOf(await carrier.post(`/api/settlements/${line.id}/confirm`), 409)).toBe(
        'This settlement is pending: only a recorded payment can be confirmed',
      );
      expect((await p.finance.post(`/api/settlements/${line.id}/pay`, { reference: 'TRF-DEM-1' })).status).toBe(200);
      const awaiting = await json(await carrier.get('/api/settlements/payable'), Payable);
      expect(awaiting[0]).toMatchObject({
        status: 'awaiting_confirmation',
        reference: 'TRF-DEM-1',
        allowedActions: ['settlement.confirm', 'settlement.reject'],
      });
      expect(await errorOf(await otherCarrier.post(`/api/settlements/${line.id}/confirm`), 404)).toBe(
        'Settlement not found',
      );
      // The supplier is not the payee of the carrier's line.
      expect((await p.supplier.post(`/api/settlements/${line.id}/confirm`)).status).toBe(403);

      const attempts = await Promise.all(
        Array.from({ length: 5 }, () => carrier.post(`/api/settlements/${line.id}/confirm`).then((r) => r.status)),
      );
      expect(attempts.filter((s) => s === 200)).toHaveLength(1);
      expect(attempts.filter((s) => s === 409)).toHaveLength(4);
      const [paid] = await json(await carrier.get('/api/settlements/payable'), Payable);
      expect(paid).toMatchObject({ status: 'completed', reference: 'TRF-DEM-1', allowedActions: [] });
      expect(paid?.settledAt).not.toBeNull();
    });

    it('the carrier answers over tRPC too: a recorded payment that did not arrive is rejected, pending again', async () => {
      const { line } = await demurrageOn({});
      expect((await p.finance.post(`/api/settlements/${line.id}/pay`, { reference: 'TRF-DEM-2' })).status).toBe(200);
      const listed = await carrier.get(`/api/trpc/settlement.payable`);
      expect(listed.status).toBe(200);
      const rejected = await carrier.post('/api/trpc/settlement.reject', {
        settlementId: line.id,
        reason: 'Not on our statement',
      });
      expect(rejected.status).toBe(200);
      const answered = ZSettlement.parse(((await rejected.json()) as { result: { data: unknown } }).result.data);
      expect(answered).toMatchObject({ id: line.id, status: 'pending', reference: null });
    });

    it('delivered by the supplier, no tender: ₦37,500.00 payable to the supplier, which confirms it on its contract', async () => {
      const { line, contractId } = await demurrageOn({ tender: undefined, logisticsOrgId: await orgOf('payeeco') });
      expect(line).toMatchObject({ amount: 3_750_000, status: 'pending', payeeOrgId: null });
      expect(await json(await carrier.get('/api/settlements/payable'), Payable)).not.toContainEqual(
        expect.objectContaining({ id: line.id }),
      );
      expect((await p.finance.post(`/api/settlements/${line.id}/pay`, { reference: 'TRF-DEM-3' })).status).toBe(200);
      expect((await carrier.post(`/api/settlements/${line.id}/confirm`)).status).toBe(404);
      const confirmed = await json(await p.supplier.post(`/api/settlements/${line.id}/confirm`), ZSettlement);
      expect(confirmed).toMatchObject({ status: 'completed', reference: 'TRF-DEM-3', amount: 3_750_000 });
      const lines = await json(await p.supplier.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
      expect(lines.find((s) => s.id === line.id)?.status).toBe('completed');
    });
  },
);

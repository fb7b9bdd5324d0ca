import { settlements } from '@energy/db/schema/contracts';
import { ledgerEntries } from '@energy/db/schema/payments';
import { ZSettlement } from '@energy/domain/schemas/contract';
import { ZPayment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { paymentsOf, processPayment, signedOrder } from '@energy/test/fulfilment';
import { json, startParties, type Parties } from '@energy/test/procurement';

/** A settlement is paid once, by reference or through escrow, never both. */
describe.each(testBackends())('a settlement is paid one way only (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  /** A confirmed order's advance: its settlement and the pending escrow payment made for it. */
  async function advanceOf() {
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const [advance] = await paymentsOf(p.finance, order.id);
    if (!advance?.settlementId) throw new Error('no advance payment');
    return { payment: advance, settlementId: advance.settlementId };
  }
  const recordPaid = (settlementId: string, reference: string) =>
    p.finance.post(`/api/settlements/${settlementId}/pay`, { reference });
  const ledgerOf = (paymentId: string) =>
    p.server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));

  const confirm = (settlementId: string) => p.supplier.post(`/api/settlements/${settlementId}/confirm`);

  it('lets escrow capture a settlement only recorded as paid; once the payee confirms it, capture is refused', async () => {
    const awaiting = await advanceOf();
    expect((await json(await recordPaid(awaiting.settlementId, 'TRF-0001'), ZSettlement)).status).toBe(
      'awaiting_confirmation',
    );
    // The payer's record alone is no payment: escrow may still take the money, and then the payee cannot also confirm it.
    expect(
      (
        await json(
          await processPayment(p.finance, awaiting.payment.id, awaiting.payment.amount, 'awaiting-0001'),
          ZPayment,
        )
      ).status,
    ).toBe('captured');
    const late = await confirm(awaiting.settlementId);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: `This settlement is paid through escrow: payment ${awaiting.payment.paymentNumber} is captured`,
    });

    const { payment, settlementId } = await advanceOf();
    await json(await recordPaid(settlementId, 'TRF-0003'), ZSettlement);
    expect((await json(await confirm(settlementId), ZSettlement)).status).toBe('completed');
    const capture = await processPayment(p.finance, payment.id, payment.amount, 'after-record-0001');
    expect(capture.status).toBe(409);
    expect(await capture.json()).toEqual({
      error: "This payment's settlement is already completed: it was recorded as paid with reference TRF-0003",
    });
    expect(await ledgerOf(payment.id)).toHaveLength(0);
    expect((await json(await p.finance.get(`/api/payments/${payment.id}`), ZPayment)).status).toBe('pending');
  });

  it('refuses to record as paid a settlement whose escrow payment is captured', async () => {
    const { payment, settlementId } = await advanceOf();
    await json(await processPayment(p.finance, payment.id, payment.amount, 'before-record-0001'), ZPayment);
    const record = await recordPaid(settlementId, 'TRF-0002');
    expect(record.status).toBe(409);
    expect(await record.json()).toEqual({
      error: `This settlement is paid through escrow: payment ${payment.paymentNumber} is captured`,
    });
    const [settlement] = await p.server.database.db.select().from(settlements).where(eq(settlements.id, settlementId));
    expect(settlement).toMatchObject({ status: 'pending', reference: null });
  });

  it('lets exactly one of parallel payee confirmations and captures through, every time', async () => {
    const rounds = 4;
    const tally: Record<number, number> = {};
    for (let round = 0; round < rounds; round++) {
      const { payment, settlementId } = await advanceOf();
      await json(await recordPaid(settlementId, `TRF-R${round}`), ZSettlement);
      // Five of each at once, each capture with its own Idempotency-Key.
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2 ? confirm(settlementId) : processPayment(p.finance, payment.id, payment.amount, `race-${round}-${i}-key`),
      );
      const statuses = await Promise.all(calls.map((call) => call.then((r) => r.status)));
      for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const [settlement] = await p.server.database.db
        .select()
        .from(settlements)
        .where(eq(settlements.id, settlementId));
      const captured = (await ledgerOf(payment.id)).length === 1;
      // Either the escrow took the money and the record still awaits (escrow release completes it), or the payee confirmed it.
      expect(captured ? settlement?.status === 'awaiting_confirmation' : settlement?.status === 'completed').toBe(true);
    }
    console.info(`[${backend}] ${rounds} rounds of 10 parallel confirm/process calls:`, tally);
  });
});

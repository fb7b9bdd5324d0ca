import { auditLog } from '@energy/db/schema/audit';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { jobs } from '@energy/db/schema/fleet';
import { ledgerEntries } from '@energy/db/schema/payments';
import { users } from '@energy/db/schema/users';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { ZPriceIndex } from '@energy/domain/schemas/pricing';
import { DELIVERED_QUANTITY_MESSAGES } from '@energy/domain/schemas/delivered-quantity';
import { ZOrder, ZPayment, ZShipment } from '@energy/domain/schemas/fulfilment';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSteps, crewJob } from '@energy/test/crew';
import { jobOf } from '@energy/test/fleet';
import { ZJob } from '@energy/domain/schemas/fleet';
import { testBackends } from '@energy/test/databases';
import { paymentsOf, pod, processPayment, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import {
  acceptOffer,
  createRfq,
  json,
  signByBoth,
  signIn,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';
import { z } from 'zod';

/*
 * The figures, by hand. signedOrder: 1,000 l of AGO at ₦500.0000 a litre, ₦500,000.00 (50,000,000 minor units), a
 * 20 % advance (10,000,000) and the balance (40,000,000), both captured into escrow before proof of delivery; the
 * contract's tolerance ± 5 %, settled on the outturn. The receipt is measured at 15 °C (VCF 1.0000, NSV = volume).
 * Short: 900 l is -10 %: accepted, 900 × 500 = ₦450,000.00: the supplier gets 45,000,000 (the advance 10,000,000 and
 *   35,000,000 of the balance), the buyer 5,000,000 back from the balance.
 * Over: 1,100 l is +10 %: accepted, 1,100 × 500 = ₦550,000.00: both payments released whole (50,000,000) and a
 *   balance of 5,000,000 for finance, captured and released at once: the supplier gets 55,000,000 in all.
 * Within: 980 l is -2 %: invoiced at proof of delivery, 980 × 500 = ₦490,000.00: 49,000,000 to the supplier,
 *   1,000,000 back to the buyer.
 * Formula: one day's quote of 790.00 NGN/l − 2.00 = a final 788.0000 NGN/l, fixed at acceptance; 1,000 l at
 *   ₦788,000.00, a 20 % advance (15,760,000) paid outside the platform, the balance (63,040,000) captured. 1,030 l
 *   received (+3 %, within): 1,030 × 788 = ₦811,640.00 (81,164,000) − the advance = 65,404,000 owed: the balance is
 *   released whole and 2,364,000 more is a final balance with its pending payment for finance.
 */
describe.each(testBackends())('final invoice and escrow on what was delivered (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    logistics = await signIn(p.server, 'logistics');
  });
  afterAll(() => p.server.close());

  /** A signed order paid into escrow, delivered with `litres` received at 15 °C. */
  async function deliveredWith(litres: string) {
    const { order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const payments = await paymentsOf(p.finance, order.id);
    for (const [i, pay] of payments.entries())
      await json(await processPayment(p.finance, pay.id, pay.amount, `final-${order.id}-${i}`), ZPayment);
    const received = {
      receivedObservedVolume: litres,
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    return { order: await orderOf(order.id), payments };
  }
  const orderOf = async (id: string) => json(await p.buyer.get(`/api/orders/${id}`), ZOrder);
  /** Each payment's ledger as `type:amount`, and whether capture = release + refund for each. */
  async function ledgerOf(paymentIds: string[]) {
    const entries = await p.server.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.paymentId, paymentIds));
    const balanced = paymentIds.every((id) => {
      const mine = entries.filter((e) => e.paymentId === id);
      const sum = (type: string) => mine.filter((e) => e.entryType === type).reduce((s, e) => s + e.amount, 0);
      return sum('capture') === sum('release') + sum('refund');
    });
    const moved = (account: string, type: string) =>
      entries.filter((e) => e.entryType === type && e.creditAccount === account).reduce((s, e) => s + e.amount, 0);
    return { entries: entries.map((e) => `${e.entryType}:${e.amount}`).sort(), balanced, moved };
  }

  it('formula: 1,030 l × the final 788.0000 less the advance paid outside: 63,040,000 released and a 2,364,000 balance', async () => {
    const admin = await signIn(p.server, 'admin');
    const index = await json(
      await admin.post('/api/price-indices', {
        code: 'AGO-FI',
        name: 'AGO (final invoice)',
        publisher: 'NMDPRA',
        currency: 'NGN',
        unit: 'l',
      }),
      ZPriceIndex,
      201,
    );
    const delivery = new Date(Date.now() + 60 * 86_400_000);
    const day = delivery.toISOString().slice(0, 10);
    await admin.post(`/api/price-indices/${index.id}/quotes`, { quotes: [{ date: day, value: '790.00' }] });
    const rfq = await createRfq(p.buyer, { quantity: 1000, deliveryDate: delivery.toISOString() });
    const offer = await submitOffer(p.supplier, rfq.id, {
      unitPrice: undefined,
      pricing: { type: 'formula', indexId: index.id, differential: '-2.00', period: { kind: 'day', date: day } },
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    });
    const { contractId } = z.object({ contractId: z.string() }).parse(await (await acceptOffer(p.buyer, offer)).json());
    expect((await signByBoth(p.buyer, p.supplier, contractId)).status).toBe(200);
    const contract = json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    const { orderId } = await contract;
    expect(await contract).toMatchObject({ finalUnitPrice: 7_880_000, finalTotal: 78_800_000 });
    if (!orderId) throw new Error('no order');
    await json(await p.supplier.post(`/api/orders/${orderId}/confirm`), ZOrder);
    const schedule = await json(await p.buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
    const advance = schedule.find((s) => s.settlementType === 'advance');
    if (!advance) throw new Error('no advance');
    expect((await p.finance.post(`/api/settlements/${advance.id}/pay`, { reference: 'TRF-FI-1' })).status).toBe(200);
    expect((await p.supplier.post(`/api/settlements/${advance.id}/confirm`)).status).toBe(200);
    const balance = (await paymentsOf(p.finance, orderId)).find((pay) => pay.amount === 63_040_000);
    if (!balance) throw new Error('no balance payment');
    await json(await processPayment(p.finance, balance.id, balance.amount, `final-formula-${orderId}`), ZPayment);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(orderId)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const received = {
      receivedObservedVolume: '1030',
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    const invoiced = await orderOf(orderId);
    expect(invoiced.delivery).toMatchObject({
      settledQuantity: '1030.000',
      status: 'within',
      finalInvoice: {
        unitPrice: 7_880_000,
        goods: 81_164_000,
        demurrage: 0,
        advances: 15_760_000,
        amount: 65_404_000,
      },
    });
    const released = await json(await p.buyer.post(`/api/orders/${orderId}/confirm-receipt`), ZOrder);
    expect(released.escrow.releasedAt).not.toBeNull();
    const after = await paymentsOf(p.finance, orderId);
    const ledger = await ledgerOf(after.map((x) => x.id));
    expect(ledger.balanced).toBe(true);
    expect(ledger.moved(`org:${invoiced.supplierOrg.id}`, 'release')).toBe(63_040_000);
    expect(after.filter((pay) => pay.status === 'pending').map((pay) => pay.amount)).toEqual([2_364_000]);
  });

  it('an advance paid outside the platform after the invoice: the release pays 39,000,000 of the balance and refunds 1,000,000', async () => {
    const { order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const payments = await paymentsOf(p.finance, order.id);
    const [advancePayment, balancePayment] = payments;
    if (!advancePayment?.settlementId || !balancePayment) throw new Error('no schedule');
    await json(
      await processPayment(p.finance, balancePayment.id, balancePayment.amount, `final-adv-${order.id}`),
      ZPayment,
    );
    const received = {
      receivedObservedVolume: '980',
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    expect((await orderOf(order.id)).delivery?.finalInvoice).toMatchObject({ advances: 0, amount: 49_000_000 });
    expect(
      (await p.finance.post(`/api/settlements/${advancePayment.settlementId}/pay`, { reference: 'TRF-ADV' })).status,
    ).toBe(200);
    expect((await p.supplier.post(`/api/settlements/${advancePayment.settlementId}/confirm`)).status).toBe(200);
    const released = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(released.delivery?.finalInvoice).toMatchObject({
      goods: 49_000_000,
      advances: 10_000_000,
      amount: 39_000_000,
    });
    const ledger = await ledgerOf([balancePayment.id]);
    expect(ledger.entries).toEqual(['capture:40000000', 'refund:1000000', 'release:39000000']);
    expect(ledger.balanced).toBe(true);
  });

  it('short (-10 %): held until the buyer accepts; then the supplier is paid 45,000,000 and the buyer refunded 5,000,000', async () => {
    const { order, payments } = await deliveredWith('900');
    expect(order.delivery).toMatchObject({
      settledQuantity: '900.000',
      status: 'short',
      quantityAcceptedAt: null,
      finalInvoice: null,
      basis: {
        source: 'outturn',
        nsvLitres: '900',
        deviation: '-100.000',
        deviationPct: '-10.00',
        tolerancePct: '5.00',
      },
    });
    expect(order.escrow.heldReason).toBe(DELIVERED_QUANTITY_MESSAGES.held);
    expect(order.allowedActions).toContain('order.acceptQuantity');
    // Held: the receipt cannot release it, and only the buyer accepts.
    const refused = await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`);
    expect([refused.status, (await refused.json()).error]).toEqual([409, DELIVERED_QUANTITY_MESSAGES.held]);
    expect((await p.supplier.post(`/api/orders/${order.id}/accept-quantity`)).status).toBe(403);

    const accepted = await json(await p.buyer.post(`/api/orders/${order.id}/accept-quantity`), ZOrder);
    expect(accepted.delivery).toMatchObject({
      quantityAcceptedAt: expect.any(String),
      finalInvoice: {
        settledQuantity: '900.000',
        unitPrice: 5_000_000,
        goods: 45_000_000,
        demurrage: 0,
        advances: 0,
        amount: 45_000_000,
      },
    });
    expect(accepted.escrow.heldReason).toBeNull();
    expect(accepted.allowedActions).not.toContain('order.acceptQuantity');
    const again = await p.buyer.post(`/api/orders/${order.id}/accept-quantity`);
    expect([again.status, (await again.json()).error]).toEqual([409, DELIVERED_QUANTITY_MESSAGES.alreadyAccepted]);

    const released = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(released.status).toBe('completed');
    const ledger = await ledgerOf(payments.map((x) => x.id));
    expect(ledger.entries).toEqual(
      ['capture:10000000', 'capture:40000000', 'refund:5000000', 'release:10000000', 'release:35000000'].sort(),
    );
    expect(ledger.balanced).toBe(true);
    expect(ledger.moved(`org:${order.supplierOrg.id}`, 'release')).toBe(45_000_000);
    expect(ledger.moved(`org:${order.buyerOrg.id}`, 'refund')).toBe(5_000_000);
  });

  it('over (+10 %): accepted, both payments released whole and a 5,000,000 balance for finance, released at once', async () => {
    const { order, payments } = await deliveredWith('1100');
    expect(order.delivery).toMatchObject({ settledQuantity: '1100.000', status: 'over', finalInvoice: null });
    expect(order.escrow.heldReason).toBe(DELIVERED_QUANTITY_MESSAGES.held);
    await json(await p.buyer.post(`/api/orders/${order.id}/accept-quantity`), ZOrder);
    const confirmed = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(confirmed.delivery?.finalInvoice).toMatchObject({ goods: 55_000_000, amount: 55_000_000 });
    expect(confirmed.status).toBe('delivered');
    const after = await paymentsOf(p.finance, order.id);
    const balance = after.find((pay) => !payments.some((x) => x.id === pay.id));
    expect(balance).toMatchObject({ amount: 5_000_000, status: 'pending' });
    if (!balance) throw new Error('no balance payment');
    const paid = await json(
      await processPayment(p.finance, balance.id, balance.amount, `final-balance-${order.id}`),
      ZPayment,
    );
    expect(paid.status).toBe('completed');
    const ledger = await ledgerOf(after.map((x) => x.id));
    expect(ledger.balanced).toBe(true);
    expect(ledger.moved(`org:${order.supplierOrg.id}`, 'release')).toBe(55_000_000);
    expect(ledger.entries.filter((e) => e.startsWith('refund'))).toEqual([]);
    expect((await orderOf(order.id)).status).toBe('completed');
  });

  it('within (-2 %): invoiced at proof of delivery, nothing held; 20 parallel releases pay 49,000,000 and refund 1,000,000 once', async () => {
    const { order, payments } = await deliveredWith('980');
    expect(order.delivery).toMatchObject({
      status: 'within',
      finalInvoice: { settledQuantity: '980.000', goods: 49_000_000, amount: 49_000_000 },
    });
    expect(order.escrow.heldReason).toBeNull();
    expect(order.allowedActions).not.toContain('order.acceptQuantity');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => p.buyer.post(`/api/orders/${order.id}/confirm-receipt`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const ledger = await ledgerOf(payments.map((x) => x.id));
    expect(ledger.entries).toEqual(
      ['capture:10000000', 'capture:40000000', 'refund:1000000', 'release:10000000', 'release:39000000'].sort(),
    );
    expect(ledger.balanced).toBe(true);
    expect(ledger.moved(`org:${order.supplierOrg.id}`, 'release')).toBe(49_000_000);
    expect(ledger.moved(`org:${order.buyerOrg.id}`, 'refund')).toBe(1_000_000);
  });

  /** Each payment of the order: its ledger entries sum to zero (capture = release + refund). */
  async function orderLedger(orderId: string) {
    return ledgerOf((await paymentsOf(p.finance, orderId)).map((x) => x.id));
  }
  const settlementsOf = (contractId: string) =>
    p.server.database.db.select().from(settlements).where(eq(settlements.contractId, contractId));

  /*
   * A formula contract still awaiting its day's quote at delivery: 1,000 l provisional at the day before's 790.00 −
   * 2.00 = 788.0000 (78,800,000: a 15,760,000 advance and a 63,040,000 balance, both captured); 980 l received at
   * 15 °C (−2 %, within), no invoice yet (the price is not final).
   */
  async function formulaDeliveredUnpriced(code: string) {
    const admin = await signIn(p.server, 'admin');
    const index = await json(
      await admin.post('/api/price-indices', {
        code,
        name: `AGO ${code}`,
        publisher: 'NMDPRA',
        currency: 'NGN',
        unit: 'l',
      }),
      ZPriceIndex,
      201,
    );
    const delivery = new Date(Date.now() + 60 * 86_400_000);
    const day = delivery.toISOString().slice(0, 10);
    const dayBefore = new Date(delivery.getTime() - 86_400_000).toISOString().slice(0, 10);
    await admin.post(`/api/price-indices/${index.id}/quotes`, { quotes: [{ date: dayBefore, value: '790.00' }] });
    const rfq = await createRfq(p.buyer, { quantity: 1000, deliveryDate: delivery.toISOString() });
    const offer = await submitOffer(p.supplier, rfq.id, {
      unitPrice: undefined,
      pricing: { type: 'formula', indexId: index.id, differential: '-2.00', period: { kind: 'day', date: day } },
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    });
    const { contractId } = z.object({ contractId: z.string() }).parse(await (await acceptOffer(p.buyer, offer)).json());
    expect((await signByBoth(p.buyer, p.supplier, contractId)).status).toBe(200);
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({ totalValue: 78_800_000, finalUnitPrice: null });
    const orderId = contract.orderId ?? '';
    await json(await p.supplier.post(`/api/orders/${orderId}/confirm`), ZOrder);
    for (const [i, pay] of (await paymentsOf(p.finance, orderId)).entries())
      await json(await processPayment(p.finance, pay.id, pay.amount, `resettle-${orderId}-${i}`), ZPayment);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(orderId)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const received = {
      receivedObservedVolume: '980',
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    expect((await orderOf(orderId)).delivery).toMatchObject({ settledQuantity: '980.000', finalInvoice: null });
    const postFinal = (value: string) =>
      admin.post(`/api/price-indices/${index.id}/quotes`, { quotes: [{ date: day, value }] });
    return { contractId, orderId, postFinal };
  }

  it('formula fixed after the release, above: 980 l × 818.0000 = 80,164,000 − the 78,800,000 released = a 1,364,000 final balance (not 3,000,000 on 1,000 l)', async () => {
    const { contractId, orderId, postFinal } = await formulaDeliveredUnpriced('AGO-RS-UP');
    const released = await json(await p.buyer.post(`/api/orders/${orderId}/confirm-receipt`), ZOrder);
    expect(released.escrow.releasedAt).not.toBeNull();
    expect((await postFinal('820.00')).status).toBe(200);
    expect((await orderOf(orderId)).delivery?.finalInvoice).toMatchObject({
      settledQuantity: '980.000',
      unitPrice: 8_180_000,
      goods: 80_164_000,
      demurrage: 0,
      advances: 78_800_000,
      amount: 1_364_000,
    });
    const lines = await settlementsOf(contractId);
    expect(lines.filter((s) => s.settlementType === 'price_adjustment')).toEqual([]);
    expect(lines.filter((s) => s.settlementType === 'final_balance').map((s) => [s.amount, s.status])).toEqual([
      [1_364_000, 'pending'],
    ]);
    const pending = (await paymentsOf(p.finance, orderId)).filter((pay) => pay.status === 'pending');
    expect(pending.map((pay) => pay.amount)).toEqual([1_364_000]);
    expect(
      (await json(await p.buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement))).length,
    ).toBe(3);
    expect((await orderLedger(orderId)).balanced).toBe(true);
  });

  it('formula fixed after the release, below: 980 l × 778.0000 = 76,244,000 − the 78,800,000 released = a −2,556,000 credit the supplier refunds', async () => {
    const { contractId, orderId, postFinal } = await formulaDeliveredUnpriced('AGO-RS-DOWN');
    await json(await p.buyer.post(`/api/orders/${orderId}/confirm-receipt`), ZOrder);
    expect((await postFinal('780.00')).status).toBe(200);
    expect((await orderOf(orderId)).delivery?.finalInvoice).toMatchObject({
      goods: 76_244_000,
      advances: 78_800_000,
      amount: -2_556_000,
    });
    const credit = (await settlementsOf(contractId)).filter(
      (s) => s.settlementType !== 'advance' && s.settlementType !== 'balance',
    );
    expect(credit.map((s) => [s.settlementType, s.amount, s.status])).toEqual([
      ['final_balance', -2_556_000, 'pending'],
    ]);
    const listed = await json(await p.buyer.get(`/api/contracts/${contractId}/settlements`), z.array(ZSettlement));
    const refund = listed.find((s) => s.settlementType === 'final_balance');
    expect(refund?.allowedActions).toEqual([]);
    expect((await orderLedger(orderId)).balanced).toBe(true);
  });

  it.each([0, 1])(
    'formula: 20 parallel attempts, the final quote (818.0000) posted and the receipt confirmed at once (run %i): one price fixed, one invoice of 80,164,000, the supplier holds it exactly, ledger balanced',
    async () => {
      const { contractId, orderId, postFinal } = await formulaDeliveredUnpriced(
        `AGO-RACE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      );
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? postFinal('820.00') : p.buyer.post(`/api/orders/${orderId}/confirm-receipt`)).then(
            (r) => r.status,
          ),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(11);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      const db = p.server.database.db;
      const fixedAudits = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, contractId),
            inArray(auditLog.action, ['contract.price_fixed', 'contract.final_invoice']),
          ),
        );
      expect(fixedAudits.map((a) => a.action).sort()).toEqual(['contract.final_invoice', 'contract.price_fixed']);
      const order = await orderOf(orderId);
      expect(order.delivery?.finalInvoice).toMatchObject({ goods: 80_164_000 });
      const lines = await settlementsOf(contractId);
      // Whichever came first, the supplier is owed exactly the invoice: released from escrow plus the balance pending.
      const ledger = await orderLedger(orderId);
      expect(ledger.balanced).toBe(true);
      const releasedToSupplier = ledger.moved(`org:${order.supplierOrg.id}`, 'release');
      // The price fixed first: its adjustment's payment, reduced by the release to what the invoice still asks.
      const owed = lines.filter((s) => s.settlementType === 'final_balance' || s.settlementType === 'price_adjustment');
      expect(owed.length).toBe(1);
      expect(releasedToSupplier + (owed[0]?.amount ?? 0)).toBe(80_164_000);
    },
  );

  it('negative final balance: 150 l accepted × 500 = 7,500,000 − the 10,000,000 advance paid outside = a −2,500,000 credit; the 40,000,000 captured all back to the buyer', async () => {
    const { order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id)),
      ZShipment,
      201,
    );
    await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    const [advancePayment, balancePayment] = await paymentsOf(p.finance, order.id);
    if (!advancePayment?.settlementId || !balancePayment) throw new Error('no schedule');
    expect(
      (await p.finance.post(`/api/settlements/${advancePayment.settlementId}/pay`, { reference: 'TRF-NEG' })).status,
    ).toBe(200);
    expect((await p.supplier.post(`/api/settlements/${advancePayment.settlementId}/confirm`)).status).toBe(200);
    await json(await processPayment(p.finance, balancePayment.id, balancePayment.amount, `neg-${order.id}`), ZPayment);
    const received = {
      receivedObservedVolume: '150',
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    await json(await p.buyer.post(`/api/orders/${order.id}/accept-quantity`), ZOrder);
    const released = await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    expect(released.delivery?.finalInvoice).toMatchObject({
      goods: 7_500_000,
      advances: 10_000_000,
      amount: -2_500_000,
    });
    const ledger = await ledgerOf([balancePayment.id]);
    expect(ledger.entries).toEqual(['capture:40000000', 'refund:40000000']);
    expect(ledger.balanced).toBe(true);
    const credit = (await settlementsOf(order.contractId)).filter((s) => s.settlementType === 'final_balance');
    expect(credit.map((s) => [s.amount, s.status])).toEqual([[-2_500_000, 'pending']]);
  });

  it('demurrage payable to the supplier (no tender) in the invoice: 980 l × 500 = 49,000,000 + 3,750,000 demurrage − 0 = 52,750,000; the escrow pays 50,000,000 and a 2,750,000 balance is due', async () => {
    const { order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), ZOrder);
    const db = p.server.database.db;
    const [carrierUser] = await db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.username, 'logistics'));
    const shipment = await json(
      await p.supplier.post(
        '/api/logistics/shipments',
        shipmentBody(order.id, { tender: undefined, logisticsOrgId: carrierUser?.organizationId }),
      ),
      ZShipment,
      201,
    );
    await db.update(contracts).set({ demurrageRate: 2_500_000 }).where(eq(contracts.id, order.contractId));
    const payments = await paymentsOf(p.finance, order.id);
    for (const [i, pay] of payments.entries())
      await json(await processPayment(p.finance, pay.id, pay.amount, `dem-${order.id}-${i}`), ZPayment);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`), ZShipment);
    await crewJob(p.server, logistics, shipment.id);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/start-transit`), ZShipment);
    const job = await jobOf(logistics, shipment.id);
    if (!job) throw new Error('no job');
    await db
      .update(jobs)
      .set({ actualStartTime: new Date(Date.now() - 6 * 3_600_000) })
      .where(eq(jobs.id, job.id));
    const arrivedAt = new Date(Date.now() - 4 * 3_600_000);
    await json(await logistics.post(`/api/jobs/${job.id}/arrival`, { at: arrivedAt.toISOString() }), ZJob);
    const endedAt = new Date(arrivedAt.getTime() + 200 * 60_000);
    await json(await logistics.post(`/api/jobs/${job.id}/discharge-end`, { at: endedAt.toISOString() }), ZJob);
    const [line] = (await settlementsOf(order.contractId)).filter((s) => s.settlementType === 'demurrage');
    expect(line).toMatchObject({ amount: 3_750_000, payeeOrgId: null });
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/deliver`), ZShipment);
    const received = {
      receivedObservedVolume: '980',
      receivedUnit: 'l',
      receivedTemperatureC: '15',
      receivedDensityKgM3: '850',
    };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod(received)), ZShipment);
    expect((await orderOf(order.id)).delivery?.finalInvoice).toMatchObject({
      settledQuantity: '980.000',
      goods: 49_000_000,
      demurrage: 3_750_000,
      advances: 0,
      amount: 52_750_000,
    });
    await json(await p.buyer.post(`/api/orders/${order.id}/confirm-receipt`), ZOrder);
    const ledger = await ledgerOf(payments.map((x) => x.id));
    expect(ledger.balanced).toBe(true);
    expect(ledger.moved(`org:${order.supplierOrg.id}`, 'release')).toBe(50_000_000);
    const balance = (await settlementsOf(order.contractId)).filter((s) => s.settlementType === 'final_balance');
    expect(balance.map((s) => s.amount)).toEqual([2_750_000]);
  });
});

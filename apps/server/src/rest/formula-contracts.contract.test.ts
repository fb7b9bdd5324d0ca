import { auditLog } from '@energy/db/schema/audit';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { notifications } from '@energy/db/schema/notifications';
import { orders } from '@energy/db/schema/orders';
import { ledgerEntries } from '@energy/db/schema/payments';
import { priceQuotes } from '@energy/db/schema/pricing';
import { users } from '@energy/db/schema/users';
import type { PricingPeriod } from '@energy/domain/pricing/formula';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { ZPosted, ZPriceIndex, type TPriceIndex } from '@energy/domain/schemas/pricing';
import { testBackends } from '@energy/test/databases';
import { carrierSteps } from '@energy/test/crew';
import { paymentsOf, pod, processPayment, shipmentBody } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { notifyNow } from '@energy/test/mail';
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
import { fixFinalPrices, runFinalPriceRound } from '@energy/trpc/routers/contract/contract.final-price';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const DAY = 86_400_000;
const Settlements = z.array(ZSettlement);
const Contracts = z.array(ZContract);
const ZAccepted = z.object({ contractId: z.string(), contractNumber: z.string() });

/** The UTC day `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Contracts awarded on formula offers: a provisional price at acceptance, the final price fixed once the pricing
 * period's quotes all exist (by the posting of the missing quotes, or by the periodic round, once under two
 * instances), the difference told to both parties: owed by the buyer as a price_adjustment settlement, or a credit
 * netted against what is still unpaid, its rest a refund the buyer's finance records received.
 *
 * Every formula here is the index "AGO-FP" (NGN per litre, the RFQ's unit and the offer's currency: no conversion),
 * minus 2.00 NGN per litre, averaged over the delivery day and the 4 days after it, for 1,000 litres.
 */
describe.each(testBackends())('formula contracts (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let logistics: HttpClient;
  let index: TPriceIndex;

  beforeAll(async () => {
    p = await startParties(backend);
    admin = await signIn(p.server, 'admin');
    logistics = await signIn(p.server, 'logistics');
    index = await json(
      await admin.post('/api/price-indices', {
        code: 'AGO-FP',
        name: 'Lagos ex-depot AGO (formula contracts)',
        publisher: 'NMDPRA',
        currency: 'NGN',
        unit: 'l',
      }),
      ZPriceIndex,
      201,
    );
  });
  afterAll(() => p.server.close());

  const db = () => p.server.database.db;
  const postQuotes = async (quotes: { date: string; value: string }[]) =>
    json(await admin.post(`/api/price-indices/${index.id}/quotes`, { quotes }), ZPosted);
  const contractOf = async (id: string) => {
    const found = (await json(await p.buyer.get('/api/contracts'), Contracts)).find((c) => c.id === id);
    if (!found) throw new Error('contract not listed');
    return found;
  };
  const scheduleOf = async (id: string) => json(await p.buyer.get(`/api/contracts/${id}/settlements`), Settlements);

  /**
   * An RFQ delivered `deliveryInDays` from now, the quotes of the period's first three days posted (800.00, 810.00
   * and 790.00), the supplier's formula offer (20% advance, 30 days, escrow) and the buyer's acceptance, all through
   * the API.
   */
  async function acceptedFormulaContract(
    deliveryInDays: number,
    period: (first: string) => PricingPeriod = () => ({
      kind: 'average',
      anchor: 'delivery',
      daysBefore: 0,
      daysAfter: 4,
    }),
  ) {
    const deliveryDate = new Date(Date.now() + deliveryInDays * DAY);
    const rfq = await createRfq(p.buyer, { quantity: 1000, deliveryDate: deliveryDate.toISOString() });
    const first = deliveryDate.toISOString().slice(0, 10);
    await postQuotes([
      { date: first, value: '800.00' },
      { date: dayAfter(first, 1), value: '810.00' },
      { date: dayAfter(first, 2), value: '790.00' },
    ]);
    const offer = await submitOffer(p.supplier, rfq.id, {
      unitPrice: undefined,
      pricing: { type: 'formula', indexId: index.id, differential: '-2.00', period: period(first) },
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 20 },
    });
    // The offer's indicative price is the contract's provisional one.
    expect(offer.indicativeTotal).toBe(offer.totalPrice);
    const accepted = await json(await acceptOffer(p.buyer, offer), ZAccepted);
    return { ...accepted, first };
  }

  it('accepting a formula offer makes a formula contract at the provisional price, awaiting 2 of its 5 quotes; posting them fixes the final price once, with a positive adjustment told to both parties and finance', async () => {
    const { contractId, contractNumber, first } = await acceptedFormulaContract(30);
    // Provisional: the 5 days read 800, 810, 790 and, carried, 790 and 790: 3,980 / 5 = 796.00; less 2.00 = 794.0000
    // NGN per litre; x 1,000 l = 794,000.00 NGN = 79,400,000 kobo.
    const provisional = await contractOf(contractId);
    expect(provisional).toMatchObject({
      pricing: { type: 'formula', indexId: index.id, indexCode: 'AGO-FP', differential: -20_000 },
      totalValue: 79_400_000,
      unitPrice: 7_940_000,
      provisionalUnitPrice: 7_940_000,
      finalUnitPrice: null,
      finalTotal: null,
      priceFixedAt: null,
      quotesPresent: 3,
      quotesNeeded: 5,
      amountDue: 79_400_000,
    });
    expect(provisional.provisionalBasis).toMatchObject({
      indexAverage: '796.000000',
      convertedIndex: 7_960_000,
      differential: -20_000,
      unitPrice: 7_940_000,
      total: 79_400_000,
      fx: null,
      quotesPresent: 3,
      quotesNeeded: 5,
      asOf: dayAfter(first, 2),
    });
    // The schedule is the provisional one: 20% advance and the balance.
    expect((await scheduleOf(contractId)).map((s) => [s.settlementType, s.amount])).toEqual([
      ['advance', 15_880_000],
      ['balance', 63_520_000],
    ]);

    // The fourth day's quote: still awaiting one (4 of 5).
    await postQuotes([{ date: dayAfter(first, 3), value: '800.00' }]);
    expect(await contractOf(contractId)).toMatchObject({ quotesPresent: 4, quotesNeeded: 5, finalTotal: null });

    // Signed and confirmed while the price is provisional: the escrow payments of the provisional schedule.
    await signByBoth(p.buyer, p.supplier, contractId);
    const orderId = (await contractOf(contractId)).orderId;
    if (!orderId) throw new Error('no order');
    expect((await p.supplier.post(`/api/orders/${orderId}/confirm`)).status).toBe(200);
    expect((await paymentsOf(p.finance, orderId)).map((pay) => pay.amount)).toEqual([15_880_000, 63_520_000]);

    // The fifth: 800 + 810 + 790 + 800 + 820 = 4,020 / 5 = 804.00; less 2.00 = 802.0000 per litre; 802,000.00 NGN.
    await postQuotes([{ date: dayAfter(first, 4), value: '820.00' }]);
    const fixed = await contractOf(contractId);
    expect(fixed).toMatchObject({
      totalValue: 79_400_000,
      unitPrice: 8_020_000,
      finalUnitPrice: 8_020_000,
      finalTotal: 80_200_000,
      quotesPresent: 5,
      quotesNeeded: 5,
      amountDue: 80_200_000,
    });
    expect(fixed.priceFixedAt).not.toBeNull();
    expect(fixed.finalBasis).toMatchObject({
      indexAverage: '804.000000',
      unitPrice: 8_020_000,
      total: 80_200_000,
      asOf: dayAfter(first, 4),
    });
    // The difference, 80,200,000 - 79,400,000 = 800,000 kobo, is owed by the buyer.
    const adjustment = (await scheduleOf(contractId)).filter((s) => s.settlementType === 'price_adjustment');
    expect(adjustment.map((s) => [s.amount, s.status, s.description])).toEqual([
      [800_000, 'pending', 'Price adjustment: final price above the provisional price'],
    ]);

    // The adjustment gets its own escrow payment, and it may be captured: 800,000 stays within the final price.
    const payments = await paymentsOf(p.finance, orderId);
    expect(payments.map((pay) => [pay.amount, pay.status])).toEqual([
      [800_000, 'pending'],
      [15_880_000, 'pending'],
      [63_520_000, 'pending'],
    ]);
    const extra = payments[0];
    if (!extra) throw new Error('no adjustment payment');
    expect((await processPayment(p.finance, extra.id, extra.amount, `fp-adj-${extra.id}`)).status).toBe(200);

    // Posted again (the same day replaced), nothing is fixed twice.
    await postQuotes([{ date: dayAfter(first, 4), value: '820.00' }]);
    expect(await runFinalPriceRound(db())).toBe(0);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractId), eq(auditLog.action, 'contract.price_fixed')));
    expect(audits).toHaveLength(1);
    expect((await scheduleOf(contractId)).filter((s) => s.settlementType === 'price_adjustment')).toHaveLength(1);

    // Both parties hear of it, the buyer's finance officer among them.
    await notifyNow(p.server);
    const told = await db()
      .select({ username: users.username, title: notifications.title, message: notifications.message })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.entityId, contractId), eq(notifications.title, 'Final price fixed')));
    const usernames = told.map((n) => n.username);
    expect(usernames).toEqual(expect.arrayContaining(['buyer', 'finance', 'supplier']));
    expect(new Set(told.map((n) => n.message))).toEqual(
      new Set([
        `Final price fixed for contract ${contractNumber}: ₦802,000.00 in total, +₦8,000.00 against the provisional price.`,
      ]),
    );
  });

  /** Signed by both and confirmed by the supplier: the contract is active, the provisional schedule's payments exist. */
  async function activeOrder(contractId: string) {
    expect((await signByBoth(p.buyer, p.supplier, contractId)).status).toBe(200);
    const orderId = (await contractOf(contractId)).orderId;
    if (!orderId) throw new Error('no order');
    expect((await p.supplier.post(`/api/orders/${orderId}/confirm`)).status).toBe(200);
    return orderId;
  }
  /** The buyer's finance records a settlement paid outside the platform, and the supplier confirms it arrived. */
  async function paidOutside(settlementId: string, reference: string) {
    expect((await p.finance.post(`/api/settlements/${settlementId}/pay`, { reference })).status).toBe(200);
    expect((await p.supplier.post(`/api/settlements/${settlementId}/confirm`)).status).toBe(200);
  }
  const settlementOf = async (contractId: string, type: string) => {
    const found = (await scheduleOf(contractId)).find((s) => s.settlementType === type);
    if (!found) throw new Error(`no ${type} settlement`);
    return found;
  };
  const creditAudits = async (settlementId: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, settlementId), eq(auditLog.action, 'settlement.credit_applied')))
    ).map((a) => a.details as { amountBefore: number; amountAfter: number; credit: number });

  it('a final price below the provisional one after the advance is paid: the credit reduces the unpaid balance and its payment, the buyer pays the reduced balance and owes nothing more; no refund settlement', async () => {
    const { contractId, contractNumber, first } = await acceptedFormulaContract(40);
    expect(await contractOf(contractId)).toMatchObject({ totalValue: 79_400_000, quotesPresent: 3 });
    const orderId = await activeOrder(contractId);
    const advance = await settlementOf(contractId, 'advance');
    const balance = await settlementOf(contractId, 'balance');
    expect([advance.amount, balance.amount]).toEqual([15_880_000, 63_520_000]);
    await paidOutside(advance.id, 'TRF-ADV-40');

    // 800 + 810 + 790 + 760 + 740 = 3,900 / 5 = 780.00; less 2.00 = 778.0000 per litre; 778,000.00 NGN.
    await postQuotes([
      { date: dayAfter(first, 3), value: '760.00' },
      { date: dayAfter(first, 4), value: '740.00' },
    ]);
    expect(await contractOf(contractId)).toMatchObject({ finalUnitPrice: 7_780_000, finalTotal: 77_800_000 });
    // 77,800,000 - 79,400,000 = -1,600,000 kobo, netted against the unpaid balance: 63,520,000 - 1,600,000 = 61,920,000.
    expect((await scheduleOf(contractId)).map((s) => [s.settlementType, s.amount, s.status])).toEqual([
      ['advance', 15_880_000, 'completed'],
      ['balance', 61_920_000, 'pending'],
    ]);
    const balancePayment = (await paymentsOf(p.finance, orderId)).find((pay) => pay.settlementId === balance.id);
    expect([balancePayment?.amount, balancePayment?.status]).toEqual([61_920_000, 'pending']);
    expect(await creditAudits(balance.id)).toEqual([
      expect.objectContaining({ amountBefore: 63_520_000, amountAfter: 61_920_000, credit: 1_600_000 }),
    ]);
    // 77,800,000 final - 15,880,000 paid = 61,920,000 due.
    expect(await contractOf(contractId)).toMatchObject({ amountPaid: 15_880_000, amountDue: 61_920_000 });

    // The buyer pays the reduced balance: 15,880,000 + 61,920,000 = 77,800,000, exactly the final price.
    await paidOutside(balance.id, 'TRF-BAL-40');
    expect(await contractOf(contractId)).toMatchObject({
      amountPaid: 77_800_000,
      amountDue: 0,
      settlementStatus: 'completed',
    });
    expect((await scheduleOf(contractId)).filter((s) => s.amount < 0)).toEqual([]);

    // The notice tells the whole difference, as before.
    await notifyNow(p.server);
    const told = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.entityId, contractId), eq(notifications.title, 'Final price fixed')));
    expect(new Set(told.map((n) => n.message))).toEqual(
      new Set([
        `Final price fixed for contract ${contractNumber}: ₦778,000.00 in total, -₦16,000.00 against the provisional price.`,
      ]),
    );
  });

  it("a final price below the provisional one after everything is paid: a refund of exactly the credit, which the buyer's finance records received (paid at once) and the contract is settled", async () => {
    const { contractId, first } = await acceptedFormulaContract(80);
    await activeOrder(contractId);
    const advance = await settlementOf(contractId, 'advance');
    const balance = await settlementOf(contractId, 'balance');
    await paidOutside(advance.id, 'TRF-ADV-80');
    await paidOutside(balance.id, 'TRF-BAL-80');
    expect(await contractOf(contractId)).toMatchObject({ amountPaid: 79_400_000, amountDue: 0 });

    // 778,000.00 NGN final, as above: nothing unpaid to net, so the whole 1,600,000 kobo is a refund.
    await postQuotes([
      { date: dayAfter(first, 3), value: '760.00' },
      { date: dayAfter(first, 4), value: '740.00' },
    ]);
    const refund = await settlementOf(contractId, 'price_adjustment');
    expect(refund).toMatchObject({
      amount: -1_600_000,
      status: 'pending',
      description: 'Price adjustment: credit, final price below the provisional price',
    });
    // 77,800,000 - 79,400,000 paid: 1,600,000 owed back to the buyer.
    expect(await contractOf(contractId)).toMatchObject({ amountDue: -1_600_000, settlementStatus: 'partial' });
    // The buyer's finance is offered to record it received; the supplier (its payer) cannot record it.
    const asFinance = (await json(await p.finance.get(`/api/contracts/${contractId}/settlements`), Settlements)).find(
      (s) => s.id === refund.id,
    );
    expect(asFinance?.allowedActions).toEqual(['settlement.recordPaid']);
    expect((await p.supplier.post(`/api/settlements/${refund.id}/pay`, { reference: 'RF-SUP' })).status).toBe(403);

    const received = await json(
      await p.finance.post(`/api/settlements/${refund.id}/pay`, { reference: 'REFUND-80' }),
      ZSettlement,
    );
    expect(received).toMatchObject({ status: 'completed', reference: 'REFUND-80', amount: -1_600_000 });
    expect(await contractOf(contractId)).toMatchObject({
      amountPaid: 77_800_000,
      amountDue: 0,
      settlementStatus: 'completed',
    });
    // Paid once: a second record is refused.
    expect((await p.finance.post(`/api/settlements/${refund.id}/pay`, { reference: 'REFUND-80b' })).status).toBe(409);
  });

  it('a credit larger than what is unpaid: the unpaid advance goes to 0 (settled by the credit, its payment closed) and the rest is a refund; the balance held in escrow is not touched until its release, which pays the final invoice and refunds the rest, netting the refund owed, and the contract completes', async () => {
    const { contractId, first } = await acceptedFormulaContract(90);
    const orderId = await activeOrder(contractId);
    const advance = await settlementOf(contractId, 'advance');
    const balance = await settlementOf(contractId, 'balance');
    const balancePayment = (await paymentsOf(p.finance, orderId)).find((pay) => pay.settlementId === balance.id);
    if (!balancePayment) throw new Error('no balance payment');
    expect((await processPayment(p.finance, balancePayment.id, 63_520_000, `fp-bal-${balancePayment.id}`)).status).toBe(
      200,
    );

    // 800 + 810 + 790 + 400 + 380 = 3,180 / 5 = 636.00; less 2.00 = 634.0000 per litre; 634,000.00 NGN.
    await postQuotes([
      { date: dayAfter(first, 3), value: '400.00' },
      { date: dayAfter(first, 4), value: '380.00' },
    ]);
    expect(await contractOf(contractId)).toMatchObject({ finalUnitPrice: 6_340_000, finalTotal: 63_400_000 });
    // Credit 79,400,000 - 63,400,000 = 16,000,000: the unpaid advance absorbs 15,880,000, the refund is 120,000
    // (due 30 days from today, before the balance, due 30 days after delivery).
    expect((await scheduleOf(contractId)).map((s) => [s.settlementType, s.amount, s.status, s.description])).toEqual([
      ['advance', 0, 'completed', 'Settled by the price credit: final price below the provisional price'],
      ['price_adjustment', -120_000, 'pending', 'Price adjustment: credit, final price below the provisional price'],
      ['balance', 63_520_000, 'pending', balance.description],
    ]);
    expect(await creditAudits(advance.id)).toEqual([
      expect.objectContaining({ amountBefore: 15_880_000, amountAfter: 0, credit: 15_880_000 }),
    ]);
    expect(await creditAudits(balance.id)).toEqual([]);
    expect((await paymentsOf(p.finance, orderId)).map((pay) => [pay.settlementId, pay.amount, pay.status])).toEqual([
      [advance.id, 0, 'refunded'],
      [balance.id, 63_520_000, 'captured'],
    ]);

    // Delivered and received: the balance leaves escrow and the order completes; the contract waits for the refund.
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(orderId)),
      ZShipment,
      201,
    );
    const steps = await carrierSteps(p.server, logistics, shipment.id, ['accept', 'start-transit', 'deliver']);
    expect(steps.map((r) => r.status)).toEqual([200, 200, 200]);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    expect((await p.buyer.post(`/api/orders/${orderId}/confirm-receipt`)).status).toBe(200);
    // The final invoice (1,000 l x 634.0000 = 63,400,000, nothing paid to the supplier before) is what the release
    // pays: 63,400,000 of the balance to the supplier, 120,000 back to the buyer in the same transition, and the
    // refund the supplier owed is netted there: all is settled and the contract completes.
    expect(await contractOf(contractId)).toMatchObject({
      status: 'completed',
      amountPaid: 63_400_000,
      amountDue: 0,
      settlementStatus: 'completed',
    });
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, balancePayment.id));
    expect(ledger.map((e) => `${e.entryType}:${e.amount}`).sort()).toEqual([
      'capture:63520000',
      'refund:120000',
      'release:63400000',
    ]);
    expect((await settlementOf(contractId, 'price_adjustment')).status).toBe('completed');
  });

  it('a pricing period already complete at acceptance fixes the final price at once, with nothing to adjust', async () => {
    // The period is one day whose quote exists: 790.00 - 2.00 = 788.0000 per litre; 788,000.00 NGN.
    const { contractId } = await acceptedFormulaContract(60, (first) => ({ kind: 'day', date: dayAfter(first, 2) }));
    const contract = await contractOf(contractId);
    expect(contract).toMatchObject({
      totalValue: 78_800_000,
      provisionalUnitPrice: 7_880_000,
      finalUnitPrice: 7_880_000,
      finalTotal: 78_800_000,
      quotesPresent: 1,
      quotesNeeded: 1,
    });
    expect(contract.priceFixedAt).not.toBeNull();
    expect((await scheduleOf(contractId)).map((s) => s.settlementType)).toEqual(['advance', 'balance']);
  });

  it('the periodic round fixes a completed period once when two instances run it at once: one audit row, one settlement', async () => {
    const { contractId, first } = await acceptedFormulaContract(50);
    // The missing quotes written behind the posting's back: only the round can see the period complete.
    // 800 + 810 + 790 + 795 + 805 = 4,000 / 5 = 800.00; less 2.00 = 798.0000; 798,000.00 NGN, +400,000 kobo.
    await db()
      .insert(priceQuotes)
      .values([
        { indexId: index.id, date: dayAfter(first, 3), value: '795.00' },
        { indexId: index.id, date: dayAfter(first, 4), value: '805.00' },
      ]);
    const runs = await Promise.all([runFinalPriceRound(db()), runFinalPriceRound(db())]);
    console.info(`[${backend}] two final-price rounds at once fixed ${JSON.stringify(runs)}`);
    expect(runs[0] + runs[1]).toBe(1);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, contractId));
    expect(row).toMatchObject({ finalUnitPrice: '798.0000', finalTotal: 79_800_000, quotesPresent: 5 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractId), eq(auditLog.action, 'contract.price_fixed')));
    expect(audits).toHaveLength(1);
    const adjustments = await db()
      .select()
      .from(settlements)
      .where(and(eq(settlements.contractId, contractId), inArray(settlements.settlementType, ['price_adjustment'])));
    expect(adjustments.map((s) => s.amount)).toEqual([400_000]);
  });

  it('an escrow release holding the order while the price is fixed: the fix waits for the order, then fixes once, with no deadlock', async () => {
    const { contractId, first } = await acceptedFormulaContract(75);
    const orderId = await activeOrder(contractId);
    // 800 + 810 + 790 + 800 + 800 = 4,000 / 5 = 800.00; less 2.00 = 798.0000; 798,000.00 NGN, +400,000 kobo.
    await db()
      .insert(priceQuotes)
      .values([
        { indexId: index.id, date: dayAfter(first, 3), value: '800.00' },
        { indexId: index.id, date: dayAfter(first, 4), value: '800.00' },
      ]);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A release takes the order's lock, then (completing) writes the contract. Before the fix, a recomputation
    // running meanwhile held the contract and waited for the order: PostgreSQL aborted one of the two.
    const release = db().transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      await pause(400);
      await tx.update(contracts).set({ updatedAt: new Date() }).where(eq(contracts.id, contractId));
    });
    await pause(100);
    const fixing = db().transaction((tx) => fixFinalPrices(tx, { indexIds: [index.id] }));
    const [, fixed] = await Promise.all([release, fixing]);
    expect(fixed).toEqual([contractId]);
    expect(await contractOf(contractId)).toMatchObject({ finalUnitPrice: 7_980_000, finalTotal: 79_800_000 });
    // The periodic round skips a contract whose order another transaction holds, and takes it next time.
    const held = await acceptedFormulaContract(85);
    const heldOrder = await activeOrder(held.contractId);
    await db()
      .insert(priceQuotes)
      .values([
        { indexId: index.id, date: dayAfter(held.first, 3), value: '800.00' },
        { indexId: index.id, date: dayAfter(held.first, 4), value: '800.00' },
      ]);
    // PGlite has one connection (a second transaction waits for the first), so only PostgreSQL can hold the order
    // in one transaction while the round runs in another.
    if (backend === 'postgres') {
      let round = -1;
      await db().transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, heldOrder)).for('update');
        round = await runFinalPriceRound(db());
      });
      expect(round).toBe(0);
    }
    expect(await runFinalPriceRound(db())).toBe(1);
    expect(await contractOf(held.contractId)).toMatchObject({ finalTotal: 79_800_000 });
  });

  it('two recomputations at once (as two postings make them) fix the price once: the second waits for the first and finds it fixed', async () => {
    const { contractId, first } = await acceptedFormulaContract(70);
    // 800 + 810 + 790 + 790 + 790 = 3,980 / 5 = 796.00, the provisional figures: 794,000.00 NGN, nothing to adjust.
    await db()
      .insert(priceQuotes)
      .values([
        { indexId: index.id, date: dayAfter(first, 3), value: '790.00' },
        { indexId: index.id, date: dayAfter(first, 4), value: '790.00' },
      ]);
    const runs = await Promise.all([
      db().transaction((tx) => fixFinalPrices(tx, { indexIds: [index.id] })),
      db().transaction((tx) => fixFinalPrices(tx, { indexIds: [index.id] })),
    ]);
    expect(runs.flat()).toEqual([contractId]);
    expect(await contractOf(contractId)).toMatchObject({ finalTotal: 79_400_000, totalValue: 79_400_000 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractId), eq(auditLog.action, 'contract.price_fixed')));
    expect(audits.map((a) => (a.details as { adjustment: number }).adjustment)).toEqual([0]);
    expect((await scheduleOf(contractId)).map((s) => s.settlementType)).toEqual(['advance', 'balance']);
  });
});

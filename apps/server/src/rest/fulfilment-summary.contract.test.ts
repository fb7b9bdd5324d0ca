import {
  PAYMENT_SUMMARY_STATES,
  SHIPMENT_SUMMARY_STATES,
  ZPaymentSummary,
  ZShipmentSummary,
  type TMoneyTotal,
  type TPayment,
  type TShipment,
} from '@energy/domain/schemas/fulfilment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewJob } from '@energy/test/crew';
import { Payments, paymentsOf, processPayment, shipmentBody, Shipments, signedOrder } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import { inDays, json, signIn, signUp, startParties, type Parties } from '@energy/test/procurement';

/** Every row of a REST list, following its `Link: rel="next"` to the last page. */
async function everyRow<T>(client: HttpClient, path: string, parse: (body: unknown) => T[]): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null = `${path}?limit=200`;
  while (next) {
    const response = await client.get(next);
    expect(response.status).toBe(200);
    rows.push(...parse(await response.json()));
    next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  }
  return rows;
}

const sums = (rows: readonly TPayment[], states: readonly string[]): TMoneyTotal[] => {
  const totals = new Map<TMoneyTotal['currency'], number>();
  for (const row of rows)
    if (states.includes(row.status)) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
};
const having = <T extends { status: string }>(rows: readonly T[], states: readonly string[]) =>
  rows.filter((row) => states.includes(row.status)).length;

/** The figures as the dashboards showed them before: counted from the rows (here every row, over all pages). */
function paymentFigures(rows: readonly TPayment[]) {
  return {
    volume: sums(rows, PAYMENT_SUMMARY_STATES.succeeded),
    heldInEscrow: sums(rows, PAYMENT_SUMMARY_STATES.heldInEscrow),
    pending: having(rows, PAYMENT_SUMMARY_STATES.pending),
    succeeded: having(rows, PAYMENT_SUMMARY_STATES.succeeded),
    attempted: having(rows, PAYMENT_SUMMARY_STATES.attempted),
  };
}
function shipmentFigures(rows: readonly TShipment[]) {
  const arrived = rows.filter((row) => row.actualArrival !== null);
  return {
    activeShipments: having(rows, SHIPMENT_SUMMARY_STATES.active),
    openTenders: having(rows, SHIPMENT_SUMMARY_STATES.openTenders),
    completedPods: having(rows, SHIPMENT_SUMMARY_STATES.completedPods),
    arrived: arrived.length,
    arrivedOnTime: arrived.filter((row) => Date.parse(row.actualArrival ?? '') <= Date.parse(row.estimatedArrival))
      .length,
  };
}

/** A converted total of nothing: zero US dollars (the accounts' default currency) as of today, no rate used. */
const nothingConverted = { currency: 'USD', amountMinor: 0, rates: [], asOf: new Date().toISOString().slice(0, 10) };

describe.each(testBackends())('payment and shipment summaries over HTTP (%s)', (backend) => {
  let p: Parties;
  let logistics: HttpClient;
  let admin: HttpClient;
  let outsider: HttpClient;
  beforeAll(async () => {
    p = await startParties(backend);
    [logistics, admin, outsider] = await Promise.all([
      signIn(p.server, 'logistics'),
      signIn(p.server, 'admin'),
      signUp(p.server, 'summaryoutsider', 'buyer'),
    ]);
    // Besides the demo seed, one order moved on: a captured payment (held in escrow) and a shipment in transit.
    const { order } = await signedOrder(p);
    await p.supplier.post(`/api/orders/${order.id}/confirm`);
    const [advance] = await paymentsOf(p.finance, order.id);
    await json(
      await processPayment(p.finance, advance?.id ?? '', advance?.amount ?? 0, 'summary-key-0001'),
      Payments.element,
    );
    const tender = { maxRate: 50_000_00, bidDeadline: inDays(1) };
    const shipment = await json(
      await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, { tender })),
      Shipments.element,
      201,
    );
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/accept`), Shipments.element);
    await crewJob(p.server, logistics, shipment.id);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/start-transit`), Shipments.element);
  });
  afterAll(() => p.server.close());

  it("counts every payment the caller may see, not a page: the same figures as all of the list's rows, per role", async () => {
    for (const client of [p.buyer, p.finance, p.supplier, admin, outsider]) {
      const rows = await everyRow(client, '/api/payments', (body) => Payments.parse(body));
      const summary = await json(await client.get('/api/payments/summary'), ZPaymentSummary);
      // The converted totals read exchange rates, not payments: reporting-currency.contract.test.ts covers them.
      expect(summary).toEqual({ ...paymentFigures(rows), converted: summary.converted });
    }
    const finance = await json(await p.finance.get('/api/payments/summary'), ZPaymentSummary);
    expect(finance.heldInEscrow.length).toBeGreaterThan(0);
    expect(finance.attempted).toBeGreaterThan(0);
  });

  it("shows another organization nothing of the caller's payments, and refuses as the list does", async () => {
    expect(await json(await outsider.get('/api/payments/summary'), ZPaymentSummary)).toEqual({
      volume: [],
      heldInEscrow: [],
      pending: 0,
      succeeded: 0,
      attempted: 0,
      // Nothing to convert: zero in the caller's default currency, no rate used.
      converted: { volume: nothingConverted, heldInEscrow: nothingConverted },
    });
    const anonymous = await fetch(`${p.server.url}/api/payments/summary`);
    expect(anonymous.status).toBe(401);
    expect((await logistics.get('/api/payments/summary')).status).toBe((await logistics.get('/api/payments')).status);
  });

  it("counts every shipment the caller may see: the same figures as all of the list's rows, per role", async () => {
    for (const client of [p.buyer, p.supplier, p.supplier2, logistics, admin, outsider]) {
      const rows = await everyRow(client, '/api/logistics/shipments', (body) => Shipments.parse(body));
      const summary = await json(await client.get('/api/logistics/shipments/summary'), ZShipmentSummary);
      // The distance card reads jobs, not shipments: distance.contract.test.ts covers it.
      expect(summary).toEqual({ ...shipmentFigures(rows), distanceMeters: summary.distanceMeters });
    }
    expect(
      (await json(await logistics.get('/api/logistics/shipments/summary'), ZShipmentSummary)).activeShipments,
    ).toBeGreaterThan(0);
    expect(await json(await outsider.get('/api/logistics/shipments/summary'), ZShipmentSummary)).toEqual({
      activeShipments: 0,
      openTenders: 0,
      completedPods: 0,
      arrived: 0,
      arrivedOnTime: 0,
      distanceMeters: 0,
    });
    expect((await fetch(`${p.server.url}/api/logistics/shipments/summary`)).status).toBe(401);
  });

  it('answers tRPC with the same summary as REST', async () => {
    const trpc = await p.finance.get('/api/trpc/payment.summary');
    expect(trpc.status).toBe(200);
    const body = (await trpc.json()) as { result: { data: unknown } };
    expect(ZPaymentSummary.parse(body.result.data)).toEqual(
      await json(await p.finance.get('/api/payments/summary'), ZPaymentSummary),
    );
  });
});

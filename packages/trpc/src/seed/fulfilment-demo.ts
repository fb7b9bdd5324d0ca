import type { Database } from '@energy/db/client';
import { jobs } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import { ZShipmentCreateInput } from '@energy/domain/schemas/fulfilment';
import { offerInputSchema } from '@energy/domain/schemas/offer';
import { rfqCreateSchema } from '@energy/domain/schemas/rfq';
import { count, eq, inArray } from 'drizzle-orm';
import type { EscrowConfig } from '../context';
import { internalLedger, PaymentDeclined, type PaymentProvider } from '../payments/provider';
import { contractSettlements } from '../routers/contract/contract.service';
import { demoSignByBoth } from './contract-signing';
import { acceptOffer } from '../routers/offer/award.service';
import { submitOffer } from '../routers/offer/offer.service';
import { listPayments } from '../routers/payment/payment.queries';
import { cancelOrder, confirmOrder } from '../routers/order/order.service';
import { confirmReceipt } from '../routers/order/receipt.service';
import { processPayment } from '../routers/payment/payment.service';
import { createRfq } from '../routers/rfq/rfq.service';
import { confirmSettlement, recordSettlementPaid } from '../routers/settlement/settlement.service';
import { assignJob, optionsForJob } from '../routers/job/assignment.service';
import { updateJobLocation } from '../routers/job/job.service';
import {
  acceptShipment,
  createShipment,
  markDelivered,
  startTransit,
  submitPod,
} from '../routers/shipment/shipment.service';
import { scopeOf, type CallerScope } from '../scope';

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

/** A signed contract's order between the demo buyer and supplier (RFQ, offer, award, signature), through the services. */
export async function demoOrder(
  db: Database,
  s: { buyer: CallerScope; supplier: CallerScope },
  title: string,
  liters: number,
  unitPrice: string,
  n: number,
): Promise<string> {
  const rfq = await createRfq(
    db,
    s.buyer,
    rfqCreateSchema().parse({
      title,
      productType: 'refined-products',
      refinedProductType: title.startsWith('DPK') ? 'DPK' : 'AGO',
      quantity: liters,
      unit: 'liters',
      deliveryLocation: 'Ikeja, Lagos',
      deliveryDate: days(20 + n).toISOString(),
      closeDate: days(5).toISOString(),
    }),
  );
  const offer = await submitOffer(
    db,
    s.supplier,
    offerInputSchema().parse({
      rfqId: rfq.id,
      unitPrice,
      validUntil: days(15),
      paymentTerms: { method: 'escrow', daysToPayment: 30, advancePayment: 30 },
    }),
  );
  const { contractId } = await acceptOffer(db, s.buyer, offer.id, offer.version);
  const contract = await demoSignByBoth(db, s, contractId);
  if (!contract.orderId) throw new Error('signing made no order');
  return contract.orderId;
}

/**
 * The carrier puts a driver and a vehicle on the job its accepted shipment made, when its fleet has a pair
 * that every assignment rule lets through (the fleet demo registers the fleet first), so the job follows the
 * shipment as it moves.
 */
/** Apapa depot to Ikeja plant through Ijora, Yaba and Maryland: the positions a driver's phone reports on the way. */
const APAPA_TO_IKEJA = [
  { text: 'Apapa depot, Lagos', lat: '6.4474', lng: '3.3679' },
  { text: 'Ijora causeway', lat: '6.4677', lng: '3.3694' },
  { text: 'Yaba, Herbert Macaulay Way', lat: '6.5095', lng: '3.3711' },
  { text: 'Maryland junction', lat: '6.5710', lng: '3.3664' },
  { text: 'Ikeja plant, Lagos', lat: '6.6018', lng: '3.3515' },
];

/** The job of a shipment in transit reports its way (all of it, or the first `stops`), as the driver's phone would. */
export async function driveDemoRoute(
  db: Database,
  carrier: CallerScope,
  shipmentId: string,
  stops = APAPA_TO_IKEJA.length,
): Promise<void> {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.shipmentId, shipmentId));
  if (!job) return;
  const route = APAPA_TO_IKEJA.slice(0, stops);
  // Twelve minutes apart, the last one now.
  for (const [i, point] of route.entries())
    await updateJobLocation(
      db,
      carrier,
      { jobId: job.id, ...point },
      new Date(Date.now() - (route.length - 1 - i) * 12 * 60_000),
    );
}

export async function dispatchDemoJob(db: Database, carrier: CallerScope, shipmentId: string): Promise<void> {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.shipmentId, shipmentId));
  if (!job) return;
  const { drivers, vehicles } = await optionsForJob(db, carrier, job.id);
  const [driver] = drivers;
  const [vehicle] = vehicles;
  if (driver && vehicle)
    await assignJob(db, carrier, {
      jobId: job.id,
      driverId: driver.id,
      vehicleId: vehicle.id,
      notes: 'Dispatched from the Apapa yard',
    });
}
const declining: PaymentProvider = {
  ...internalLedger,
  name: 'demo-decline',
  capture: async () => {
    throw new PaymentDeclined('Insufficient funds');
  },
};

/**
 * Orders, shipments and payments in every resting status, made through the same services as the API.
 * Runs once: nothing happens when a shipment exists.
 */
export async function seedFulfilmentDemo(
  db: Database,
  escrow: EscrowConfig = { inspectionHours: 48 },
): Promise<{ created: boolean }> {
  const [existing] = await db.select({ n: count() }).from(shipments);
  if ((existing?.n ?? 0) > 0) return { created: false };
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['buyer', 'finance', 'supplier', 'logistics']));
  const s: Record<string, CallerScope> = Object.fromEntries(
    rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]),
  );
  const { buyer, finance, supplier, logistics } = s;
  if (!buyer || !finance || !supplier || !logistics) return { created: false };
  // The demo carrier is the `logistics` account's company (there are two logistics companies).
  const carrier = logistics.orgId ? { id: logistics.orgId } : undefined;

  let n = 0;
  const order = (title: string, liters: number, unitPrice: string) =>
    demoOrder(db, { buyer, supplier }, title, liters, unitPrice, (n += 1));
  async function ship(orderId: string, open = false) {
    return createShipment(
      db,
      supplier as CallerScope,
      ZShipmentCreateInput.parse({
        orderId,
        originLocation: 'Apapa depot, Lagos',
        destinationLocation: 'Ikeja plant, Lagos',
        estimatedDeparture: days(1).toISOString(),
        estimatedArrival: days(2).toISOString(),
        cargoDescription: 'Tanker load',
        ...(open || !carrier ? {} : { logisticsOrgId: carrier.id }),
        tender: {
          maxRate: 180000,
          bidDeadline: days(0.5).toISOString(),
          priority: 'high',
          weightKg: 10000,
          volumeM3: 12,
          cargoType: 'AGO',
        },
      }),
    );
  }
  async function pay(orderId: string, which: 'first' | 'all', provider: PaymentProvider = internalLedger) {
    const payments = (await listPayments(db, finance as CallerScope)).filter((p) => p.orderId === orderId);
    for (const [i, p] of payments.entries()) {
      if (which === 'first' && i > 0) break;
      await processPayment(db, finance as CallerScope, provider, {
        id: p.id,
        amount: p.amount,
        idempotencyKey: `demo-${p.paymentNumber}`,
      });
    }
  }

  /** The order's first settlement recorded as paid outside the platform by the buyer's finance, and confirmed by the supplier or not. */
  async function recordAdvancePaid(orderId: string, reference: string, confirmed: boolean) {
    const [row] = await db.select({ contractId: orders.contractId }).from(orders).where(eq(orders.id, orderId));
    const [advance] = row?.contractId ? await contractSettlements(db, finance as CallerScope, row.contractId) : [];
    if (!advance) return;
    await recordSettlementPaid(db, finance as CallerScope, advance.id, reference);
    if (confirmed) await confirmSettlement(db, supplier as CallerScope, advance.id);
  }

  const confirmed = await order('DPK for staff canteens', 8000, '980');
  await confirmOrder(db, supplier, confirmed);
  await pay(confirmed, 'first', declining);

  const allocated = await order('AGO top-up, Apapa', 12000, '1150');
  await confirmOrder(db, supplier, allocated);
  await ship(allocated, true);
  // The buyer's finance paid the advance outside the platform; it awaits the supplier's confirmation.
  await recordAdvancePaid(allocated, 'TRF-2026-004780', false);

  const booked = await order('AGO for Lekki site', 6000, '1160');
  await confirmOrder(db, supplier, booked);
  await recordAdvancePaid(booked, 'TRF-2026-004511', true);
  const bookedShipment = await ship(booked);
  await acceptShipment(db, logistics, bookedShipment.id);
  await dispatchDemoJob(db, logistics, bookedShipment.id);

  const moving = await order('AGO for generators, week 48', 15000, '1140');
  await confirmOrder(db, supplier, moving);
  const movingShipment = await ship(moving);
  await acceptShipment(db, logistics, movingShipment.id);
  await dispatchDemoJob(db, logistics, movingShipment.id);
  await startTransit(db, logistics, movingShipment.id);
  await driveDemoRoute(db, logistics, movingShipment.id, 3);
  await pay(moving, 'first');

  const arrived = await order('DPK for boilers', 9000, '1010');
  await confirmOrder(db, supplier, arrived);
  const arrivedShipment = await ship(arrived);
  await acceptShipment(db, logistics, arrivedShipment.id);
  await dispatchDemoJob(db, logistics, arrivedShipment.id);
  await startTransit(db, logistics, arrivedShipment.id);
  await driveDemoRoute(db, logistics, arrivedShipment.id);
  await markDelivered(db, logistics, arrivedShipment.id);
  await pay(arrived, 'first');

  async function deliverWithPod(orderId: string, recipientName: string) {
    const shipment = await ship(orderId);
    await acceptShipment(db, logistics as CallerScope, shipment.id);
    await dispatchDemoJob(db, logistics as CallerScope, shipment.id);
    await startTransit(db, logistics as CallerScope, shipment.id);
    await driveDemoRoute(db, logistics as CallerScope, shipment.id);
    await markDelivered(db, logistics as CallerScope, shipment.id);
    await pay(orderId, 'all');
    await submitPod(db, logistics as CallerScope, escrow, {
      shipmentId: shipment.id,
      deliveredAt: new Date(),
      recipientName,
      notes: 'Received in full, seals intact',
    });
  }

  // Proof of delivery is in; the buyer's inspection period runs, the money stays captured in escrow.
  const inspecting = await order('AGO for Ota warehouse', 7000, '1130');
  await confirmOrder(db, supplier, inspecting);
  await deliverWithPod(inspecting, 'Kemi Adeyemi');

  // The buyer confirmed receipt: escrow released, the order and its contract completed.
  const done = await order('AGO for Ikeja plant, November', 20000, '1120');
  await confirmOrder(db, supplier, done);
  await deliverWithPod(done, 'Tunde Bakare');
  await confirmReceipt(db, buyer, internalLedger, done);

  const dropped = await order('DPK trial delivery', 3000, '1000');
  await confirmOrder(db, supplier, dropped);
  await ship(dropped, true);
  await pay(dropped, 'first');
  await cancelOrder(db, buyer, internalLedger, dropped, 'Trial postponed to next quarter');

  const [made] = await db.select({ n: count() }).from(orders);
  return { created: (made?.n ?? 0) > 0 };
}

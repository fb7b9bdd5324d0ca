import type { Database } from '@energy/db/client';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { drivers, jobAssignments, jobs, tenders, vehicles } from '@energy/db/schema/fleet';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { ledgerEntries, payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import type {
  JobStatus,
  OrderStatus,
  PaymentStatus,
  RfqStatus,
  ShipmentStatus,
  VehicleStatus,
} from '@energy/domain/constants';
import type { Currency } from '@energy/domain/money';
import type { SettlementRecordStatus } from '@energy/domain/schemas/contract';
import { eq } from 'drizzle-orm';

/*
 * Rows written straight into the database for the dashboards' contract test: each figure then has one
 * known answer, and timestamps can be placed before this month or today, which no API call can do.
 * Every organization here is a fresh one (signed up by the test), so the demo seed adds nothing to it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let serial = 0;
const next = (prefix: string) => `${prefix}-DASH-${String(++serial).padStart(5, '0')}`;
const paymentTerms = { method: 'escrow' as const, daysToPayment: 30, advancePayment: 0 };

export interface Member {
  userId: string;
  orgId: string;
}

export async function memberOf(db: Database, username: string): Promise<Member> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user?.organizationId) throw new Error(`${username} has no organization`);
  return { userId: user.id, orgId: user.organizationId };
}

export async function insertRfq(
  db: Database,
  buyer: Member,
  status: RfqStatus,
  closeDate = new Date(Date.now() + 5 * DAY),
) {
  const [rfq] = await db
    .insert(rfqs)
    .values({
      rfqNumber: next('RFQ'),
      buyerOrgId: buyer.orgId,
      createdBy: buyer.userId,
      title: `Dashboard RFQ ${serial}`,
      productType: 'crude-oil',
      quantity: '1000',
      unit: 'barrels',
      deliveryLocation: 'Lagos',
      deliveryDate: new Date(Date.now() + 30 * DAY),
      closeDate,
      status,
    })
    .returning();
  if (!rfq) throw new Error('no rfq');
  return rfq;
}

export async function insertOffer(
  db: Database,
  rfqId: string,
  supplier: Member,
  totalPrice: number,
  status: 'pending' | 'selected' | 'declined',
  currency: Currency = 'NGN',
) {
  const [offer] = await db
    .insert(offers)
    .values({
      rfqId,
      supplierOrgId: supplier.orgId,
      submittedBy: supplier.userId,
      unitPrice: totalPrice / 1000,
      totalPrice,
      currency,
      validUntil: new Date(Date.now() + 20 * DAY),
      paymentTerms,
      status,
      isSelected: status === 'selected',
    })
    .returning();
  if (!offer) throw new Error('no offer');
  return offer;
}

export async function insertContract(
  db: Database,
  rfqId: string,
  offerId: string,
  buyer: Member,
  supplier: Member,
  totalValue: number,
  currency: Currency,
) {
  const [contract] = await db
    .insert(contracts)
    .values({
      contractNumber: next('CON'),
      rfqId,
      offerId,
      buyerOrgId: buyer.orgId,
      supplierOrgId: supplier.orgId,
      totalValue,
      currency,
      paymentTerms,
      status: 'signed',
    })
    .returning();
  if (!contract) throw new Error('no contract');
  return contract;
}

export async function insertOrder(
  db: Database,
  contractId: string,
  buyer: Member,
  supplier: Member,
  totalValue: number,
  currency: Currency,
  status: OrderStatus,
  createdAt = new Date(),
) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: next('ORD'),
      contractId,
      buyerOrgId: buyer.orgId,
      supplierOrgId: supplier.orgId,
      totalValue,
      currency,
      status,
      createdAt,
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

/** RFQ (awarded) -> one selected offer -> contract -> order, for figures that only need an order to hang on. */
export async function insertOrderChain(
  db: Database,
  buyer: Member,
  supplier: Member,
  totalValue: number,
  currency: Currency,
  status: OrderStatus = 'confirmed',
) {
  const rfq = await insertRfq(db, buyer, 'awarded');
  const offer = await insertOffer(db, rfq.id, supplier, totalValue, 'selected', currency);
  const contract = await insertContract(db, rfq.id, offer.id, buyer, supplier, totalValue, currency);
  const order = await insertOrder(db, contract.id, buyer, supplier, totalValue, currency, status);
  return { rfq, offer, contract, order };
}

export async function insertSettlement(
  db: Database,
  contractId: string,
  amount: number,
  status: SettlementRecordStatus,
  dueDate: Date,
  settledAt: Date | null = null,
) {
  const [row] = await db
    .insert(settlements)
    .values({
      contractId,
      settlementType: 'balance',
      status,
      description: 'Balance',
      amount,
      currency: 'NGN',
      dueDate,
      settledAt,
      reference: settledAt ? 'TRF-DASH' : null,
    })
    .returning();
  if (!row) throw new Error('no settlement');
  return row;
}

/** A payment, and when captureAt is given its capture entry in the ledger at that time. */
export async function insertPayment(
  db: Database,
  orderId: string,
  payer: string,
  payee: string,
  amount: number,
  {
    status,
    method = 'escrow',
    createdAt = new Date(),
    captureAt,
  }: { status: PaymentStatus; method?: string; createdAt?: Date; captureAt?: Date },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      paymentNumber: next('PAY'),
      orderId,
      payerOrgId: payer,
      payeeOrgId: payee,
      amount,
      currency: 'USD',
      paymentMethod: method,
      description: 'Dashboard payment',
      status,
      createdAt,
      failureReason: status === 'failed' ? 'Insufficient funds' : null,
    })
    .returning();
  if (!payment) throw new Error('no payment');
  if (captureAt) {
    await db.insert(ledgerEntries).values({
      paymentId: payment.id,
      entryType: 'capture',
      debitAccount: `org:${payer}`,
      creditAccount: 'escrow',
      amount,
      createdAt: captureAt,
    });
  }
  return payment;
}

/** A shipment made by `shipper` (the supplier), carried by `carrier` (null: an open tender). */
export async function insertShipment(
  db: Database,
  orderId: string,
  shipper: Member,
  carrier: Member | null,
  status: ShipmentStatus,
  times: { estimatedArrival: Date; actualDeparture?: Date; actualArrival?: Date },
) {
  const [shipment] = await db
    .insert(shipments)
    .values({
      shipmentNumber: next('SHP'),
      orderId,
      logisticsOrgId: carrier?.orgId ?? null,
      status,
      originLocation: 'Apapa',
      destinationLocation: 'Ikeja',
      cargoDescription: 'Crude',
      estimatedDeparture: new Date(times.estimatedArrival.getTime() - 24 * HOUR),
      estimatedArrival: times.estimatedArrival,
      actualDeparture: times.actualDeparture ?? null,
      actualArrival: times.actualArrival ?? null,
      createdBy: shipper.userId,
    })
    .returning();
  if (!shipment) throw new Error('no shipment');
  return shipment;
}

export async function insertVehicle(db: Database, carrier: Member, status: VehicleStatus) {
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      organizationId: carrier.orgId,
      registrationNumber: next('LAG'),
      make: 'MAN',
      model: 'TGS',
      year: 2020,
      vehicleType: 'tanker',
      capacity: '33000',
      status,
      createdBy: carrier.userId,
    })
    .returning();
  if (!vehicle) throw new Error('no vehicle');
  return vehicle;
}

export async function insertDriver(db: Database, carrier: Member, lastName: string, rating: number) {
  const [driver] = await db
    .insert(drivers)
    .values({
      organizationId: carrier.orgId,
      firstName: 'Driver',
      lastName,
      licenseNumber: next('LIC'),
      licenseClass: 'E',
      rating,
      createdBy: carrier.userId,
    })
    .returning();
  if (!driver) throw new Error('no driver');
  return driver;
}

/** A job on a shipment with its driver and vehicle; the assignment is live unless `ended`. */
export async function insertAssignedJob(
  db: Database,
  carrier: Member,
  shipmentId: string,
  status: JobStatus,
  driverId: string,
  vehicleId: string,
  ended = false,
) {
  const [job] = await db
    .insert(jobs)
    .values({
      jobNumber: next('JOB'),
      organizationId: carrier.orgId,
      shipmentId,
      title: 'Haul',
      status,
      origin: 'Apapa',
      destination: 'Ikeja',
      scheduledDate: new Date(),
      clientCompany: 'Client',
      assignedDriverId: driverId,
      assignedVehicleId: vehicleId,
    })
    .returning();
  if (!job) throw new Error('no job');
  await db
    .insert(jobAssignments)
    .values({ jobId: job.id, driverId, vehicleId, assignedBy: carrier.userId, endedAt: ended ? new Date() : null });
  return job;
}

export async function insertTender(db: Database, shipmentId: string, supplier: Member, bidDeadline: Date) {
  await db.insert(tenders).values({
    shipmentId,
    supplierOrgId: supplier.orgId,
    title: 'Haul crude',
    description: 'Apapa to Ikeja',
    contactPerson: 'Ops',
    contactEmail: 'ops@example.com',
    requiredDate: new Date(Date.now() + 3 * DAY),
    bidDeadline,
    maxRate: 500_000,
  });
}

export const TIME = { HOUR, DAY };

import { randomUUID } from 'node:crypto';
import { jobs } from '@energy/db/schema/fleet';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { ZShipment, type TOrder, type TShipment } from '@energy/domain/schemas/fulfilment';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { freePair } from './authorization-fleet';
import { carrierSteps } from './crew';
import { uploadBody } from './documents';
import { bid, blackoutBody, createVehicle, driverBody, tenderedShipment, tenderOf, vehicleBody } from './fleet';
import { pod, shipmentBody, signedOrder } from './fulfilment';
import type { HttpClient } from './http-client';
import { pngBytes } from './images';
import {
  acceptOffer,
  createRfq,
  json,
  offerBody,
  rfqBody,
  signIn,
  signUp,
  submitOffer,
  typedSignature,
  type Parties,
} from './procurement';

/** One create as a client sends it: who, where, what. */
export interface CreateRequest {
  client: HttpClient;
  path: string;
  body: Record<string, unknown>;
}

/** The demo parties a create is made by, signed in once per server. */
export interface CreateParties extends Parties {
  logistics: HttpClient;
  admin: HttpClient;
}

export async function createParties(p: Parties): Promise<CreateParties> {
  const [logistics, admin] = await Promise.all([signIn(p.server, 'logistics'), signIn(p.server, 'admin')]);
  return { ...p, logistics, admin };
}

/** A meter's reading at loading or receipt: 33,000 l of AGO at 30 °C, 850 kg/m³ at 15 °C. */
const MEASURED = { observedVolume: '33000', unit: 'l', temperatureC: '30', densityKgM3: '850' };

let made = 0;
/** Unique within a test run: names, codes and addresses that must not repeat. */
const unique = () => `${process.pid % 1000}-${++made}-${randomUUID().slice(0, 6)}`;

async function organizationOf(client: HttpClient): Promise<{ organizationId: string; userId: string }> {
  const me = await json(await client.get('/api/user'), ZSessionUser);
  if (!me.organizationId) throw new Error(`${me.username} has no organization`);
  return { organizationId: me.organizationId, userId: me.id };
}

async function confirmedOrder(p: CreateParties): Promise<TOrder> {
  const { order } = await signedOrder(p);
  await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
  return order;
}

/** A shipment tendered to the demo carrier, which takes `steps` ('accept' makes its job). */
async function carried(p: CreateParties, steps: string[]): Promise<TShipment> {
  const order = await confirmedOrder(p);
  const { organizationId } = await organizationOf(p.logistics);
  const shipment = await json(
    await p.supplier.post('/api/logistics/shipments', shipmentBody(order.id, { logisticsOrgId: organizationId })),
    ZShipment,
    201,
  );
  for (const answer of await carrierSteps(p.server, p.logistics, shipment.id, steps)) await json(answer, ZShipment);
  return shipment;
}

async function loaded(p: CreateParties): Promise<TShipment> {
  const shipment = await carried(p, ['accept']);
  const loading = { billOfLading: `BL-${unique()}`, ...MEASURED };
  await json(await p.logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading), ZShipment, 201);
  return shipment;
}

/** A day of its own for posted quotes and rates (a day posted again replaces, adding no row), from 2001-01-01 on. */
const uniqueDay = () => new Date(Date.UTC(2001, 0, 1) + ++made * 86_400_000).toISOString().slice(0, 10);

/** A contract awaiting its signatures: RFQ, offer, award. */
async function draftContract(p: CreateParties): Promise<string> {
  const offer = await submitOffer(p.supplier, (await createRfq(p.buyer)).id);
  const { contractId } = await json(await acceptOffer(p.buyer, offer), z.object({ contractId: z.string() }));
  return contractId;
}

/** A fresh account of a new organization (a review is open once per subject). */
const newcomer = (p: CreateParties, role: string) => signUp(p.server, `idem${unique().replace(/-/g, '')}`, role);

/**
 * A valid request for each create that takes an Idempotency-Key, each call a new one on records of its own (a
 * create may be once per record: one shipment per order, one open review per organization), in two halves so that
 * each contract test file stays short: the creates on a trade's later records (orders, shipments, jobs), whose
 * requests each need a deal made first, and the rest. The contract test fails, naming it, for a create in neither.
 */
type CreateRequests = Record<string, (p: CreateParties) => Promise<CreateRequest>>;

/** Creates on a deal's records: each request needs its RFQ, offer, signed contract and order (and shipment) first. */
export const DEAL_CREATE_REQUESTS: CreateRequests = {
  'shipment.create': async (p) => ({
    client: p.supplier,
    path: '/api/logistics/shipments',
    body: shipmentBody((await confirmedOrder(p)).id),
  }),
  'shipment.recordLoading': async (p) => ({
    client: p.logistics,
    path: `/api/logistics/shipments/${(await carried(p, ['accept'])).id}/loading`,
    body: { billOfLading: `BL-${unique()}`, ...MEASURED },
  }),
  'shipment.correctLoading': async (p) => ({
    client: p.logistics,
    path: `/api/logistics/shipments/${(await loaded(p)).id}/loading/corrections`,
    body: { reason: 'Temperature mistyped', ...MEASURED, temperatureC: '29' },
  }),
  'shipment.correctReceipt': async (p) => {
    const shipment = await loaded(p);
    for (const answer of await carrierSteps(p.server, p.logistics, shipment.id, ['start-transit', 'deliver']))
      await json(answer, ZShipment);
    const received = pod({
      receivedObservedVolume: MEASURED.observedVolume,
      receivedUnit: MEASURED.unit,
      receivedTemperatureC: MEASURED.temperatureC,
      receivedDensityKgM3: MEASURED.densityKgM3,
    });
    await json(await p.logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, received), ZShipment);
    return {
      client: p.logistics,
      path: `/api/logistics/shipments/${shipment.id}/receipt/corrections`,
      body: { reason: 'Meter misread', ...MEASURED, observedVolume: '32900' },
    };
  },
  'job.assign': async (p) => {
    const shipment = await carried(p, ['accept']);
    const [job] = await p.server.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.shipmentId, shipment.id));
    if (!job) throw new Error('accepting made no job');
    const { organizationId, userId } = await organizationOf(p.logistics);
    const pair = await freePair(p.server, organizationId, userId);
    return { client: p.logistics, path: '/api/assignments', body: { jobId: job.id, ...pair } };
  },
  'document.generateForContract': async (p) => ({
    client: p.buyer,
    path: `/api/contracts/${(await signedOrder(p)).contractId}/documents`,
    body: { paper: 'contract' },
  }),
  'document.generateForShipment': async (p) => {
    const shipment = await carried(p, ['accept', 'start-transit', 'deliver']);
    await json(await p.logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    return {
      client: p.buyer,
      path: `/api/logistics/shipments/${shipment.id}/documents`,
      body: { paper: 'delivery_note' },
    };
  },
  'contract.sign': async (p) => ({
    client: p.buyer,
    path: `/api/contracts/${await draftContract(p)}/sign`,
    body: typedSignature('Bola Buyer'),
  }),
  'tender.bid': async (p) => {
    const shipment = await tenderedShipment(p);
    const tender = await tenderOf(p.logistics, shipment.id);
    if (!tender) throw new Error('the demo carrier sees no tender of the new shipment');
    return { client: p.logistics, path: `/api/tenders/${tender.id}/accept`, body: bid(200_000) };
  },
  'dispute.raise': async (p) => ({
    client: p.buyer,
    path: '/api/disputes',
    body: {
      relatedEntityType: 'order',
      relatedEntityId: (await signedOrder(p)).order.id,
      category: 'other',
      priority: 'low',
      description: 'Raised once',
    },
  }),
};

/** The other creates: records of their own, or on an RFQ or an endpoint. */
export const CREATE_REQUESTS: CreateRequests = {
  'rfq.create': async (p) => ({ client: p.buyer, path: '/api/rfq/rfqs', body: rfqBody() }),
  'offer.create': async (p) => ({
    client: p.supplier,
    path: '/api/offers',
    body: offerBody((await createRfq(p.buyer)).id),
  }),
  'invitation.create': async (p) => ({
    client: p.buyer,
    path: `/api/organizations/${(await organizationOf(p.buyer)).organizationId}/invitations`,
    body: { email: `idem-${unique()}@example.com`, role: 'buyer' },
  }),
  'vehicle.create': async (p) => ({ client: p.logistics, path: '/api/vehicles', body: vehicleBody() }),
  'driver.create': async (p) => ({ client: p.logistics, path: '/api/drivers', body: driverBody() }),
  'blackout.create': async (p) => ({
    client: p.logistics,
    path: '/api/blackout-dates',
    body: blackoutBody('vehicle', (await createVehicle(p.logistics)).id),
  }),
  'document.upload': async (p) => ({
    client: p.buyer,
    path: '/api/documents/upload',
    body: { ...uploadBody('idempotent.png', pngBytes(2, 2)) },
  }),
  'content.create': async (p) => ({
    client: p.admin,
    path: '/api/admin/content',
    body: { title: `Idempotent ${unique()}`, content: 'Posted once', type: 'news' },
  }),
  'featureFlag.create': async (p) => ({
    client: p.admin,
    path: '/api/admin/feature-flags',
    body: { name: `idem-${unique()}`, rolloutPercentage: 5 },
  }),
  'review.submitKyb': async (p) => {
    const client = await newcomer(p, 'buyer');
    const { organizationId } = await organizationOf(client);
    return { client, path: `/api/organizations/${organizationId}/kyb`, body: { documents: [] } };
  },
  'review.submitKyc': async (p) => ({
    client: await newcomer(p, 'buyer'),
    path: '/api/settings/kyc',
    body: { documents: [] },
  }),
  'budget.create': async (p) => {
    made++;
    const period = `${2030 + Math.floor(made / 12)}-${String((made % 12) + 1).padStart(2, '0')}`;
    return { client: p.finance, path: '/api/budgets', body: { period, amount: 1_000_000 } };
  },
  'pricing.createIndex': async (p) => ({
    client: p.admin,
    path: '/api/price-indices',
    body: {
      code: `IDEM-${unique()}`.toUpperCase(),
      name: 'Idempotent index',
      publisher: 'internal',
      currency: 'USD',
      unit: 't',
    },
  }),
  'pricing.postQuotes': async (p) => {
    const index = await json(
      await p.admin.post('/api/price-indices', {
        code: `QUOTES-${unique()}`.toUpperCase(),
        name: 'Quoted once',
        publisher: 'internal',
        currency: 'USD',
        unit: 't',
      }),
      z.object({ id: z.string() }),
      201,
    );
    return {
      client: p.admin,
      path: `/api/price-indices/${index.id}/quotes`,
      body: { quotes: [{ date: uniqueDay(), value: '812.25' }] },
    };
  },
  'pricing.postFxRates': async (p) => ({
    client: p.admin,
    path: '/api/fx-rates',
    body: { rates: [{ base: 'USD', quote: 'NGN', date: uniqueDay(), rate: '1530.25' }] },
  }),
  'webhook.create': async (p) => ({
    client: p.buyer,
    path: '/api/webhooks',
    body: { url: `https://93.184.215.14/hooks/idem-${unique()}`, events: ['*'] },
  }),
  'webhook.test': async (p) => {
    const endpoint = await json(
      await p.buyer.post('/api/webhooks', { url: `https://93.184.215.14/hooks/idem-${unique()}`, events: ['*'] }),
      z.object({ id: z.string() }),
      201,
    );
    return { client: p.buyer, path: `/api/webhooks/${endpoint.id}/test`, body: {} };
  },
};

import { ZSessionUser } from '@energy/domain/schemas/auth';
import { ZShipment, type TOrder, type TPayment, type TShipment } from '@energy/domain/schemas/fulfilment';
import type { TOffer } from '@energy/domain/schemas/offer';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { paymentsOf, shipmentBody, signedOrder } from './fulfilment';
import type { HttpClient } from './http-client';
import { createRfq, json, schemas, signIn, signUp, submitOffer } from './procurement';
import type { TestServer } from './server';

/** The four accounts that make one organization's side of trade: each belongs to its own organization. */
export interface WorldParties {
  buyer: HttpClient;
  supplier: HttpClient;
  logistics: HttpClient;
  finance: HttpClient;
}

/**
 * One trading world: a record of every kind, each in the state its call needs, made through the API by
 * one set of parties. The walk builds two (organization A: the demo accounts; organization B: accounts it
 * signs up) and calls every procedure on each, as "own" and as "other" records.
 */
export interface World {
  parties: WorldParties;
  orgs: { buyer: string; supplier: string; logistics: string };
  rfqOpen: TRfq;
  rfqToCancel: TRfq;
  offerPending: TOffer;
  offerToAccept: TOffer;
  offerToCounter: TOffer;
  offerCountered: TOffer;
  /** A new pending offer per call, for calls that remove their record (delete). */
  freshOffer(): Promise<TOffer>;
  contractUnsigned: string;
  /** Signed, its order still `created`; its first settlement is pending. */
  contract: string;
  contractNumber: string;
  settlement: string;
  orderCreated: TOrder;
  orderToCancel: TOrder;
  /** Confirmed, no shipment yet. */
  orderReady: TOrder;
  /** The order of `shipmentAccepted`: the carrier is a party to it too. */
  orderCarried: TOrder;
  /** The pending advance payment of a confirmed order. */
  payment: TPayment;
  shipmentTendered: TShipment;
  shipmentAccepted: TShipment;
  shipmentInTransit: TShipment;
  shipmentDelivered: TShipment;
}

async function orgOf(client: HttpClient): Promise<string> {
  const me = await json(await client.get('/api/user'), ZSessionUser);
  if (!me.organizationId) throw new Error(`${me.username} has no organization`);
  return me.organizationId;
}

export async function demoParties(server: TestServer): Promise<WorldParties> {
  const [buyer, supplier, logistics, finance] = await Promise.all(['buyer', 'supplier', 'logistics', 'finance'].map((u) => signIn(server, u)));
  if (!buyer || !supplier || !logistics || !finance) throw new Error('demo sign-in failed');
  return { buyer, supplier, logistics, finance };
}

/** A second organization of each kind, signed up afresh (each account gets its own new organization). */
export async function outsiderParties(server: TestServer): Promise<WorldParties> {
  const [buyer, supplier, logistics, finance] = await Promise.all([
    signUp(server, 'walkbuyer', 'buyer'), signUp(server, 'walksupplier', 'supplier'),
    signUp(server, 'walkcarrier', 'logistics'), signUp(server, 'walkfinance', 'finance'),
  ]);
  return { buyer, supplier, logistics, finance };
}

export async function buildWorld(server: TestServer, parties: WorldParties): Promise<World> {
  const { buyer, supplier, logistics } = parties;
  const p = { server, buyer, supplier, finance: parties.finance, supplier2: supplier };
  const orgs = { buyer: await orgOf(buyer), supplier: await orgOf(supplier), logistics: await orgOf(logistics) };
  const offerOnNewRfq = async () => submitOffer(supplier, (await createRfq(buyer)).id);

  const counter = async () => {
    const offer = await offerOnNewRfq();
    await json(await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Match the market' }), schemas.ZOffer);
    return offer;
  };
  const unsigned = async () => (await json(await buyer.post(`/api/offers/${(await offerOnNewRfq()).id}/accept`), z.object({ contractId: z.string() }))).contractId;
  const created = async () => {
    const signed = await signedOrder(p);
    const [settlement] = await json(await buyer.get(`/api/contracts/${signed.contractId}/settlements`), z.array(schemas.ZSettlement));
    if (!settlement) throw new Error('signing made no settlement');
    const { contractNumber } = await json(await buyer.get(`/api/contracts/${signed.contractId}`), schemas.ZContract);
    return { ...signed, contractNumber, settlement: settlement.id };
  };
  const confirmed = async () => {
    const { order } = await signedOrder(p);
    await json(await supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
    return order;
  };
  const tender = async (steps: string[]) => {
    const order = await confirmed();
    const shipment = await json(await supplier.post('/api/logistics/shipments', shipmentBody(order.id, { logisticsOrgId: orgs.logistics })), ZShipment, 201);
    for (const step of steps) await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/${step}`), ZShipment);
    return { order, shipment };
  };
  const withPayment = async (tendered: Promise<{ order: TOrder; shipment: TShipment }>) => {
    const { order, shipment } = await tendered;
    const [payment] = await paymentsOf(buyer, order.id);
    if (!payment) throw new Error('confirming made no payment');
    return { order, shipment, payment };
  };
  // Independent chains run side by side: the world is built once per backend and should not dominate the walk.
  const [rfqOpen, rfqToCancel, offerPending, offerToAccept, offerToCounter, offerCountered, contractUnsigned, signed, toCancel, orderReady, tendered, accepted, inTransit, delivered] =
    await Promise.all([
      createRfq(buyer), createRfq(buyer), offerOnNewRfq(), offerOnNewRfq(), offerOnNewRfq(), counter(), unsigned(), created(), signedOrder(p), confirmed(),
      withPayment(tender([])), tender(['accept']), tender(['accept', 'start-transit']), tender(['accept', 'start-transit', 'deliver']),
    ]);
  return {
    parties, orgs, rfqOpen, rfqToCancel, offerPending, offerToAccept, offerToCounter, offerCountered, freshOffer: offerOnNewRfq, contractUnsigned,
    contract: signed.contractId, contractNumber: signed.contractNumber, settlement: signed.settlement, orderCreated: signed.order, orderToCancel: toCancel.order, orderReady,
    orderCarried: accepted.order, payment: tendered.payment,
    shipmentTendered: tendered.shipment, shipmentAccepted: accepted.shipment, shipmentInTransit: inTransit.shipment, shipmentDelivered: delivered.shipment,
  };
}

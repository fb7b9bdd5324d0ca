import { uploadPng } from './documents';
import { contentItems, featureFlags } from '@energy/db/schema/admin-platform';
import { users } from '@energy/db/schema/users';
import type { EntityKind } from '@energy/domain/actions/records';
import type { Role } from '@energy/domain/roles';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { ZOrder, ZShipment, type TOrder, type TPayment, type TShipment } from '@energy/domain/schemas/fulfilment';
import type { TBlackout, TDriver, TVehicle } from '@energy/domain/schemas/fleet';
import type { TInvitation } from '@energy/domain/schemas/invitation';
import type { TOffer } from '@energy/domain/schemas/offer';
import type { TRfq } from '@energy/domain/schemas/rfq';
import { z } from 'zod';
import { createBlackout, createDriver, createVehicle } from './fleet';
import { buildFleet, type FleetWorld } from './authorization-fleet';
import { carrierSteps } from './crew';
import { paymentsOf, pod, shipmentBody, signedOrder } from './fulfilment';
import type { HttpClient } from './http-client';
import { kindWorlds } from './kinds';
import { invite, joinByInvitation, mailedInvitationToken } from './invitations';
import { acceptOffer, createRfq, json, schemas, signIn, signUp, submitOffer } from './procurement';
import type { TestServer } from './server';

/** The four accounts that make one side of trade: buyer and finance share an organization, supplier and carrier have their own. */
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
  /** Their names: a save that keeps the name keeps a verified organization verified (a rename sends it back to review). */
  orgNames: { buyer: string; supplier: string; logistics: string };
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
  /** First settlements of active contracts (their orders confirmed): one pending, two recorded as paid by the buyer's finance. */
  settlementActive: string;
  settlementToConfirm: string;
  settlementToReject: string;
  orderCreated: TOrder;
  orderToCancel: TOrder;
  /** Confirmed, no shipment yet. */
  orderReady: TOrder;
  /** The order of `shipmentAccepted`: the carrier is a party to it too. */
  orderCarried: TOrder;
  /** The pending advance payment of a confirmed order. */
  payment: TPayment;
  shipmentTendered: TShipment;
  /** Tendered to the world's carrier without tender terms: it accepts or declines at the order's terms. */
  shipmentNamed: TShipment;
  shipmentAccepted: TShipment;
  shipmentInTransit: TShipment;
  shipmentDelivered: TShipment;
  /** Accepted with its loading recorded (corrected before departure). */
  shipmentLoaded: TShipment;
  /**
   * Loaded and delivered with the received measurement (its receipt corrected): 32,588 l at 15 °C on a 1,000 l order,
   * an over delivery its buyer has not answered yet.
   */
  shipmentReceived: TShipment;
  /** Received as shipmentReceived, for the receipt correction: no final invoice is issued on it during the walk. */
  receiptToCorrect: TShipment;
  /** Delivered with proof of delivery: in its inspection period, its escrow not yet released. */
  orderProven: TOrder;
  /** The token of a pending invitation into the buyer's organization (read from the mail outbox). */
  invitationToken: string;
  /** A new pending invitation per call into the organization of `role` (the buyer's for admin and anonymous). */
  freshInvitation(role: Role | null): Promise<TInvitation>;
  /** The logistics company's fleet: an active vehicle, an available driver, a blackout on the vehicle. */
  vehicle: TVehicle;
  driver: TDriver;
  blackout: TBlackout;
  /** A new one per call, for calls that remove their record (delete). */
  freshVehicle(): Promise<TVehicle>;
  freshDriver(): Promise<TDriver>;
  freshBlackout(): Promise<TBlackout>;
  /** Tenders, bids, jobs and assignments of this world's carrier. */
  fleet: FleetWorld;
  /** A document of the buyer's organization, attached to nothing. */
  document: string;
  /** A new document of the buyer's organization per call, for calls that remove it. */
  freshDocument(): Promise<string>;
  /** A new published content item and a new feature flag per call (written to the tables), for the admin's edits. */
  freshContent(): Promise<string>;
  freshFlag(): Promise<string>;
  /** A pending KYC review of the finance officer, and an open dispute the buyer raised on `contract` (admin decisions). */
  review: string;
  dispute: string;
  /** A new buyer account per call (deactivated if asked), for the admin's account changes. */
  freshAccount(deactivated?: boolean): Promise<string>;
  /** The records of the kinds that bring their authorization tests in a module of their own (src/kinds/<kind>.ts). */
  kinds: Partial<Record<EntityKind, unknown>>;
}

/** The organization kind a role belongs to in a world: finance sits with the buyer; admins have none, the walk gives them the buyer's. */
export type OrgKind = keyof World['orgs'];
export const orgKindOf = (role: Role | null): OrgKind => (role === 'supplier' || role === 'logistics' ? role : 'buyer');
/** A role an organization of that kind can invite. */
export const invitableRole = (role: Role | null): Role => (role === 'admin' || role === null ? 'buyer' : role);

async function orgOf(client: HttpClient): Promise<string> {
  return (await orgAndNameOf(client)).id;
}

async function orgAndNameOf(client: HttpClient): Promise<{ id: string; name: string }> {
  const me = await json(await client.get('/api/user'), ZSessionUser);
  if (!me.organizationId) throw new Error(`${me.username} has no organization`);
  return { id: me.organizationId, name: me.organizationName ?? '' };
}

export async function demoParties(server: TestServer): Promise<WorldParties> {
  const [buyer, supplier, logistics, finance] = await Promise.all(
    ['buyer', 'supplier', 'logistics', 'finance'].map((u) => signIn(server, u)),
  );
  if (!buyer || !supplier || !logistics || !finance) throw new Error('demo sign-in failed');
  return { buyer, supplier, logistics, finance };
}

/** A second organization of each kind, signed up afresh; its finance officer joins the buyer's by invitation, as the demo's does. */
export async function outsiderParties(server: TestServer): Promise<WorldParties> {
  const [buyer, supplier, logistics] = await Promise.all([
    signUp(server, 'walkbuyer', 'buyer'),
    signUp(server, 'walksupplier', 'supplier'),
    signUp(server, 'walkcarrier', 'logistics'),
  ]);
  const finance = await joinByInvitation(server, buyer, await orgOf(buyer), 'walkfinance', 'finance');
  return { buyer, supplier, logistics, finance };
}

export async function buildWorld(server: TestServer, parties: WorldParties): Promise<World> {
  const { buyer, supplier, logistics } = parties;
  const p = { server, buyer, supplier, finance: parties.finance, supplier2: supplier };
  const [b, s, l] = await Promise.all([buyer, supplier, logistics].map(orgAndNameOf));
  if (!b || !s || !l) throw new Error('a party has no organization');
  const orgs = { buyer: b.id, supplier: s.id, logistics: l.id };
  const orgNames = { buyer: b.name, supplier: s.name, logistics: l.name };
  const offerOnNewRfq = async () => submitOffer(supplier, (await createRfq(buyer)).id);

  const counter = async () => {
    const offer = await offerOnNewRfq();
    await json(
      await buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600', note: 'Match the market' }),
      schemas.ZOffer,
    );
    return offer;
  };
  const unsigned = async () =>
    (await json(await acceptOffer(buyer, await offerOnNewRfq()), z.object({ contractId: z.string() }))).contractId;
  const created = async () => {
    const signed = await signedOrder(p);
    const [settlement] = await json(
      await buyer.get(`/api/contracts/${signed.contractId}/settlements`),
      z.array(schemas.ZSettlement),
    );
    if (!settlement) throw new Error('signing made no settlement');
    const { contractNumber } = await json(await buyer.get(`/api/contracts/${signed.contractId}`), schemas.ZContract);
    return { ...signed, contractNumber, settlement: settlement.id };
  };
  const confirmed = async () => {
    const { order } = await signedOrder(p);
    await json(await supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
    return order;
  };
  const activeSettlement = async (recorded: boolean) => {
    const order = await confirmed();
    const [settlement] = await json(
      await buyer.get(`/api/contracts/${order.contractId}/settlements`),
      z.array(schemas.ZSettlement),
    );
    if (!settlement) throw new Error('signing made no settlement');
    if (recorded)
      await json(
        await parties.finance.post(`/api/settlements/${settlement.id}/pay`, { reference: 'WALK-RECORDED' }),
        z.unknown(),
      );
    return settlement.id;
  };
  const tender = async (steps: string[]) => {
    const order = await confirmed();
    const shipment = await json(
      await supplier.post('/api/logistics/shipments', shipmentBody(order.id, { logisticsOrgId: orgs.logistics })),
      ZShipment,
      201,
    );
    for (const answer of await carrierSteps(server, logistics, shipment.id, steps)) await json(answer, ZShipment);
    return { order, shipment };
  };
  /** What a meter reads at loading or receipt: 33,000 l of AGO at 30 °C, 850 kg/m³ at 15 °C. */
  const measured = { observedVolume: '33000', unit: 'l', temperatureC: '30', densityKgM3: '850' };
  const loaded = async () => {
    const { shipment } = await tender(['accept']);
    const body = { billOfLading: 'BL-WORLD-1', ...measured };
    return json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, body), ZShipment, 201);
  };
  const received = async () => {
    const { shipment } = await tender(['accept']);
    const loading = { billOfLading: 'BL-WORLD-2', ...measured };
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/loading`, loading), ZShipment, 201);
    for (const answer of await carrierSteps(server, logistics, shipment.id, ['start-transit', 'deliver']))
      await json(answer, ZShipment);
    const body = pod({
      receivedObservedVolume: measured.observedVolume,
      receivedUnit: measured.unit,
      receivedTemperatureC: measured.temperatureC,
      receivedDensityKgM3: measured.densityKgM3,
    });
    return json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, body), ZShipment);
  };
  const namedCarrier = async () => {
    const order = await confirmed();
    const { tender: _terms, ...withoutTerms } = shipmentBody(order.id, { logisticsOrgId: orgs.logistics });
    return json(await supplier.post('/api/logistics/shipments', withoutTerms), ZShipment, 201);
  };
  const withPayment = async (tendered: Promise<{ order: TOrder; shipment: TShipment }>) => {
    const { order, shipment } = await tendered;
    const [payment] = await paymentsOf(buyer, order.id);
    if (!payment) throw new Error('confirming made no payment');
    return { order, shipment, payment };
  };
  const proven = async () => {
    const { order, shipment } = await tender(['accept', 'start-transit', 'deliver']);
    await json(await logistics.post(`/api/logistics/shipments/${shipment.id}/pod`, pod()), ZShipment);
    return json(await buyer.get(`/api/orders/${order.id}`), ZOrder);
  };
  // Invitation addresses are unique across both worlds and every call: a second invitation to one address replaces the first.
  let invited = 0;
  const inviteAs = (role: Role | null) => {
    const kind = orgKindOf(role);
    const inviter = kind === 'buyer' ? buyer : parties[kind];
    return invite(
      inviter,
      orgs[kind],
      `walkinv-${orgs.buyer.slice(0, 8)}-${++invited}@example.com`,
      invitableRole(role),
    );
  };
  const freshDocument = async () => (await uploadPng(buyer, 'walk.png')).id;
  const previewToken = async () => mailedInvitationToken(server, (await inviteAs('buyer')).email);
  const [vehicle, driver] = await Promise.all([createVehicle(logistics), createDriver(logistics)]);
  const blackout = await createBlackout(logistics, 'vehicle', vehicle.id);
  // Independent chains run side by side: the world is built once per backend and should not dominate the walk.
  const [
    rfqOpen,
    rfqToCancel,
    offerPending,
    offerToAccept,
    offerToCounter,
    offerCountered,
    contractUnsigned,
    signed,
    toCancel,
    orderReady,
    tendered,
    accepted,
    inTransit,
    delivered,
    orderProven,
    invitationToken,
  ] = await Promise.all([
    createRfq(buyer),
    createRfq(buyer),
    offerOnNewRfq(),
    offerOnNewRfq(),
    offerOnNewRfq(),
    counter(),
    unsigned(),
    created(),
    signedOrder(p),
    confirmed(),
    withPayment(tender([])),
    tender(['accept']),
    tender(['accept', 'start-transit']),
    tender(['accept', 'start-transit', 'deliver']),
    proven(),
    previewToken(),
  ]);
  const [settlementActive, settlementToConfirm, settlementToReject] = await Promise.all([
    activeSettlement(false),
    activeSettlement(true),
    activeSettlement(true),
  ]);
  const shipmentNamed = await namedCarrier();
  const [shipmentLoaded, shipmentReceived, receiptToCorrect] = await Promise.all([loaded(), received(), received()]);
  const fleet = await buildFleet(server, parties, orgs.logistics, tender, accepted.shipment);
  const document = await freshDocument();
  const review = await json(
    await parties.finance.post('/api/settings/kyc', { documents: [] }),
    z.object({ id: z.string() }),
    201,
  );
  const dispute = await json(
    await buyer.post('/api/disputes', {
      relatedEntityType: 'contract',
      relatedEntityId: signed.contractId,
      category: 'payment',
      priority: 'medium',
      description: 'Walk',
    }),
    z.object({ id: z.string() }),
    201,
  );
  const kinds = await kindWorlds({ server, parties, orgs, json });
  let platformRecords = 0;
  const freshContent = async () => {
    const [item] = await server.database.db
      .insert(contentItems)
      .values({
        title: `Walk ${orgs.buyer.slice(0, 6)} ${++platformRecords}`,
        content: 'Walk body',
        type: 'help_article',
        status: 'published',
      })
      .returning({ id: contentItems.id });
    if (!item) throw new Error('content insert returned nothing');
    return item.id;
  };
  const freshFlag = async () => {
    const [flag] = await server.database.db
      .insert(featureFlags)
      .values({
        name: `walk-flag-${orgs.buyer.slice(0, 8)}-${++platformRecords}`,
        isEnabled: false,
        rolloutPercentage: 0,
      })
      .returning({ id: featureFlags.id });
    if (!flag) throw new Error('flag insert returned nothing');
    return flag.id;
  };
  let accounts = 0;
  // Written straight to the table: sign-up is rate limited, and these accounts never sign in.
  const freshAccount = async (deactivated = false) => {
    const name = `walkacct${orgs.buyer.slice(0, 6)}${++accounts}`;
    const [account] = await server.database.db
      .insert(users)
      .values({
        username: name,
        email: `${name}@example.com`,
        passwordHash: 'not-a-hash',
        firstName: 'Walk',
        lastName: 'Account',
        role: 'buyer',
        organizationId: orgs.buyer,
        deactivatedAt: deactivated ? new Date() : null,
      })
      .returning({ id: users.id });
    if (!account) throw new Error('account insert returned nothing');
    return account.id;
  };
  return {
    review: review.id,
    dispute: dispute.id,
    freshAccount,
    kinds,
    freshContent,
    freshFlag,
    parties,
    orgs,
    orgNames,
    fleet,
    rfqOpen,
    rfqToCancel,
    offerPending,
    offerToAccept,
    offerToCounter,
    offerCountered,
    freshOffer: offerOnNewRfq,
    contractUnsigned,
    contract: signed.contractId,
    contractNumber: signed.contractNumber,
    settlement: signed.settlement,
    settlementActive,
    settlementToConfirm,
    settlementToReject,
    orderCreated: signed.order,
    orderToCancel: toCancel.order,
    orderReady,
    orderCarried: accepted.order,
    payment: tendered.payment,
    shipmentTendered: tendered.shipment,
    shipmentNamed,
    shipmentAccepted: accepted.shipment,
    shipmentInTransit: inTransit.shipment,
    shipmentDelivered: delivered.shipment,
    shipmentLoaded,
    shipmentReceived,
    receiptToCorrect,
    orderProven,
    invitationToken,
    freshInvitation: inviteAs,
    document,
    freshDocument,
    vehicle,
    driver,
    blackout,
    freshVehicle: () => createVehicle(logistics),
    freshDriver: () => createDriver(logistics),
    freshBlackout: () => createBlackout(logistics, 'vehicle', vehicle.id),
  };
}

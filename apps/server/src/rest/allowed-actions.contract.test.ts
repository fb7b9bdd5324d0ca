import { disputes, kybKycReviews } from '@energy/db/schema/admin-reviews';
import { users } from '@energy/db/schema/users';
import { randomUUID } from 'node:crypto';
import type { ActionName } from '@energy/domain/actions/catalog';
import { ACTION_NAMES } from '@energy/domain/actions/catalog';
import type { EntityKind } from '@energy/domain/actions/records';
import { actionEntry } from '@energy/domain/actions/registry';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import type { BlackoutEntityType, VehicleStatus } from '@energy/domain/constants';
import { toggledVehicleStatus } from '@energy/domain/machines/fleet';
import { ZShipment } from '@energy/domain/schemas/fulfilment';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePair } from '@energy/test/authorization-fleet';
import { CALLERS, type AllowedContext, type Call, type Caller, type Row, type Target } from '@energy/test/kind-tests';
import { KIND_CALLS, kindStates } from '@energy/test/kinds';
import { bid, jobOf, tenderOf } from '@energy/test/fleet';
import { uploadPng } from '@energy/test/documents';
import { crewJob } from '@energy/test/crew';
import { paymentsOf, pod, processPayment, shipmentBody, signedOrder } from '@energy/test/fulfilment';
import {
  blackoutBody,
  createBlackout,
  createDriver,
  createVehicle,
  driverBody,
  jobHolding,
  vehicleBody,
} from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { testBackends } from '@energy/test/databases';
import {
  acceptOffer,
  createRfq,
  json,
  offerBody,
  schemas,
  signIn,
  startParties,
  submitOffer,
  typedSignature,
  type Parties,
} from '@energy/test/procurement';

/*
 * A row's allowedActions are exactly the calls the server accepts from its caller. For records in
 * several states and every caller, each verb on the row's entity is called: a listed verb must succeed, an
 * unlisted one must be refused. A verb that succeeds changes its record, so each listed verb gets a record
 * of its own, made afresh in the same state. The kinds that bring theirs in a module of their own
 * (packages/test/src/kinds/<kind>.ts) add their calls and states.
 */

type RowEntity = Exclude<EntityKind, 'organization' | 'platform'>;

/** What a meter reads at loading or receipt: 33,000 l of AGO at 30 °C, 850 kg/m³ at 15 °C. */
const MEASURED = { observedVolume: '33000', unit: 'l', temperatureC: '30', densityKgM3: '850' };
let keys = 0;
const LISTED_VERBS: Partial<Record<RowEntity, Partial<Record<ActionName, Call>>>> = {
  rfq: {
    'rfq.cancel': (c, t) => c.post(`/api/rfq/rfqs/${t.id}/cancel`, { reason: 'Allowed actions' }),
    'rfq.updateDeliveryTerms': (c, t) =>
      c.request('PATCH', `/api/rfq/rfqs/${t.id}/delivery-terms`, { freeTimeHours: 3 }),
    'offer.submit': (c, t) => c.post('/api/offers', offerBody(t.id)),
  },
  offer: {
    'offer.revise': (c, t, r) =>
      c.request('PUT', `/api/offers/${t.id}`, offerBody(String(r.rfqId), { unitPrice: '640' })),
    'offer.withdraw': (c, t) => c.request('DELETE', `/api/offers/${t.id}`),
    'offer.accept': (c, t, r) => c.post(`/api/offers/${t.id}/accept`, { version: r.version }),
    'offer.counter': (c, t) => c.post(`/api/offers/${t.id}/counter`, { unitPrice: '600', note: 'Allowed actions' }),
    'offer.respondToCounter': (c, t) => c.post(`/api/offers/${t.id}/counter/respond`, { response: 'decline' }),
  },
  contract: { 'contract.sign': (c, t) => c.post(`/api/contracts/${t.id}/sign`, typedSignature()) },
  settlement: {
    'settlement.recordPaid': (c, t) => c.post(`/api/settlements/${t.id}/pay`, { reference: `AA-${++keys}` }),
    'settlement.confirm': (c, t) => c.post(`/api/settlements/${t.id}/confirm`),
    'settlement.reject': (c, t) => c.post(`/api/settlements/${t.id}/reject`, { reason: 'Allowed actions' }),
  },
  order: {
    'order.confirm': (c, t) => c.post(`/api/orders/${t.id}/confirm`),
    'order.cancel': (c, t) => c.post(`/api/orders/${t.id}/cancel`, { reason: 'Allowed actions' }),
    'order.confirmReceipt': (c, t) => c.post(`/api/orders/${t.id}/confirm-receipt`),
    'order.acceptQuantity': (c, t) => c.post(`/api/orders/${t.id}/accept-quantity`),
    'shipment.create': (c, t) =>
      c.post('/api/logistics/shipments', shipmentBody(t.id, { logisticsOrgId: carrierOrgId })),
  },
  shipment: {
    'shipment.accept': (c, t) => c.post(`/api/logistics/shipments/${t.id}/accept`),
    'shipment.decline': (c, t) => c.post(`/api/logistics/shipments/${t.id}/decline`, { reason: 'Allowed actions' }),
    'shipment.startTransit': (c, t) => c.post(`/api/logistics/shipments/${t.id}/start-transit`),
    'shipment.markDelivered': (c, t) => c.post(`/api/logistics/shipments/${t.id}/deliver`),
    'shipment.submitPod': (c, t) => c.post(`/api/logistics/shipments/${t.id}/pod`, pod()),
    'shipment.recordLoading': (c, t) =>
      c.post(`/api/logistics/shipments/${t.id}/loading`, { billOfLading: 'BL-AA-1', ...MEASURED }),
    'shipment.correctLoading': (c, t) =>
      c.post(`/api/logistics/shipments/${t.id}/loading/corrections`, { reason: 'Mistyped', ...MEASURED }),
    'shipment.correctReceipt': (c, t) =>
      c.post(`/api/logistics/shipments/${t.id}/receipt/corrections`, { reason: 'Misread', ...MEASURED }),
  },
  payment: { 'payment.process': (c, t, r) => processPayment(c, t.id, Number(r.amount), `allowed-${++keys}`) },
  vehicle: {
    'vehicle.update': (c, t, r) =>
      c.request(
        'PUT',
        `/api/vehicles/${t.id}`,
        vehicleBody({ registrationNumber: r.registrationNumber, status: r.status, make: 'Allowed' }),
      ),
    'vehicle.setStatus': (c, t, r) =>
      c.request('PATCH', `/api/vehicles/${t.id}/status`, { status: toggledVehicleStatus(r.status as VehicleStatus) }),
    'vehicle.delete': (c, t) => c.request('DELETE', `/api/vehicles/${t.id}`),
  },
  driver: {
    'driver.update': (c, t, r) =>
      c.request(
        'PUT',
        `/api/drivers/${t.id}`,
        driverBody({ licenseNumber: r.licenseNumber, status: r.status, lastName: 'Allowed' }),
      ),
    'driver.delete': (c, t) => c.request('DELETE', `/api/drivers/${t.id}`),
  },
  blackout: {
    'blackout.update': (c, t, r) =>
      c.request(
        'PUT',
        `/api/blackout-dates/${t.id}`,
        blackoutBody(r.entityType as BlackoutEntityType, String(r.entityId), { reason: 'Allowed actions' }),
      ),
    'blackout.delete': (c, t) => c.request('DELETE', `/api/blackout-dates/${t.id}`),
  },
  tender: {
    'tender.bid': (c, t) => c.post(`/api/tenders/${t.id}/accept`, bid(1000)),
    'tender.reject': (c, t) => c.post(`/api/tenders/${t.id}/reject`),
  },
  bid: { 'tender.award': (c, t) => c.post(`/api/bids/${t.id}/award`) },
  job: {
    'job.assign': async (c, t) => c.post('/api/assignments', { jobId: t.id, ...(await freeDriverAndVehicle()) }),
    // A job without an assignment is refused on an id that names none.
    'job.unassign': (c, t, r) =>
      c.request('DELETE', `/api/assignments/${(r.assignment as { id: string } | null)?.id ?? randomUUID()}`),
    'job.updateStatus': (c, t) =>
      c.request('PUT', `/api/jobs/${t.id}/status`, { status: 'cancelled', notes: 'Allowed actions' }),
    'job.updateLocation': (c, t) => c.request('PUT', `/api/jobs/${t.id}/location`, { text: 'Allowed actions' }),
    'job.arriveAtSite': (c, t) => c.post(`/api/jobs/${t.id}/arrival`, {}),
    'job.endDischarge': (c, t) => c.post(`/api/jobs/${t.id}/discharge-end`, {}),
  },
  document: {
    'document.share': (c, t) =>
      c.post(`/api/documents/${t.id}/share`, { with: { type: 'user', userId: supplierUserId } }),
    'document.delete': (c, t) => c.request('DELETE', `/api/documents/${t.id}`),
  },
  content: {
    'content.update': (c, t, r) =>
      c.request('PATCH', `/api/admin/content/${t.id}`, {
        title: r.title,
        content: 'Edited',
        type: r.type,
        status: 'archived',
      }),
    'content.delete': (c, t) => c.request('DELETE', `/api/admin/content/${t.id}`),
  },
  featureFlag: {
    'featureFlag.update': (c, t, r) =>
      c.request('PATCH', `/api/admin/feature-flags/${t.id}`, {
        name: r.name,
        description: 'Edited',
        isEnabled: true,
        rolloutPercentage: 55,
      }),
    'featureFlag.toggle': (c, t, r) =>
      c.request('PATCH', `/api/admin/feature-flags/${t.id}/toggle`, { isEnabled: !r.isEnabled }),
    'featureFlag.delete': (c, t) => c.request('DELETE', `/api/admin/feature-flags/${t.id}`),
  },
  review: {
    'review.startReview': (c, t) =>
      c.request('PATCH', `/api/admin/kyb-kyc-reviews/${t.id}/status`, { status: 'under_review' }),
    'review.approve': (c, t) => c.request('PATCH', `/api/admin/kyb-kyc-reviews/${t.id}/status`, { status: 'approved' }),
    'review.reject': (c, t) =>
      c.request('PATCH', `/api/admin/kyb-kyc-reviews/${t.id}/status`, {
        status: 'rejected',
        rejectionReason: 'Allowed actions',
      }),
  },
  dispute: {
    'dispute.investigate': (c, t) =>
      c.request('PATCH', `/api/admin/disputes/${t.id}/status`, { status: 'investigating' }),
    'dispute.resolve': (c, t) =>
      c.request('PATCH', `/api/admin/disputes/${t.id}/status`, {
        status: 'resolved',
        resolutionNotes: 'Allowed actions',
      }),
    'dispute.escalate': (c, t) => c.request('PATCH', `/api/admin/disputes/${t.id}/status`, { status: 'escalated' }),
  },
  // dispute.raise acts on a contract, order or shipment as one of its parties, not on a row: admin-reviews.contract.test.ts.
  disputable: {},
  account: {
    'user.update': (c, t) => c.request('PATCH', `/api/admin/users/${t.id}`, { role: 'finance' }),
    'user.deactivate': (c, t) => c.post(`/api/admin/users/${t.id}/deactivate`),
    'user.reactivate': (c, t) => c.post(`/api/admin/users/${t.id}/reactivate`),
    'user.resetTwoFactor': (c, t) => c.post(`/api/admin/users/${t.id}/two-factor/reset`),
  },
};
/** With the kinds' own: every verb a row can carry has its call (checked below). */
const VERBS: Partial<Record<EntityKind, Partial<Record<ActionName, Call>>>> = { ...KIND_CALLS, ...LISTED_VERBS };
let supplierUserId = '';
let carrierOrgId = '';
let carrierUserId = '';
let freeDriverAndVehicle: () => Promise<{ driverId: string; vehicleId: string }> = () =>
  Promise.reject(new Error('no server'));

describe('the allowedActions contract test', () => {
  it('calls every verb that a row can carry', () => {
    const rowVerbs = ACTION_NAMES.filter(
      (a) => !['organization', 'platform', 'disputable'].includes(actionEntry(a).on),
    ).sort();
    expect(
      Object.values(VERBS)
        .flatMap((verbs) => Object.keys(verbs))
        .sort(),
    ).toEqual(rowVerbs);
  });
});

describe.each(testBackends())('allowedActions equal what the server accepts (%s)', (backend) => {
  let p: Parties;
  let clients: Record<Caller, HttpClient>;

  beforeAll(async () => {
    p = await startParties(backend);
    const [logistics, admin] = await Promise.all([signIn(p.server, 'logistics'), signIn(p.server, 'admin')]);
    clients = { buyer: p.buyer, finance: p.finance, supplier: p.supplier, supplier2: p.supplier2, logistics, admin };
    const carrierUser = await json(await logistics.get('/api/user'), ZSessionUser);
    carrierOrgId = carrierUser.organizationId ?? '';
    carrierUserId = carrierUser.id;
    freeDriverAndVehicle = () => freePair(p.server, carrierOrgId, carrierUserId);
    supplierUserId = (await json(await p.supplier.get('/api/user'), ZSessionUser)).id;
  });
  afterAll(() => p.server.close());

  const at =
    (path: string): Target['read'] =>
    (c) =>
      c.get(path);
  const rfqTarget = (id: string): Target => ({ id, read: at(`/api/rfq/rfqs/${id}`) });
  const offerTarget = (id: string): Target => ({ id, read: at(`/api/offers/${id}`) });
  const orderTarget = (id: string): Target => ({ id, read: at(`/api/orders/${id}`) });
  const shipmentTarget = (id: string): Target => ({ id, read: at(`/api/logistics/shipments/${id}`) });
  const jobTarget = async (shipmentId: string): Promise<Target> =>
    ((id) => ({ id, read: at(`/api/jobs/${id}`) }))((await jobOf(clients.logistics, shipmentId))?.id ?? '');
  /** The first settlement of a contract, read in its contract's list. */
  const settlementTarget = async (contractId: string): Promise<Target> => {
    const [settlement] = await json(
      await p.buyer.get(`/api/contracts/${contractId}/settlements`),
      z.array(schemas.ZSettlement),
    );
    const id = settlement?.id ?? '';
    return {
      id,
      read: async (c) => {
        const response = await c.get(`/api/contracts/${contractId}/settlements`);
        if (!response.ok) return response;
        const rows = (await response.json()) as Row[];
        return new Response(JSON.stringify(rows.find((r) => r.id === id)), { status: 200 });
      },
    };
  };
  /** A contract whose order the supplier confirmed: active, its settlements open to payment. */
  const activeContract = async () => {
    const { contractId, order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
    return contractId;
  };
  const pendingOffer = async () => submitOffer(p.supplier, (await createRfq(p.buyer)).id);
  const award = async () =>
    (await json(await acceptOffer(p.buyer, await pendingOffer()), z.object({ contractId: z.string() }))).contractId;
  const confirmed = async () => {
    const { order } = await signedOrder(p);
    await json(await p.supplier.post(`/api/orders/${order.id}/confirm`), z.unknown());
    return order.id;
  };
  const tendered = async (logisticsOrgId?: string) => {
    const orderId = await confirmed();
    const body = shipmentBody(orderId, logisticsOrgId ? { logisticsOrgId } : {});
    return {
      orderId,
      shipmentId: (await json(await p.supplier.post('/api/logistics/shipments', body), ZShipment, 201)).id,
    };
  };
  const moved = async (steps: string[]) => {
    const made = await tendered(carrierOrgId);
    for (const step of steps) {
      if (step === 'start-transit') await crewJob(p.server, clients.logistics, made.shipmentId);
      await json(
        await clients.logistics.post(
          `/api/logistics/shipments/${made.shipmentId}/${step}`,
          step === 'pod' ? pod() : undefined,
        ),
        ZShipment,
      );
    }
    return made;
  };

  // Admin rows are read from their admin lists, found by id (a non-admin's list answers 403: nothing offered).
  const oneOf =
    (path: string, id: string): Target['read'] =>
    async (c) => {
      const response = await c.get(`${path}?q=${id}`);
      if (!response.ok) return response;
      const [row] = (await response.json()) as Row[];
      return new Response(JSON.stringify(row), { status: row ? 200 : 404 });
    };
  // Records in a given state, written straight to their tables (the demo accounts' own rows stay untouched).
  const db = () => p.server.database.db;
  const buyerUser = async () => json(await p.buyer.get('/api/user'), ZSessionUser);
  const reviewIn = async (status: 'pending' | 'under_review'): Promise<Target> => {
    const me = await buyerUser();
    const [row] = await db()
      .insert(kybKycReviews)
      .values({ reviewType: 'kyc', organizationId: me.organizationId, userId: me.id, status })
      .returning({ id: kybKycReviews.id });
    return { id: row?.id ?? '', read: oneOf('/api/admin/kyb-kyc-reviews', row?.id ?? '') };
  };
  const disputeIn = async (status: 'open' | 'investigating'): Promise<Target> => {
    const me = await buyerUser();
    const [row] = await db()
      .insert(disputes)
      .values({
        category: 'other',
        priority: 'low',
        status,
        relatedEntityType: 'order',
        relatedEntityId: randomUUID(),
        description: 'Allowed actions',
        raisedBy: me.id,
        raisedByOrgId: me.organizationId,
        partyOrgIds: me.organizationId ? [me.organizationId] : [],
      })
      .returning({ id: disputes.id });
    return { id: row?.id ?? '', read: oneOf('/api/admin/disputes', row?.id ?? '') };
  };
  let accounts = 0;
  const accountIn = async (deactivated: boolean): Promise<Target> => {
    const me = await buyerUser();
    const username = `allowedacct${++accounts}x`;
    const [row] = await db()
      .insert(users)
      .values({
        username,
        email: `${username}@example.com`,
        passwordHash: 'not-a-hash',
        firstName: 'Allowed',
        lastName: 'Actions',
        role: 'buyer',
        organizationId: me.organizationId,
        deactivatedAt: deactivated ? new Date() : null,
      })
      .returning({ id: users.id });
    return { id: row?.id ?? '', read: oneOf('/api/admin/users', username) };
  };

  const vehicleTarget = (id: string): Target => ({ id, read: at(`/api/vehicles/${id}`) });
  const driverTarget = (id: string): Target => ({ id, read: at(`/api/drivers/${id}`) });
  const vehicleIn = async (status: 'active' | 'maintenance' | 'inactive') => {
    const vehicle = await createVehicle(clients.logistics);
    if (status !== 'active')
      await json(
        await clients.logistics.request('PATCH', `/api/vehicles/${vehicle.id}/status`, { status }),
        z.unknown(),
      );
    return vehicle.id;
  };
  /** A vehicle and a driver held by an assigned job. */
  const onActiveJob = async () => {
    const [vehicle, driver] = await Promise.all([createVehicle(clients.logistics), createDriver(clients.logistics)]);
    await jobHolding(p, {
      logisticsOrgId: carrierOrgId,
      vehicleId: vehicle.id,
      driverId: driver.id,
      userId: carrierUserId,
    });
    return { vehicleId: vehicle.id, driverId: driver.id };
  };

  /** `offersNothing`: a kind's module says the state offers nobody a verb (kinds.ts); the kinds here are listed below. */
  const STATES: { entity: EntityKind; state: string; make: () => Promise<Target>; offersNothing?: boolean }[] = [
    { entity: 'rfq', state: 'published', make: async () => rfqTarget((await createRfq(p.buyer)).id) },
    { entity: 'rfq', state: 'quoted', make: async () => rfqTarget((await pendingOffer()).rfqId) },
    {
      entity: 'rfq',
      state: 'cancelled',
      make: async () => {
        const rfq = await createRfq(p.buyer);
        await json(await p.buyer.post(`/api/rfq/rfqs/${rfq.id}/cancel`, { reason: 'gone' }), schemas.ZRfq);
        return rfqTarget(rfq.id);
      },
    },
    { entity: 'offer', state: 'pending', make: async () => offerTarget((await pendingOffer()).id) },
    {
      entity: 'offer',
      state: 'countered',
      make: async () => {
        const offer = await pendingOffer();
        await json(await p.buyer.post(`/api/offers/${offer.id}/counter`, { unitPrice: '600' }), schemas.ZOffer);
        return offerTarget(offer.id);
      },
    },
    {
      entity: 'offer',
      state: 'selected',
      make: async () => {
        const offer = await pendingOffer();
        await acceptOffer(p.buyer, offer);
        return offerTarget(offer.id);
      },
    },
    {
      entity: 'contract',
      state: 'draft',
      make: async () => ((id) => ({ id, read: at(`/api/contracts/${id}`) }))(await award()),
    },
    // Signed by the buyer only: still a draft, the supplier's signature awaited; the buyer may not sign again.
    {
      entity: 'contract',
      state: 'draft, buyer signed',
      make: async () => {
        const id = await award();
        await json(await p.buyer.post(`/api/contracts/${id}/sign`, typedSignature('Bola Buyer')), schemas.ZContract);
        return { id, read: at(`/api/contracts/${id}`) };
      },
    },
    {
      entity: 'contract',
      state: 'signed',
      make: async () => ((id) => ({ id, read: at(`/api/contracts/${id}`) }))((await signedOrder(p)).contractId),
    },
    {
      entity: 'settlement',
      state: 'pending, contract signed',
      make: async () => settlementTarget((await signedOrder(p)).contractId),
    },
    {
      entity: 'settlement',
      state: 'pending, contract active',
      make: async () => settlementTarget(await activeContract()),
    },
    {
      entity: 'settlement',
      state: 'awaiting confirmation',
      make: async () => {
        const target = await settlementTarget(await activeContract());
        await json(
          await p.finance.post(`/api/settlements/${target.id}/pay`, { reference: `AA-${++keys}` }),
          schemas.ZSettlement,
        );
        return target;
      },
    },
    { entity: 'settlement', state: 'contract draft', make: async () => settlementTarget(await award()) },
    { entity: 'order', state: 'created', make: async () => orderTarget((await signedOrder(p)).order.id) },
    { entity: 'order', state: 'confirmed', make: async () => orderTarget(await confirmed()) },
    { entity: 'order', state: 'allocated', make: async () => orderTarget((await tendered(carrierOrgId)).orderId) },
    {
      entity: 'order',
      state: 'delivered, in inspection',
      make: async () => orderTarget((await moved(['accept', 'start-transit', 'deliver', 'pod'])).orderId),
    },
    {
      entity: 'shipment',
      state: 'tendered',
      make: async () => shipmentTarget((await tendered(carrierOrgId)).shipmentId),
    },
    { entity: 'shipment', state: 'open tender', make: async () => shipmentTarget((await tendered()).shipmentId) },
    // Tendered to its carrier without tender terms, it is accepted or declined at the order's terms.
    {
      entity: 'shipment',
      state: 'tendered to its carrier without a tender',
      make: async () => {
        const { tender: _terms, ...withoutTerms } = shipmentBody(await confirmed(), { logisticsOrgId: carrierOrgId });
        return shipmentTarget(
          (await json(await p.supplier.post('/api/logistics/shipments', withoutTerms), ZShipment, 201)).id,
        );
      },
    },
    // Accepted, its job without a driver and vehicle: transit cannot start, nothing is offered.
    {
      entity: 'shipment',
      state: 'accepted, job not crewed',
      make: async () => shipmentTarget((await moved(['accept'])).shipmentId),
    },
    {
      entity: 'shipment',
      state: 'accepted',
      make: async () => {
        const made = await moved(['accept']);
        await crewJob(p.server, clients.logistics, made.shipmentId);
        return shipmentTarget(made.shipmentId);
      },
    },
    // Its loading recorded before departure: corrected, not recorded again.
    {
      entity: 'shipment',
      state: 'accepted, loading recorded',
      make: async () => {
        const made = await moved(['accept']);
        await json(
          await clients.logistics.post(`/api/logistics/shipments/${made.shipmentId}/loading`, {
            billOfLading: 'BL-AA-0',
            ...MEASURED,
          }),
          ZShipment,
          201,
        );
        return shipmentTarget(made.shipmentId);
      },
    },
    {
      entity: 'shipment',
      state: 'in transit',
      make: async () => shipmentTarget((await moved(['accept', 'start-transit'])).shipmentId),
    },
    // Proof of delivery given with the received measurement: the receipt may be corrected.
    {
      entity: 'shipment',
      state: 'pod confirmed, receipt measured',
      make: async () => {
        const made = await moved(['accept', 'start-transit', 'deliver']);
        await json(
          await clients.logistics.post(
            `/api/logistics/shipments/${made.shipmentId}/pod`,
            pod({
              receivedObservedVolume: '32900',
              receivedUnit: 'l',
              receivedTemperatureC: '28',
              receivedDensityKgM3: '850',
            }),
          ),
          ZShipment,
        );
        return shipmentTarget(made.shipmentId);
      },
    },
    {
      entity: 'shipment',
      state: 'delivered',
      make: async () => shipmentTarget((await moved(['accept', 'start-transit', 'deliver'])).shipmentId),
    },
    { entity: 'vehicle', state: 'active', make: async () => vehicleTarget(await vehicleIn('active')) },
    { entity: 'vehicle', state: 'maintenance', make: async () => vehicleTarget(await vehicleIn('maintenance')) },
    { entity: 'vehicle', state: 'inactive', make: async () => vehicleTarget(await vehicleIn('inactive')) },
    { entity: 'vehicle', state: 'on an active job', make: async () => vehicleTarget((await onActiveJob()).vehicleId) },
    {
      entity: 'driver',
      state: 'available',
      make: async () => driverTarget((await createDriver(clients.logistics)).id),
    },
    { entity: 'driver', state: 'on an active job', make: async () => driverTarget((await onActiveJob()).driverId) },
    {
      entity: 'blackout',
      state: 'on a vehicle',
      make: async () => {
        const { id } = await createBlackout(clients.logistics, 'vehicle', (await createVehicle(clients.logistics)).id);
        // A blackout is read in its company's list.
        return {
          id,
          read: async (c) => {
            const response = await c.get(`/api/blackout-dates?limit=200&sort=createdAt&order=desc`);
            if (!response.ok) return response;
            const rows = (await response.json()) as Row[];
            const row = rows.find((r) => r.id === id);
            return row
              ? new Response(JSON.stringify(row), { status: 200 })
              : new Response('{"error":"Blackout date not found"}', { status: 404 });
          },
        };
      },
    },
    {
      entity: 'tender',
      state: 'open',
      make: async () =>
        ((id) => ({ id, read: at(`/api/tenders/${id}`) }))(
          (await tenderOf(clients.logistics, (await tendered()).shipmentId))?.id ?? '',
        ),
    },
    {
      entity: 'tender',
      state: 'answered',
      make: async () => {
        const tender = await tenderOf(clients.logistics, (await tendered(carrierOrgId)).shipmentId);
        await json(await clients.logistics.post(`/api/tenders/${tender?.id}/accept`, bid(1000)), z.unknown());
        return { id: tender?.id ?? '', read: at(`/api/tenders/${tender?.id}`) };
      },
    },
    {
      entity: 'bid',
      state: 'submitted',
      make: async () => {
        const { shipmentId } = await tendered(carrierOrgId);
        await json(
          await clients.logistics.post(
            `/api/tenders/${(await tenderOf(clients.logistics, shipmentId))?.id}/accept`,
            bid(1000),
          ),
          z.unknown(),
        );
        const [submitted] = await json(
          await p.supplier.get(`/api/logistics/shipments/${shipmentId}/bids`),
          z.array(z.object({ id: z.string() })),
        );
        const id = submitted?.id ?? '';
        // A bid is read in its shipment's list.
        return {
          id,
          read: async (c) => {
            const response = await c.get(`/api/logistics/shipments/${shipmentId}/bids`);
            if (!response.ok) return response;
            const rows = (await response.json()) as Row[];
            const row = rows.find((r) => r.id === id);
            return row ? new Response(JSON.stringify(row), { status: 200 }) : new Response('{}', { status: 404 });
          },
        };
      },
    },
    { entity: 'job', state: 'pending', make: async () => jobTarget((await moved(['accept'])).shipmentId) },
    {
      entity: 'job',
      state: 'assigned',
      make: async () => {
        const target = await jobTarget((await moved(['accept'])).shipmentId);
        await json(
          await clients.logistics.post('/api/assignments', { jobId: target.id, ...(await freeDriverAndVehicle()) }),
          z.unknown(),
          201,
        );
        return target;
      },
    },
    // On the road: it may arrive at the delivery site; once arrived, its discharge may end.
    {
      entity: 'job',
      state: 'in progress',
      make: async () => jobTarget((await moved(['accept', 'start-transit'])).shipmentId),
    },
    {
      entity: 'job',
      state: 'at the delivery site',
      make: async () => {
        const target = await jobTarget((await moved(['accept', 'start-transit'])).shipmentId);
        await json(await clients.logistics.post(`/api/jobs/${target.id}/arrival`, {}), z.unknown());
        return target;
      },
    },
    {
      entity: 'payment',
      state: 'pending',
      make: async () => {
        const [payment] = await paymentsOf(p.finance, await confirmed());
        return { id: payment?.id ?? '', read: at(`/api/payments/${payment?.id}`) };
      },
    },
    {
      entity: 'document',
      state: 'pending',
      make: async () => ((id) => ({ id, read: at(`/api/documents/${id}`) }))((await uploadPng(p.buyer)).id),
    },
    { entity: 'review', state: 'pending', make: () => reviewIn('pending') },
    { entity: 'review', state: 'under_review', make: () => reviewIn('under_review') },
    { entity: 'dispute', state: 'open', make: () => disputeIn('open') },
    { entity: 'dispute', state: 'investigating', make: () => disputeIn('investigating') },
    { entity: 'account', state: 'active', make: () => accountIn(false) },
    { entity: 'account', state: 'deactivated', make: () => accountIn(true) },
  ];

  /** Platform records are read in the admin's lists, found by their unique title or name. */
  const inAdminList =
    (path: string, id: string, q: string): Target['read'] =>
    async (c) => {
      const response = await c.get(`${path}?q=${encodeURIComponent(q)}`);
      if (!response.ok) return response;
      const row = ((await response.json()) as Row[]).find((r) => r.id === id);
      return row
        ? new Response(JSON.stringify(row), { status: 200 })
        : new Response('{"error":"not found"}', { status: 404 });
    };
  const contentIn = async (status: string): Promise<Target> => {
    const title = `Allowed actions ${++keys}`;
    const { id } = await json(
      await clients.admin.post('/api/admin/content', { title, content: 'Body', type: 'news', status }),
      z.object({ id: z.string() }),
      201,
    );
    return { id, read: inAdminList('/api/admin/content', id, title) };
  };
  const flagIn = async (isEnabled: boolean): Promise<Target> => {
    const name = `allowed-actions-${++keys}-${Date.now()}`;
    const { id } = await json(
      await clients.admin.post('/api/admin/feature-flags', { name, isEnabled, rolloutPercentage: 50 }),
      z.object({ id: z.string() }),
      201,
    );
    return { id, read: inAdminList('/api/admin/feature-flags', id, name) };
  };
  STATES.push(
    { entity: 'content', state: 'draft', make: () => contentIn('draft') },
    { entity: 'content', state: 'published', make: () => contentIn('published') },
    { entity: 'featureFlag', state: 'enabled', make: () => flagIn(true) },
    { entity: 'featureFlag', state: 'disabled', make: () => flagIn(false) },
  );
  // The kinds' own records; the parties and clients are read when a record is made, after beforeAll.
  const context: AllowedContext = {
    get parties() {
      return p;
    },
    get clients() {
      return clients;
    },
    json,
    key: () => ++keys,
  };
  STATES.push(...kindStates(context));

  it('makes records in some state of every kind whose verbs it calls', () => {
    const called = Object.entries(VERBS).flatMap(([kind, verbs]) => (Object.keys(verbs ?? {}).length ? [kind] : []));
    expect(called.filter((kind) => !STATES.some((state) => state.entity === kind))).toEqual([]);
  });

  /** What `caller` is offered on the record (nothing when it cannot read it), and the record as an admin reads it. */
  async function offered(caller: Caller, target: Target): Promise<{ allowed: ActionName[]; record: Row }> {
    const response = await target.read(clients[caller]);
    const record = (await (await target.read(clients.admin)).json()) as Row;
    if (!response.ok) return { allowed: [], record };
    return { allowed: ((await response.json()) as Row).allowedActions, record };
  }

  it.each(STATES.map((s) => [s.entity, s.state, s] as const))(
    '%s %s: every caller may do exactly the verbs its row lists',
    async (_entity, _state, { entity, make, offersNothing }) => {
      const verbs = Object.entries(VERBS[entity] ?? {}) as [ActionName, Call][];
      const failures: string[] = [];
      let listedSomewhere = 0;
      // Refused calls change nothing, so every caller's run on one record (a refused call that did change it fails
      // the test anyway); each listed verb gets a record of its own below.
      const target = await make();
      await Promise.all(
        CALLERS.map(async (caller) => {
          const { allowed, record } = await offered(caller, target);
          const client = clients[caller];
          for (const [verb, call] of verbs.filter(([v]) => !allowed.includes(v))) {
            const response = await call(client, target, record);
            if (![403, 404, 409].includes(response.status))
              failures.push(
                `${caller} ${verb} (not listed): ${response.status} ${(await response.text()).slice(0, 120)}`,
              );
          }
          // Each listed verb on a record of its own, listed again there.
          for (const [verb, call] of verbs.filter(([v]) => allowed.includes(v))) {
            listedSomewhere += 1;
            const fresh = await make();
            const again = await offered(caller, fresh);
            if (!again.allowed.includes(verb))
              failures.push(`${caller} ${verb}: listed on one record, not on another in the same state`);
            const response = await call(client, fresh, again.record);
            if (!response.ok)
              failures.push(`${caller} ${verb} (listed): ${response.status} ${(await response.text()).slice(0, 120)}`);
          }
        }),
      );
      expect(failures, failures.join('\n')).toEqual([]);
      // Terminal states, a tender the company has answered, a settlement of a contract not yet active and a shipment
      // whose job has no driver and vehicle offer nothing, as do the states a kind's module refuses every verb in;
      // every other state here offers its party something.
      if (
        !offersNothing &&
        ![
          'cancelled',
          'selected',
          'signed',
          'answered',
          'pending, contract signed',
          'contract draft',
          'accepted, job not crewed',
        ].includes(_state)
      )
        expect(listedSomewhere).toBeGreaterThan(0);
    },
  );
});

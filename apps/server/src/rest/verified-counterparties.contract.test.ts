import { ZContract } from '@energy/domain/schemas/contract';
import { ZBid } from '@energy/domain/schemas/fleet';
import { ZOffer } from '@energy/domain/schemas/offer';
import { ZRfq } from '@energy/domain/schemas/rfq';
import { ZOrganizationSettings } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { bid, tenderedShipment, tenderOf } from '@energy/test/fleet';
import { Orders } from '@energy/test/fulfilment';
import type { HttpClient } from '@energy/test/http-client';
import {
  acceptOffer,
  createRfq,
  json,
  signByBoth,
  signIn,
  signUp,
  signUpUnverified,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';

const Offers = z.array(ZOffer);
const Bids = z.array(ZBid);
const SEEDED_SUPPLIER = 'Delta Crude Supply Co';

/** Approval marks an organization verified, and every row naming a counterparty says so. */
describe.each(testBackends())('verified counterparties on rows (%s)', (backend) => {
  let p: Parties;
  let admin: HttpClient;
  let n = 0;
  beforeAll(async () => {
    p = await startParties(backend);
    admin = await signIn(p.server, 'admin');
  });
  afterAll(() => p.server.close());

  const unique = (name: string) => `${name}${++n}${Date.now() % 100000}`;
  const orgOf = async (client: HttpClient) =>
    ((await (await client.get('/api/user')).json()) as { organizationId: string }).organizationId;
  const setVerification = async (organizationId: string, verification: string) => {
    expect((await admin.request('PATCH', `/api/organizations/${organizationId}`, { verification })).status).toBe(200);
  };

  it("the buyer's offers say which supplier is verified: the seeded one yes, a freshly signed-up one no", async () => {
    // A new supplier may only quote once verified; its review is then reopened, leaving it pending again.
    const newcomer = await signUp(p.server, unique('vbsupplier'), 'supplier');
    const newcomerOrg = await orgOf(newcomer);
    const rfq = await createRfq(p.buyer);
    await submitOffer(p.supplier, rfq.id);
    await submitOffer(newcomer, rfq.id, { unitPrice: '640.00' });
    await setVerification(newcomerOrg, 'pending');

    const offers = await json(await p.buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers);
    expect(offers.map((o) => [o.supplierName === SEEDED_SUPPLIER, o.supplierVerified]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);
    const fresh = offers.find((o) => o.supplierOrgId === newcomerOrg);
    expect(fresh?.supplierVerified).toBe(false);
    // One offer alone says the same.
    const single = await json(await p.buyer.get(`/api/offers/${fresh?.id ?? ''}`), ZOffer);
    expect(single.supplierVerified).toBe(false);

    // Approval shows at once on the same rows: the mark is read from the organization, not copied onto the offer.
    await setVerification(newcomerOrg, 'verified');
    const again = await json(await p.buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers);
    expect(again.every((o) => o.supplierVerified)).toBe(true);
  });

  it('a freshly signed-up buyer shows unverified on its RFQ, contract and order; the seeded supplier verified', async () => {
    const buyer = await signUpUnverified(p.server, unique('vbbuyer'), 'buyer');
    const buyerOrg = await orgOf(buyer);
    const rfq = await createRfq(buyer);
    expect(rfq.buyerOrgVerified).toBe(false);
    expect((await json(await p.supplier.get(`/api/rfq/rfqs/${rfq.id}`), ZRfq)).buyerOrgVerified).toBe(false);

    const offer = await submitOffer(p.supplier, rfq.id);
    expect(offer.supplierVerified).toBe(true);
    const { contractId } = (await (await acceptOffer(buyer, offer)).json()) as { contractId: string };
    const contract = await json(await p.supplier.get(`/api/contracts/${contractId}`), ZContract);
    expect(contract).toMatchObject({
      buyerOrgId: buyerOrg,
      buyerOrgVerified: false,
      supplierOrgName: SEEDED_SUPPLIER,
      supplierOrgVerified: true,
    });
    expect((await signByBoth(buyer, p.supplier, contractId)).status).toBe(200);

    for (const party of [buyer, p.supplier]) {
      const order = (await json(await party.get('/api/orders'), Orders)).find((o) => o.contractId === contractId);
      expect(order?.buyerOrg).toEqual({ id: buyerOrg, name: expect.any(String), verified: false });
      expect(order?.supplierOrg).toMatchObject({ name: SEEDED_SUPPLIER, verified: true });
    }
  });

  it('a carrier sees its client verified on the tender; the shipper sees which bidding carrier is verified', async () => {
    const shipment = await tenderedShipment(p);
    const seeded = await signIn(p.server, 'logistics');
    const tender = await tenderOf(seeded, shipment.id);
    expect(tender).toMatchObject({ clientCompany: SEEDED_SUPPLIER, clientCompanyVerified: true });

    // A new carrier may only bid once verified; its review is then reopened, leaving it pending again.
    const newcomer = await signUp(p.server, unique('vbcarrier'), 'logistics');
    const newcomerOrg = await orgOf(newcomer);
    for (const carrier of [seeded, newcomer])
      expect((await carrier.post(`/api/tenders/${tender?.id ?? ''}/accept`, bid(200000))).status).toBe(200);
    await setVerification(newcomerOrg, 'pending');

    const bids = await json(await p.supplier.get(`/api/logistics/shipments/${shipment.id}/bids`), Bids);
    expect(bids.map((b) => b.carrier.verified).sort()).toEqual([false, true]);
    expect(bids.find((b) => b.carrier.id === newcomerOrg)?.carrier.verified).toBe(false);
  });

  it('a verified supplier that renames itself loses the mark on its offers until an admin approves the new name', async () => {
    const renamer = await signUp(p.server, unique('vbrenamer'), 'supplier');
    const rfq = await createRfq(p.buyer);
    await submitOffer(renamer, rfq.id);
    const offerSeen = async () => (await json(await p.buyer.get(`/api/offers?rfqId=${rfq.id}`), Offers))[0];
    expect((await offerSeen())?.supplierVerified).toBe(true);
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await renamer.get('/api/settings/organization'), ZOrganizationSettings);
    const renamed = unique('Renamed Supply Co ');
    await json(
      await renamer.request('PUT', `/api/settings/organization/${id}`, { ...details, name: renamed }),
      ZOrganizationSettings,
    );
    expect(await offerSeen()).toMatchObject({ supplierName: renamed, supplierVerified: false });
  });
});

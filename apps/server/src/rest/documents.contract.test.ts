import { documentBlobs, documents, documentShares } from '@energy/db/schema/documents';
import { rfqs } from '@energy/db/schema/rfqs';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, ZDocument, ZDocumentSummary } from '@energy/domain/schemas/document';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docxBytes, lyingDocxBytes, uploadBody, uploadPng, zipBytes } from '@energy/test/documents';
import { testBackends } from '@energy/test/databases';
import { tenderedShipment, tenderOf } from '@energy/test/fleet';
import type { HttpClient } from '@energy/test/http-client';
import { pngBytes } from '@energy/test/images';
import { acceptOffer, createRfq, json, signIn, signUp, submitOffer, type Parties } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const upload = (client: HttpClient, body: unknown) => client.post('/api/documents/upload', body);
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const Documents = z.array(ZDocument);
const listed = async (client: HttpClient) =>
  (await json(await client.get('/api/documents?limit=200'), Documents)).map((d) => d.id);
/** What a caller gets for one document: the download's status, and whether the list shows it. */
const seenBy = async (client: HttpClient, id: string) => ({
  download: (await client.get(`/api/documents/${id}/download`)).status,
  listed: (await listed(client)).includes(id),
});
const SEEN = { download: 200, listed: true };
const UNSEEN = { download: 404, listed: false };
const orgIdOf = async (client: HttpClient) =>
  (await json(await client.get('/api/user'), ZSessionUser)).organizationId ?? '';

describe.each(testBackends())('documents (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let outsider: HttpClient;
  let supplier2: HttpClient;
  let carrier: HttpClient;
  let parties: Parties;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const [b, s, s2, finance, logistics] = await Promise.all(
      ['buyer', 'supplier', 'supplier2', 'finance', 'logistics'].map((u) => signIn(server, u)),
    );
    if (!b || !s || !s2 || !finance || !logistics) throw new Error('demo sign-in failed');
    [buyer, supplier, supplier2, carrier] = [b, s, s2, logistics];
    parties = { server, buyer, supplier, supplier2, finance };
    outsider = await signUp(server, 'docoutsider', 'buyer');
  });
  const closeRfq = (id: string) =>
    server.database.db
      .update(rfqs)
      .set({ closeDate: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, id));
  afterAll(() => server.close());

  it('stores an upload under a random key and downloads it byte for byte, as an attachment with a safe name and nosniff', async () => {
    const bytes = pngBytes(16, 16);
    const created = await json(
      await upload(buyer, uploadBody('C:\\fakepath\\Q3 "report".png', bytes, { category: 'certificate' })),
      ZDocument,
      201,
    );
    expect(created).toMatchObject({
      name: 'Q3 report.png',
      category: 'certificate',
      status: 'pending',
      mimeType: 'image/png',
      size: bytes.length,
      uploadedByName: 'Bola Adeyemi',
    });
    const [stored] = await server.database.db.select().from(documents).where(eq(documents.id, created.id));
    expect(stored?.storageKey).not.toContain('report');
    const [blob] = await server.database.db
      .select()
      .from(documentBlobs)
      .where(eq(documentBlobs.key, stored?.storageKey ?? ''));
    expect(blob).toBeDefined();

    const download = await buyer.get(`/api/documents/${created.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Q3 report.png"; filename*=UTF-8''Q3%20report.png`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a renamed executable (415), an unknown type (415), and a file of 10 MiB + 1 byte (413)', async () => {
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const renamed = await upload(buyer, uploadBody('invoice.pdf', executable));
    expect(renamed.status).toBe(415);
    expect(await errorOf(renamed)).toBe(DOCUMENT_MESSAGES.signatureMismatch);

    const unknown = await upload(buyer, uploadBody('setup.exe', executable));
    expect(unknown.status).toBe(415);
    expect(await errorOf(unknown)).toBe(DOCUMENT_MESSAGES.unknownType);

    const tooLarge = Buffer.alloc(DOCUMENT_MAX_BYTES + 1);
    Buffer.from('%PDF-').copy(tooLarge);
    const refused = await upload(buyer, uploadBody('big.pdf', tooLarge));
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toBe(DOCUMENT_MESSAGES.tooLarge);

    const atLimit = Buffer.alloc(DOCUMENT_MAX_BYTES);
    Buffer.from('%PDF-').copy(atLimit);
    expect((await upload(buyer, uploadBody('exactly-10mib.pdf', atLimit))).status).toBe(201);
    // tRPC's path of the upload has the same larger limit.
    const overTrpc = await buyer.post(
      '/api/trpc/document.upload',
      uploadBody('over-trpc.pdf', atLimit.subarray(0, 2 * 1024 * 1024)),
    );
    expect(overTrpc.status).toBe(200);
  });

  it('checks docx packages: a real one passes, a zip bomb or a zip of something else is refused', async () => {
    expect((await upload(buyer, uploadBody('terms.docx', docxBytes()))).status).toBe(201);
    const bomb = await upload(buyer, uploadBody('bomb.docx', docxBytes(4_000_000_000)));
    expect(bomb.status).toBe(415);
    expect(await errorOf(bomb)).toBe(DOCUMENT_MESSAGES.zipTooLarge);
    const manyEntries = zipBytes(
      Array.from({ length: 1001 }, (_, i) => ({ name: `word/${i}.xml`, data: Buffer.from('x') })),
    );
    expect((await upload(buyer, uploadBody('many.docx', manyEntries))).status).toBe(415);
    const notOffice = zipBytes([{ name: 'payload.js', data: Buffer.from('alert(1)') }]);
    expect((await upload(buyer, uploadBody('fake.xlsx', notOffice))).status).toBe(415);
  });

  it('refuses a docx whose directory declares 100 bytes for a part that inflates to 50 MiB (400), and stores nothing', async () => {
    const count = async () => (await server.database.db.select({ id: documentBlobs.key }).from(documentBlobs)).length;
    const before = await count();
    const bomb = await upload(buyer, uploadBody('lying.docx', lyingDocxBytes(50 * 1024 * 1024)));
    expect(bomb.status).toBe(400);
    expect(await errorOf(bomb)).toBe(DOCUMENT_MESSAGES.zipSizeMismatch);
    expect(await count()).toBe(before);
    expect(
      (
        await upload(
          buyer,
          uploadBody('deflated.docx', docxBytes(undefined, { data: Buffer.alloc(100_000, 0x20), deflate: true })),
        )
      ).status,
    ).toBe(201);
  });

  it('isolates organizations: another organization cannot list, read, download or delete a document (404)', async () => {
    const own = await uploadPng(buyer, 'private.png');
    const list = await json(await outsider.get('/api/documents'), z.array(ZDocument));
    expect(list.map((d) => d.id)).not.toContain(own.id);
    expect((await outsider.get(`/api/documents/${own.id}`)).status).toBe(404);
    expect((await outsider.get(`/api/documents/${own.id}/download`)).status).toBe(404);
    expect((await outsider.request('DELETE', `/api/documents/${own.id}`)).status).toBe(404);
    expect((await json(await outsider.get('/api/documents/summary'), ZDocumentSummary)).total).toBe(0);
  });

  it("shares with another organization's user and with a contract the uploader is party to; the contract lists it", async () => {
    const own = await uploadPng(buyer, 'share-me.png');
    expect((await supplier.get(`/api/documents/${own.id}`)).status).toBe(404);
    const supplierUser = await json(await supplier.get('/api/user'), ZSessionUser);
    const shared = await buyer.post(`/api/documents/${own.id}/share`, {
      with: { type: 'user', userId: supplierUser.id },
    });
    expect(shared.status).toBe(200);
    const seen = await json(await supplier.get(`/api/documents/${own.id}`), ZDocument);
    expect(seen).toMatchObject({ sharedWithMe: true, allowedActions: [] });
    expect((await supplier.get(`/api/documents/${own.id}/download`)).status).toBe(200);

    const { contractId } = await json(
      await acceptOffer(buyer, await submitOffer(supplier, (await createRfq(buyer)).id)),
      z.object({ contractId: z.string() }),
    );
    const attached = await json(
      await upload(
        buyer,
        uploadBody('contract.png', pngBytes(2, 2), {
          category: 'contract',
          attachTo: { type: 'contract', id: contractId },
        }),
      ),
      ZDocument,
      201,
    );
    const forContract = await json(await supplier.get(`/api/contracts/${contractId}/documents`), z.array(ZDocument));
    expect(forContract.map((d) => d.id)).toEqual([attached.id]);
    expect((await outsider.get(`/api/contracts/${contractId}/documents`)).status).toBe(404);
    const foreign = await outsider.post(
      '/api/documents/upload',
      uploadBody('x.png', pngBytes(2, 2), { attachTo: { type: 'contract', id: contractId } }),
    );
    expect(foreign.status).toBe(404);
    // Only the owner shares or deletes.
    expect((await supplier.request('DELETE', `/api/documents/${own.id}`)).status).toBe(403);
  });

  it('computes the tiles and filters the list; delete removes the row and its bytes', async () => {
    const before = await json(await buyer.get('/api/documents/summary'), ZDocumentSummary);
    const created = await uploadPng(buyer, 'insurance.png', { category: 'insurance' });
    const after = await json(await buyer.get('/api/documents/summary'), ZDocumentSummary);
    expect(after.total).toBe(before.total + 1);
    expect(after.pendingReview).toBe(before.pendingReview + 1);
    expect(after.storageUsedBytes).toBe(before.storageUsedBytes + created.size);
    const insurance = await json(await buyer.get('/api/documents?category=insurance&q=insurance'), z.array(ZDocument));
    expect(insurance.map((d) => d.id)).toContain(created.id);
    expect(insurance.every((d) => d.category === 'insurance')).toBe(true);

    const [stored] = await server.database.db.select().from(documents).where(eq(documents.id, created.id));
    expect((await buyer.request('DELETE', `/api/documents/${created.id}`)).status).toBe(200);
    expect((await buyer.get(`/api/documents/${created.id}`)).status).toBe(404);
    expect(
      await server.database.db
        .select()
        .from(documentBlobs)
        .where(eq(documentBlobs.key, stored?.storageKey ?? '')),
    ).toHaveLength(0);
  });

  it("keeps a supplier's file on an RFQ with its offer: refused on the RFQ, hidden from a competitor, sealed from the buyer until the close", async () => {
    const rfq = await createRfq(buyer, { terms: { sealedBids: true } });
    const [mine, theirs] = [await submitOffer(supplier, rfq.id), await submitOffer(supplier2, rfq.id)];
    const before = (await server.database.db.select({ id: documents.id }).from(documents)).length;
    const onRfq = await upload(
      supplier,
      uploadBody('price-breakdown.png', pngBytes(2, 2), { attachTo: { type: 'rfq', id: rfq.id } }),
    );
    expect(onRfq.status).toBe(403);
    expect(await errorOf(onRfq)).toBe(DOCUMENT_MESSAGES.rfqBuyerOnly);
    expect(
      (await upload(supplier, uploadBody('x.png', pngBytes(2, 2), { attachTo: { type: 'offer', id: theirs.id } })))
        .status,
    ).toBe(404);
    expect((await server.database.db.select({ id: documents.id }).from(documents)).length).toBe(before);

    const file = await uploadPng(supplier, 'price-breakdown.png', { attachTo: { type: 'offer', id: mine.id } });
    // The record by the number people know it by, never its id alone.
    expect(file.attachedTo).toEqual({ type: 'offer', id: mine.id, number: `Offer on ${rfq.rfqNumber}` });
    expect(await seenBy(supplier, file.id)).toEqual(SEEN);
    expect(await seenBy(supplier2, file.id)).toEqual(UNSEEN);
    expect((await supplier2.get(`/api/documents/${file.id}`)).status).toBe(404);
    expect(await seenBy(buyer, file.id)).toEqual(UNSEEN);
    // Sharing with the RFQ is the buyer's too; a share row of the supplier's file with the RFQ (as stored before) opens nothing.
    expect((await supplier.post(`/api/documents/${file.id}/share`, { with: { type: 'rfq', id: rfq.id } })).status).toBe(
      403,
    );
    await server.database.db
      .insert(documentShares)
      .values({ documentId: file.id, recordType: 'rfq', recordId: rfq.id });
    expect(await seenBy(supplier2, file.id)).toEqual(UNSEEN);
    expect(await seenBy(buyer, file.id)).toEqual(UNSEEN);

    await closeRfq(rfq.id);
    expect(await seenBy(buyer, file.id)).toEqual(SEEN);
    expect(await seenBy(supplier2, file.id)).toEqual(UNSEEN);
  });

  it("shows a buyer's file on its RFQ to the suppliers who see the RFQ: every supplier while open, those who quoted after the close", async () => {
    const rfq = await createRfq(buyer, { terms: { sealedBids: true } });
    await submitOffer(supplier, rfq.id);
    const spec = await uploadPng(buyer, 'specification.png', { attachTo: { type: 'rfq', id: rfq.id } });
    const shared = await uploadPng(buyer, 'site-map.png');
    expect((await buyer.post(`/api/documents/${shared.id}/share`, { with: { type: 'rfq', id: rfq.id } })).status).toBe(
      200,
    );
    for (const id of [spec.id, shared.id]) {
      expect(await seenBy(supplier, id)).toEqual(SEEN);
      expect(await seenBy(supplier2, id)).toEqual(SEEN);
      expect(await seenBy(carrier, id)).toEqual(UNSEEN);
    }
    await closeRfq(rfq.id);
    for (const id of [spec.id, shared.id]) {
      expect(await seenBy(supplier, id)).toEqual(SEEN);
      expect(await seenBy(supplier2, id)).toEqual(UNSEEN);
    }
  });

  /*
   * Documents by attachment target x party x sealed/open RFQ, before and after the close: the download's status
   * for the RFQ's buyer, the supplier whose offer it is (it quoted), a competing supplier that quoted too, another
   * buyer and a carrier. One row per procedure is what the authorization walk holds; this is its matrix for documents.
   */
  const MATRIX = [
    {
      target: 'rfq',
      sealed: false,
      closed: false,
      buyer: 200,
      quoting: 200,
      competitor: 200,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'rfq',
      sealed: false,
      closed: true,
      buyer: 200,
      quoting: 200,
      competitor: 200,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'rfq',
      sealed: true,
      closed: false,
      buyer: 200,
      quoting: 200,
      competitor: 200,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'rfq',
      sealed: true,
      closed: true,
      buyer: 200,
      quoting: 200,
      competitor: 200,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'offer',
      sealed: false,
      closed: false,
      buyer: 200,
      quoting: 200,
      competitor: 404,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'offer',
      sealed: false,
      closed: true,
      buyer: 200,
      quoting: 200,
      competitor: 404,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'offer',
      sealed: true,
      closed: false,
      buyer: 404,
      quoting: 200,
      competitor: 404,
      outsider: 404,
      carrier: 404,
    },
    {
      target: 'offer',
      sealed: true,
      closed: true,
      buyer: 200,
      quoting: 200,
      competitor: 404,
      outsider: 404,
      carrier: 404,
    },
  ] as const;
  it.each(MATRIX)(
    'a document on the $target of an RFQ (sealed $sealed, closed $closed): buyer $buyer, its supplier $quoting, a competitor $competitor, others $outsider',
    async (row) => {
      const rfq = await createRfq(buyer, { terms: { sealedBids: row.sealed } });
      const [offer] = await Promise.all([submitOffer(supplier, rfq.id), submitOffer(supplier2, rfq.id)]);
      const file =
        row.target === 'rfq'
          ? await uploadPng(buyer, 'on-rfq.png', { attachTo: { type: 'rfq', id: rfq.id } })
          : await uploadPng(supplier, 'on-offer.png', { attachTo: { type: 'offer', id: offer.id } });
      if (row.closed) await closeRfq(rfq.id);
      const callers = { buyer, quoting: supplier, competitor: supplier2, outsider, carrier };
      const statuses = Object.fromEntries(
        await Promise.all(
          Object.entries(callers).map(async ([who, c]) => [
            who,
            (await c.get(`/api/documents/${file.id}/download`)).status,
          ]),
        ),
      );
      expect(statuses).toEqual({
        buyer: row.buyer,
        quoting: row.quoting,
        competitor: row.competitor,
        outsider: row.outsider,
        carrier: row.carrier,
      });
    },
  );

  it("ends a carrier's view of an order and its documents when it declines the direct tender", async () => {
    const shipment = await tenderedShipment(parties, { logisticsOrgId: await orgIdOf(carrier) });
    const file = await uploadPng(buyer, 'delivery-note.png', { attachTo: { type: 'order', id: shipment.orderId } });
    expect((await carrier.get(`/api/orders/${shipment.orderId}`)).status).toBe(200);
    expect(await seenBy(carrier, file.id)).toEqual(SEEN);
    const tender = await tenderOf(carrier, shipment.id);
    expect((await carrier.post(`/api/tenders/${tender?.id}/reject`)).status).toBe(200);
    expect((await carrier.get(`/api/orders/${shipment.orderId}`)).status).toBe(404);
    expect((await carrier.get(`/api/logistics/shipments/${shipment.id}`)).status).toBe(404);
    expect(await seenBy(carrier, file.id)).toEqual(UNSEEN);
    // Nor is it a party that may dispute the shipment any more.
    const dispute = {
      relatedEntityType: 'shipment',
      relatedEntityId: shipment.id,
      category: 'delivery',
      priority: 'high',
      description: 'Declined, yet disputing',
    };
    expect((await carrier.post('/api/disputes', dispute)).status).toBe(404);
    // Its declined tender stays in its inbox; the order's own parties still see the file.
    expect((await tenderOf(carrier, shipment.id))?.status).toBe('rejected');
    expect(await seenBy(supplier, file.id)).toEqual(SEEN);
  });

  it("keeps every other route at the server's body limit (last: the refused connection is closed)", async () => {
    const response = await buyer.post('/api/rfq/rfqs', { title: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('Request body too large: the limit is 65536 bytes');
  });
});

import { contractSignatures } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { ZContract, ZContractSignature } from '@energy/domain/schemas/contract';
import { ZDocument, ZDocumentShareTarget } from '@energy/domain/schemas/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { uploadPng } from '@energy/test/documents';
import {
  acceptOffer,
  createRfq,
  json,
  signContract,
  startParties,
  submitOffer,
  typedSignature,
  type Parties,
} from '@energy/test/procurement';

const Signatures = z.array(ZContractSignature);
const Documents = z.array(ZDocument);
const Targets = z.array(ZDocumentShareTarget);
const TrpcContract = z.object({ result: z.object({ data: ZContract }) });
const DRAWING = {
  strokes: [
    [
      [10, 20],
      [60, 80],
      [120, 40],
    ],
    [
      [150, 100],
      [200, 30],
    ],
  ],
};

/** Both parties sign a contract: each once, the second signature makes it signed and creates its order. */
describe.each(testBackends())('contract signing by both parties over HTTP (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  const draftContract = async () => {
    const offer = await submitOffer(p.supplier, (await createRfq(p.buyer)).id);
    return (await (await acceptOffer(p.buyer, offer)).json()).contractId as string;
  };
  const ordersOf = (contractId: string) =>
    p.server.database.db.select().from(orders).where(eq(orders.contractId, contractId));

  it('REST: the buyer signs (typed), the contract awaits the supplier; the supplier signs (drawn): signed, order created, drawing stored', async () => {
    const contractId = await draftContract();
    const draft = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    expect(draft).toMatchObject({ status: 'draft', signatures: [], awaitingSignatures: ['buyer', 'supplier'] });
    expect(draft.allowedActions).toContain('contract.sign');

    const first = await json(await signContract(p.buyer, contractId, typedSignature('Bola Buyer')), ZContract);
    expect(first).toMatchObject({ status: 'draft', signedAt: null, orderId: null, awaitingSignatures: ['supplier'] });
    expect(first.signatures).toEqual([
      expect.objectContaining({
        party: 'buyer',
        signerName: 'Bola Buyer',
        kind: 'typed',
        organizationName: 'Lagos Power & Industrial Ltd',
      }),
    ]);
    expect(first.allowedActions).not.toContain('contract.sign');
    expect(await ordersOf(contractId)).toEqual([]);
    // The supplier sees who signed and that its own signature is awaited, and may sign.
    const seen = await json(await p.supplier.get(`/api/contracts/${contractId}`), ZContract);
    expect(seen).toMatchObject({ awaitingSignatures: ['supplier'], allowedActions: ['contract.sign'] });

    const second = await json(
      await signContract(p.supplier, contractId, { signerName: 'Sade Supplier', kind: 'drawn', drawing: DRAWING }),
      ZContract,
    );
    expect(second.status).toBe('signed');
    expect(second.signedAt).not.toBeNull();
    expect(second.awaitingSignatures).toEqual([]);
    expect(second.signatures.map((s) => [s.party, s.signerName, s.kind])).toEqual([
      ['buyer', 'Bola Buyer', 'typed'],
      ['supplier', 'Sade Supplier', 'drawn'],
    ]);
    const [order] = await ordersOf(contractId);
    expect(order).toMatchObject({ status: 'created' });
    expect(second.orderId).toBe(order?.id);

    const rows = await p.server.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, contractId));
    const supplierRow = rows.find((r) => r.party === 'supplier');
    expect(supplierRow).toMatchObject({
      signatureKind: 'drawn',
      signerName: 'Sade Supplier',
      drawing: DRAWING,
      organizationId: second.supplierOrgId,
    });
    expect(supplierRow?.signerUserId).toEqual(expect.any(String));
    expect(rows.find((r) => r.party === 'buyer')).toMatchObject({
      signatureKind: 'typed',
      drawing: null,
      organizationId: second.buyerOrgId,
    });
    const signatures = await json(await p.buyer.get(`/api/contracts/${contractId}/signatures`), Signatures);
    expect(signatures.map((s) => [s.party, s.drawing])).toEqual([
      ['buyer', null],
      ['supplier', DRAWING],
    ]);
    expect((await p.supplier2.get(`/api/contracts/${contractId}/signatures`)).status).toBe(404);
  });

  it('REST: a second signature by the same party is 409 and stores nothing; others cannot sign', async () => {
    const contractId = await draftContract();
    await json(await signContract(p.buyer, contractId), ZContract);
    const again = await signContract(p.buyer, contractId, typedSignature('Someone Else'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Your organization has already signed this contract' });
    expect((await signContract(p.finance, contractId)).status).toBe(403);
    expect((await signContract(p.supplier2, contractId)).status).toBe(404);
    const rows = await p.server.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, contractId));
    expect(rows.map((r) => r.signerName)).toEqual(['Ada Signer']);
    expect(await ordersOf(contractId)).toEqual([]);
  });

  it('REST: refuses a signature without a name, a drawn one without strokes, and points off the pad', async () => {
    const contractId = await draftContract();
    const noName = await signContract(p.buyer, contractId, { signerName: ' ', kind: 'typed' });
    expect(noName.status).toBe(400);
    expect((await noName.json()).details).toEqual([{ path: 'signerName', message: 'Type your full name to sign' }]);
    const noDrawing = await signContract(p.buyer, contractId, { signerName: 'Bola Buyer', kind: 'drawn' });
    expect((await noDrawing.json()).details).toEqual([{ path: 'drawing', message: 'Draw your signature' }]);
    const offPad = await signContract(p.buyer, contractId, {
      signerName: 'Bola Buyer',
      kind: 'drawn',
      drawing: { strokes: [[[401, 10]]] },
    });
    expect(offPad.status).toBe(400);
    expect(await ordersOf(contractId)).toEqual([]);
  });

  it('tRPC: the supplier signs first, then the buyer: signed and an order; the supplier again is 409', async () => {
    const contractId = await draftContract();
    const first = (
      await json(
        await p.supplier.post('/api/trpc/contract.sign', { id: contractId, ...typedSignature('Sade Supplier') }),
        TrpcContract,
      )
    ).result.data;
    expect(first).toMatchObject({ status: 'draft', awaitingSignatures: ['buyer'] });
    const second = (
      await json(
        await p.buyer.post('/api/trpc/contract.sign', { id: contractId, ...typedSignature('Bola Buyer') }),
        TrpcContract,
      )
    ).result.data;
    expect(second).toMatchObject({ status: 'signed', awaitingSignatures: [] });
    expect(await ordersOf(contractId)).toHaveLength(1);
    expect((await p.supplier.post('/api/trpc/contract.sign', { id: contractId, ...typedSignature() })).status).toBe(
      409,
    );
  });

  it('lists a document shared with a contract in its Documents tab, for both parties', async () => {
    const contractId = await draftContract();
    const document = await uploadPng(p.buyer, 'quality-certificate.png');
    expect(await json(await p.buyer.get(`/api/contracts/${contractId}/documents`), Documents)).toEqual([]);
    await json(
      await p.buyer.post(`/api/documents/${document.id}/share`, { with: { type: 'contract', id: contractId } }),
      ZDocument,
    );
    for (const party of [p.buyer, p.supplier]) {
      const listed = await json(await party.get(`/api/contracts/${contractId}/documents`), Documents);
      expect(listed.map((d) => d.name)).toEqual(['quality-certificate.png']);
    }
    expect((await p.supplier2.get(`/api/contracts/${contractId}/documents`)).status).toBe(404);
  });

  it("offers the share picker exactly the targets the caller's organization may share with, searched", async () => {
    const contractId = await draftContract();
    const contract = await json(await p.buyer.get(`/api/contracts/${contractId}`), ZContract);
    const targets = (client: typeof p.buyer, type: string, q = '') =>
      client.get(`/api/documents/share-targets?type=${type}${q ? `&q=${encodeURIComponent(q)}` : ''}`);
    const buyerContracts = await json(await targets(p.buyer, 'contract', contract.contractNumber), Targets);
    expect(buyerContracts).toEqual([
      { id: contractId, label: `${contract.contractNumber} — ${contract.title}`, description: 'Delta Crude Supply Co' },
    ]);
    expect(await json(await targets(p.supplier2, 'contract', contract.contractNumber), Targets)).toEqual([]);
    // Users: of the organizations the caller's deals with (its supplier), never its own.
    const users = await json(await targets(p.buyer, 'user'), Targets);
    expect(users.map((u) => u.description)).toContain('Delta Crude Supply Co');
    expect(users.map((u) => u.description)).not.toContain('Lagos Power & Industrial Ltd');
    const rfqs = await json(await targets(p.buyer, 'rfq'), Targets);
    expect(rfqs.length).toBeGreaterThan(0);
    expect(await json(await targets(p.supplier, 'rfq'), Targets)).toEqual([]);
    expect((await targets(p.finance, 'contract')).status).toBe(403);
    expect((await targets(p.buyer, 'vehicle')).status).toBe(400);
  });
});

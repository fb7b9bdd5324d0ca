import { CONTRACT_PAPER_MESSAGES } from '@energy/domain/schemas/contract-papers';
import { ZContract } from '@energy/domain/schemas/contract';
import { ZDocument } from '@energy/domain/schemas/document';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { pdfText } from '@energy/test/pdf';
import {
  acceptOffer,
  createRfq,
  json,
  signByBoth,
  signIn,
  signUp,
  startParties,
  submitOffer,
  type Parties,
} from '@energy/test/procurement';

const Documents = z.array(ZDocument);
const generate = (client: HttpClient, contractId: string, paper: string) =>
  client.post(`/api/contracts/${contractId}/documents`, { paper });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe.each(testBackends())("a contract's papers as PDF (%s)", (backend) => {
  let parties: Parties;
  let outsider: HttpClient;
  let carrier: HttpClient;
  let contract: z.infer<typeof ZContract>;
  beforeAll(async () => {
    parties = await startParties(backend);
    const { server, buyer, supplier } = parties;
    const [logistics] = await Promise.all([signIn(server, 'logistics')]);
    if (!logistics) throw new Error('demo sign-in failed');
    carrier = logistics;
    outsider = await signUp(server, 'paperoutsider', 'supplier');
    const rfq = await createRfq(buyer, { quantity: 12500 });
    const { contractId } = await json(
      await acceptOffer(buyer, await submitOffer(supplier, rfq.id)),
      z.object({ contractId: z.string() }),
    );
    expect((await signByBoth(buyer, supplier, contractId)).status).toBe(200);
    contract = await json(await buyer.get(`/api/contracts/${contractId}`), ZContract);
  });
  afterAll(() => parties.server.close());

  it("renders the signed contract, keeps it with the contract's documents, and both parties download it", async () => {
    const { buyer, supplier } = parties;
    const document = await json(await generate(supplier, contract.id, 'contract'), ZDocument, 201);
    expect(document).toMatchObject({
      name: `Contract ${contract.contractNumber}.pdf`,
      category: 'contract',
      mimeType: 'application/pdf',
      status: 'signed',
      attachedTo: { type: 'contract', id: contract.id, number: contract.contractNumber },
    });
    const listed = await json(await buyer.get(`/api/contracts/${contract.id}/documents`), Documents);
    expect(listed.map((d) => d.id)).toContain(document.id);

    const download = await buyer.get(`/api/documents/${document.id}/download`);
    expect(download.status).toBe(200);
    const bytes = await bytesOf(download);
    expect(bytes.length).toBe(document.size);
    const text = await pdfText(bytes);
    expect(text).toContain(`Contract ${contract.contractNumber}`);
    expect(text).toContain('12,500 liters');
    expect(text).toContain('± 5%');
    expect(text).toContain('Signed by Bola Buyer');
    expect(text).toContain('Signed by Sade Supplier');
    expect(text).toContain('₦');

    // The same facts give the same file: the document already kept is answered, no copy.
    const again = await json(await generate(supplier, contract.id, 'contract'), ZDocument, 201);
    expect(again.id).toBe(document.id);
  });

  it("renders the invoice in the caller's language, with the contract's total", async () => {
    const { buyer } = parties;
    const speak = async (language: 'en' | 'fr') =>
      json(await buyer.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, language }), ZPreferences);
    await speak('fr');
    const document = await json(await generate(buyer, contract.id, 'invoice'), ZDocument, 201);
    await speak('en');
    expect(document).toMatchObject({ name: `Facture ${contract.contractNumber}.pdf`, category: 'invoice' });
    const text = await pdfText(await bytesOf(await buyer.get(`/api/documents/${document.id}/download`)));
    expect(text).toContain(`Facture ${contract.contractNumber}`);
    expect(text).toContain('Règlements');
    const total = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'NGN' })
      .format(contract.totalValue / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(total);
  });

  it("refuses a paper the contract does not have: a fixed contract's final invoice is 409", async () => {
    const response = await generate(parties.supplier, contract.id, 'final_invoice');
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(CONTRACT_PAPER_MESSAGES.unavailable);
  });

  it('keeps the papers from everyone else: another organization and the carrier get 404, finance 403', async () => {
    const { buyer, finance } = parties;
    const [kept] = await json(await buyer.get(`/api/contracts/${contract.id}/documents`), Documents);
    if (!kept) throw new Error('no paper kept');
    for (const client of [outsider, carrier]) {
      expect((await generate(client, contract.id, 'contract')).status).toBe(404);
      expect((await client.get(`/api/documents/${kept.id}/download`)).status).toBe(404);
      expect((await client.get(`/api/contracts/${contract.id}/documents`)).status).toBe(404);
    }
    expect((await generate(finance, contract.id, 'contract')).status).toBe(403);
    // Finance of the buyer reads the contract's documents, as any other attached to it.
    expect((await finance.get(`/api/documents/${kept.id}/download`)).status).toBe(200);
  });
});

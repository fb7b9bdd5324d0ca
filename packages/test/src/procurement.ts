import { organizations } from '@energy/db/schema/organizations';
import { ZContract, ZSettlement } from '@energy/domain/schemas/contract';
import { eq } from 'drizzle-orm';
import { ZOffer } from '@energy/domain/schemas/offer';
import { ZRfq, type TRfq } from '@energy/domain/schemas/rfq';
import { expect } from 'vitest';
import type { z } from 'zod';
import { TEST_DEMO_PASSWORD } from './constants';
import { HttpClient } from './http-client';
import { mailedLinkToken } from './mail';
import type { Backend } from './databases';
import { startTestServer, type TestServer } from './server';

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A signed-in API client of any server on 127.0.0.1 (a test server, or a cluster's balancer). */
export async function signIn(
  server: Pick<TestServer, 'url'>,
  username: string,
  password = TEST_DEMO_PASSWORD,
): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  const response = await client.post('/api/login', { username, password });
  expect(response.status, `sign in as ${username}`).toBe(200);
  return client;
}

/**
 * A new account in a new organization of its own (a second buyer, a third supplier...), verified as a KYB
 * approval would: a marketplace participant. `signUpUnverified` leaves it pending, as a real sign-up is.
 */
export async function signUp(server: TestServer, username: string, role: string): Promise<HttpClient> {
  const client = await signUpUnverified(server, username, role);
  const me = (await (await client.get('/api/user')).json()) as { organizationId: string | null };
  if (me.organizationId)
    await server.database.db
      .update(organizations)
      .set({ verification: 'verified' })
      .where(eq(organizations.id, me.organizationId));
  return client;
}

/** Signs up, follows the link mailed to the new address (business calls need it), and signs in. */
export async function signUpUnverified(server: TestServer, username: string, role: string): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  const email = `${username}@example.com`;
  const response = await client.post('/api/register', {
    username,
    email,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    firstName: 'Test',
    lastName: username,
    role,
  });
  expect(response.status, `sign up ${username}`).toBe(201);
  const verified = await client.post('/api/verify-email', {
    token: await mailedLinkToken(server, email, '/verify-email'),
  });
  expect(verified.status, `verify ${email}`).toBe(200);
  const login = await client.post('/api/login', { username, password: 'secret-pass' });
  expect(login.status, `sign in as ${username}`).toBe(200);
  return client;
}

export async function json<T extends z.ZodType>(response: Response, schema: T, status = 200): Promise<z.infer<T>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

export const rfqBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'AGO for Ikeja plant',
  description: 'Automotive gas oil, monthly',
  productType: 'refined-products',
  refinedProductType: 'AGO',
  quantity: 1000,
  unit: 'liters',
  deliveryLocation: 'Ikeja, Lagos',
  deliveryDate: inDays(30),
  closeDate: inDays(5),
  ...overrides,
});

export async function createRfq(buyer: HttpClient, overrides: Record<string, unknown> = {}): Promise<TRfq> {
  return json(await buyer.post('/api/rfq/rfqs', rfqBody(overrides)), ZRfq, 201);
}

export const offerBody = (rfqId: string, overrides: Record<string, unknown> = {}) => ({
  rfqId,
  unitPrice: '650.50',
  validUntil: inDays(20),
  notes: 'Ex-depot Apapa',
  pricingBands: [],
  deliverySlots: [{ startTime: inDays(25), endTime: inDays(26) }],
  paymentTerms: { method: 'bank_transfer', daysToPayment: 30, advancePayment: 20 },
  ...overrides,
});

export async function submitOffer(supplier: HttpClient, rfqId: string, overrides: Record<string, unknown> = {}) {
  return json(await supplier.post('/api/offers', offerBody(rfqId, overrides)), ZOffer, 201);
}

/** The buyer accepts an offer at the version it saw (accept without the version is refused). */
export function acceptOffer(buyer: HttpClient, offer: { id: string; version: number }): Promise<Response> {
  return buyer.post(`/api/offers/${offer.id}/accept`, { version: offer.version });
}

/** A typed signature for `signContract`. */
export const typedSignature = (signerName = 'Ada Signer') => ({ signerName, kind: 'typed' as const });

/** One party signs the contract (typed unless a body is given). */
export function signContract(
  party: HttpClient,
  contractId: string,
  body: Record<string, unknown> = typedSignature(),
): Promise<Response> {
  return party.post(`/api/contracts/${contractId}/sign`, body);
}

/** Both parties sign, the buyer first: the contract is then signed and its order made. */
export async function signByBoth(buyer: HttpClient, supplier: HttpClient, contractId: string): Promise<Response> {
  const first = await signContract(buyer, contractId, typedSignature('Bola Buyer'));
  if (first.status !== 200) return first;
  return signContract(supplier, contractId, typedSignature('Sade Supplier'));
}

export const schemas = { ZRfq, ZOffer, ZContract, ZSettlement };

export interface Parties {
  server: TestServer;
  buyer: HttpClient;
  finance: HttpClient;
  supplier: HttpClient;
  supplier2: HttpClient;
}

/** The test server with the demo buyer, its finance officer and both suppliers signed in. */
export async function startParties(backend: Backend): Promise<Parties> {
  const server = await startTestServer(backend);
  const [buyer, finance, supplier, supplier2] = await Promise.all([
    signIn(server, 'buyer'),
    signIn(server, 'finance'),
    signIn(server, 'supplier'),
    signIn(server, 'supplier2'),
  ]);
  return { server, buyer, finance, supplier, supplier2 };
}

import { ORGANIZATION_MESSAGES, ZOrganizationEntry } from '@energy/domain/schemas/organization';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '../../../../test/databases';
import type { HttpClient } from '../../../../test/http-client';
import { createRfq, json, signIn, signUpUnverified, submitOffer } from '../../../../test/procurement';
import { startTestServer, type TestServer } from '../../../../test/server';

const directory = async (client: HttpClient) => json(await client.get('/api/organizations?limit=200'), z.array(ZOrganizationEntry));

describe.each(testBackends())('organizations: type, verification and members (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let admin: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [buyer, supplier, admin] = await Promise.all([signIn(server, 'buyer'), signIn(server, 'supplier'), signIn(server, 'admin')]);
    await submitOffer(supplier, (await createRfq(buyer)).id);
  });
  afterAll(() => server.close());

  it('shows a member its own organization with its member count, and counterparties by name and verification only', async () => {
    const seen = await directory(buyer);
    const own = seen.find((org) => org.isOwn);
    expect(own).toMatchObject({ name: 'Lagos Power & Industrial Ltd', type: 'buyer', verification: 'verified', memberCount: 2 });
    const counterparty = seen.find((org) => org.name === 'Delta Crude Supply Co');
    expect(counterparty).toMatchObject({ type: 'supplier', verification: 'verified', isOwn: false, memberCount: null });
    expect(seen.map((org) => org.name)).not.toContain('Atlantic Refined Products');
  });

  it('starts a new organization pending verification; the admin sees every organization with its members and verifies it', async () => {
    const newcomer = await signUpUnverified(server, 'orgnewcomer', 'buyer');
    const me = await json(await newcomer.get('/api/user'), ZSessionUser);
    const [mine] = (await directory(newcomer)).filter((org) => org.isOwn);
    expect(mine).toMatchObject({ id: me.organizationId, verification: 'pending', memberCount: 1 });

    const all = await directory(admin);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.every((org) => org.memberCount !== null)).toBe(true);

    const refused = await buyer.request('PATCH', `/api/organizations/${me.organizationId}`, { verification: 'verified' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Missing permission: organization:moderate' });

    const updated = await json(await admin.request('PATCH', `/api/organizations/${me.organizationId}`, { name: 'Newcomer Energy Ltd', verification: 'verified' }), ZOrganizationEntry);
    expect(updated).toMatchObject({ name: 'Newcomer Energy Ltd', verification: 'verified', type: 'buyer', memberCount: 1 });
    const [after] = (await directory(newcomer)).filter((org) => org.isOwn);
    expect(after).toMatchObject({ name: 'Newcomer Energy Ltd', verification: 'verified' });
  });

  it('refuses a name another organization has (409) and an unknown organization (404)', async () => {
    const [own] = (await directory(buyer)).filter((org) => org.isOwn);
    const taken = await admin.request('PATCH', `/api/organizations/${own?.id}`, { name: 'delta crude supply co' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(ORGANIZATION_MESSAGES.nameTaken);
    expect((await admin.request('PATCH', '/api/organizations/00000000-0000-4000-8000-000000000000', { verification: 'rejected' })).status).toBe(404);
  });
});

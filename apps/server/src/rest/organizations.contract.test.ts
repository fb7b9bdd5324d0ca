import { ORGANIZATION_MESSAGES, ZOrganizationEntry } from '@energy/domain/schemas/organization';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { ZOrganizationSettings } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { createRfq, json, signIn, signUp, signUpUnverified, submitOffer } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const directory = async (client: HttpClient) =>
  json(await client.get('/api/organizations?limit=200'), z.array(ZOrganizationEntry));

describe.each(testBackends())('organizations: type, verification and members (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let supplier: HttpClient;
  let admin: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [buyer, supplier, admin] = await Promise.all([
      signIn(server, 'buyer'),
      signIn(server, 'supplier'),
      signIn(server, 'admin'),
    ]);
    await submitOffer(supplier, (await createRfq(buyer)).id);
  });
  afterAll(() => server.close());

  it('shows a member its own organization with its member count, and counterparties by name and verification only', async () => {
    const seen = await directory(buyer);
    const own = seen.find((org) => org.isOwn);
    expect(own).toMatchObject({
      name: 'Lagos Power & Industrial Ltd',
      type: 'buyer',
      verification: 'verified',
      memberCount: 2,
    });
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

    const refused = await buyer.request('PATCH', `/api/organizations/${me.organizationId}`, {
      verification: 'verified',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Missing permission: organization:moderate' });

    const updated = await json(
      await admin.request('PATCH', `/api/organizations/${me.organizationId}`, {
        name: 'Newcomer Energy Ltd',
        verification: 'verified',
      }),
      ZOrganizationEntry,
    );
    expect(updated).toMatchObject({
      name: 'Newcomer Energy Ltd',
      verification: 'verified',
      type: 'buyer',
      memberCount: 1,
    });
    const [after] = (await directory(newcomer)).filter((org) => org.isOwn);
    expect(after).toMatchObject({ name: 'Newcomer Energy Ltd', verification: 'verified' });
  });

  it('refuses a name another organization has (409) and an unknown organization (404)', async () => {
    const [own] = (await directory(buyer)).filter((org) => org.isOwn);
    const taken = await admin.request('PATCH', `/api/organizations/${own?.id}`, { name: 'delta crude supply co' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(ORGANIZATION_MESSAGES.nameTaken);
    expect(
      (
        await admin.request('PATCH', '/api/organizations/00000000-0000-4000-8000-000000000000', {
          verification: 'rejected',
        })
      ).status,
    ).toBe(404);
  });
});

/** Organization names follow the username rules, so one organization cannot pose as another. */
describe.each(testBackends())('organizations: look-alike names (%s)', (backend) => {
  let server: TestServer;
  let buyer: HttpClient;
  let admin: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [buyer, admin] = await Promise.all([signIn(server, 'buyer'), signIn(server, 'admin')]);
  });
  afterAll(() => server.close());

  /** Settings > Organization: the caller's own organization saved with another name, its other details as they are. */
  const rename = async (client: HttpClient, name: string) => {
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await client.get('/api/settings/organization'), ZOrganizationSettings);
    return client.request('PUT', `/api/settings/organization/${id}`, { ...details, name });
  };
  const refusal = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as { error: string; details?: unknown },
  });
  const similar = {
    error: ORGANIZATION_MESSAGES.nameTaken,
    details: [{ path: 'name', message: ORGANIZATION_MESSAGES.nameTaken }],
  };
  const invalid = (message: string) => ({ error: 'Validation failed', details: [{ path: 'name', message }] });

  it.each([
    [
      'a Cyrillic е',
      'D\u0435lta Crude Supply Co',
      400,
      invalid('Organization name must not mix letters from different alphabets in one word'),
    ],
    [
      'a zero-width space',
      'Delta\u200B Crude Supply Co',
      400,
      invalid('Organization name must not contain invisible or text-direction characters'),
    ],
    ['a trailing dot', 'Delta Crude Supply Co.', 409, similar],
    ['other case', 'DELTA crude SUPPLY co', 409, similar],
    ['no-break spaces', 'Delta\u00A0Crude\u00A0Supply\u00A0Co', 409, similar],
    ['a capital I for the l', 'DeIta Crude Supply Co', 409, similar],
    ['a word written in Cyrillic look-alikes', 'Delta Crude Supply \u0421\u043E', 409, similar],
  ])('refuses a rename like the seeded "Delta Crude Supply Co" with %s', async (_variant, name, status, body) => {
    expect(await refusal(await rename(buyer, name))).toEqual({ status, body });
    expect(
      await refusal(
        await admin.request(
          'PATCH',
          `/api/organizations/${(await json(await buyer.get('/api/settings/organization'), ZOrganizationSettings)).id}`,
          { name },
        ),
      ),
    ).toEqual({ status, body });
  });

  it('refuses a sign-up whose organization would look like an existing one (409 on the username)', async () => {
    await signUpUnverified(server, 'jbloggs', 'buyer');
    const client = new HttpClient(server.url);
    const response = await client.post('/api/register', {
      username: 'j.bloggs',
      email: 'j.bloggs@example.com',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      firstName: 'Test',
      lastName: 'jbloggs',
      role: 'buyer',
    });
    expect(await refusal(response)).toEqual({
      status: 409,
      body: {
        error: ORGANIZATION_MESSAGES.nameTaken,
        details: [{ path: 'username', message: ORGANIZATION_MESSAGES.nameTaken }],
      },
    });
  });

  it('a verified organization that renames itself is pending again (badge off); saving its details under the same name is not a rename', async () => {
    const supplier = await signUp(server, 'renamingsupplier', 'supplier');
    const ownEntry = async () => (await directory(supplier)).find((org) => org.isOwn);
    expect(await ownEntry()).toMatchObject({ verification: 'verified' });
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await supplier.get('/api/settings/organization'), ZOrganizationSettings);
    await json(
      await supplier.request('PUT', `/api/settings/organization/${id}`, { ...details, address: '1 Wharf Road, Warri' }),
      ZOrganizationSettings,
    );
    expect(await ownEntry()).toMatchObject({ verification: 'verified' });

    const renamed = await json(await rename(supplier, 'Warri  Crude\u00A0Traders'), ZOrganizationSettings);
    expect(renamed.name).toBe('Warri Crude Traders');
    expect(await ownEntry()).toMatchObject({ name: 'Warri Crude Traders', verification: 'pending' });
  });
});

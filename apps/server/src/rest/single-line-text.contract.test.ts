import { ZOrganizationSettings } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { json, startParties, type Parties } from '@energy/test/procurement';

/**
 * Profile and organization fields take one line of text. Control characters, line breaks and
 * bidi overrides answer 400 naming the field; a NUL byte too (it answered 500 from the database before).
 */
const BAD_CHARACTERS = [
  ['a NUL byte', 'Acme\u0000Oil'],
  ['a control character', 'Acme\u0007Oil'],
  ['a line break', 'Acme\nOil'],
  ['a bidi override', 'Acme \u202Eexe.fdp'],
] as const;
const REFUSED = 'Must not contain control characters';

describe.each(testBackends())('single-line text in profile and organization fields (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  const refusedField = async (response: Response) => {
    expect(response.status).toBe(400);
    return ((await response.json()) as { details?: { path: string; message: string }[] }).details ?? [];
  };
  const saveOrganization = async (client: HttpClient, field: string, value: string) => {
    const {
      id,
      editable: _editable,
      ...details
    } = await json(await client.get('/api/settings/organization'), ZOrganizationSettings);
    return client.request('PUT', `/api/settings/organization/${id}`, { ...details, [field]: value });
  };
  const saveProfile = (client: HttpClient, field: string, value: string) =>
    client.request('PUT', '/api/settings/profile', {
      firstName: 'Bola',
      lastName: 'Adeyemi',
      phone: '',
      [field]: value,
    });

  describe.each(BAD_CHARACTERS)('with %s', (_class, value) => {
    it.each(['name', 'address', 'taxId'])("the organization's %s answers 400 naming it", async (field) => {
      expect(await refusedField(await saveOrganization(p.buyer, field, value))).toContainEqual({
        path: field,
        message: REFUSED,
      });
    });
    it("the organization's phone answers 400 naming it", async () => {
      expect(
        await refusedField(
          await saveOrganization(p.buyer, 'phone', value.replace('Acme', '0801').replace('Oil', '234')),
        ),
      ).toContainEqual({ path: 'phone', message: REFUSED });
    });
    it.each(['firstName', 'lastName'])("the profile's %s answers 400 naming it", async (field) => {
      expect(await refusedField(await saveProfile(p.buyer, field, value))).toContainEqual({
        path: field,
        message: REFUSED,
      });
    });
    it("the profile's phone answers 400 naming it", async () => {
      expect(
        await refusedField(await saveProfile(p.buyer, 'phone', value.replace('Acme', '0801').replace('Oil', '234'))),
      ).toContainEqual({ path: 'phone', message: REFUSED });
    });
  });

  it('nothing of it was stored', async () => {
    const org = await json(await p.buyer.get('/api/settings/organization'), ZOrganizationSettings);
    expect(org.name).toBe('Lagos Power & Industrial Ltd');
    expect(`${org.address}${org.phone}${org.taxId}`).not.toMatch(/Acme|0801/);
  });
});

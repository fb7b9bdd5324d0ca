import { ZSessionUser } from '@energy/domain/schemas/auth';
import { DEFAULT_PREFERENCES, ZPreferences } from '@energy/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testBackends } from '@energy/test/databases';
import type { HttpClient } from '@energy/test/http-client';
import { createRfq, json, startParties, submitOffer, type Parties } from '@energy/test/procurement';

const ZTrpcSession = z.object({ result: z.object({ data: ZSessionUser }) });
const ZTrpcPreferences = z.object({ result: z.object({ data: ZPreferences }) });

/** The currency the session carries, as REST (GET /api/user) and tRPC (auth.me) answer it. */
async function sessionCurrencies(client: HttpClient) {
  const rest = await json(await client.get('/api/user'), ZSessionUser);
  const trpc = await json(await client.get('/api/trpc/auth.me'), ZTrpcSession);
  return [rest.preferences.currency, trpc.result.data.preferences.currency];
}

/** Settings > System's Default Currency: saved, the session carries it at once, so the screens open in it. */
describe.each(testBackends())('default currency (%s)', (backend) => {
  let p: Parties;
  beforeAll(async () => {
    p = await startParties(backend);
  });
  afterAll(() => p.server.close());

  it("the session carries the spec's default, US dollars, until the user saves another", async () => {
    expect(await sessionCurrencies(p.supplier2)).toEqual(['USD', 'USD']);
  });

  it('saved through REST, the next request of the same session carries it, in REST and tRPC alike', async () => {
    const saved = await json(
      await p.supplier.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, currency: 'EUR' }),
      ZPreferences,
    );
    expect(saved.currency).toBe('EUR');
    expect(await sessionCurrencies(p.supplier)).toEqual(['EUR', 'EUR']);
    // Another user's session keeps its own.
    expect(await sessionCurrencies(p.supplier2)).toEqual(['USD', 'USD']);
  });

  it('saved through tRPC, the session carries it too', async () => {
    const saved = await json(
      await p.buyer.post('/api/trpc/settings.savePreferences', { ...DEFAULT_PREFERENCES, currency: 'GBP' }),
      ZTrpcPreferences,
    );
    expect(saved.result.data.currency).toBe('GBP');
    expect(await sessionCurrencies(p.buyer)).toEqual(['GBP', 'GBP']);
    await json(
      await p.buyer.post('/api/trpc/settings.savePreferences', { ...DEFAULT_PREFERENCES, currency: 'CAD' }),
      ZTrpcPreferences,
    );
    expect(await sessionCurrencies(p.buyer)).toEqual(['CAD', 'CAD']);
  });

  it('a currency outside the options is refused (400) and the session keeps the saved one', async () => {
    await json(
      await p.supplier.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, currency: 'EUR' }),
      ZPreferences,
    );
    const refused = await p.supplier.request('PUT', '/api/settings/preferences', {
      ...DEFAULT_PREFERENCES,
      currency: 'NGN',
    });
    expect(refused.status).toBe(400);
    expect(await sessionCurrencies(p.supplier)).toEqual(['EUR', 'EUR']);
  });

  it('an offer sent without a currency keeps the documented default, naira, whatever the default currency', async () => {
    await json(
      await p.supplier.request('PUT', '/api/settings/preferences', { ...DEFAULT_PREFERENCES, currency: 'EUR' }),
      ZPreferences,
    );
    const rfq = await createRfq(p.buyer);
    const offer = await submitOffer(p.supplier, rfq.id);
    expect(offer.currency).toBe('NGN');
  });
});

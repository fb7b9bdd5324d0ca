import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import { VOLUME_CORRECTION_MESSAGES, ZVcfResult } from '@energy/domain/schemas/volume-correction';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { json, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const TrpcResult = z.object({ result: z.object({ data: ZVcfResult }) });
const ZErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
const trpcQuery = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

/** The volume correction calculator over REST and tRPC: every signed-in role, 400 naming the field, 401 anonymous. */
describe.each(testBackends())('measurement.vcf (%s)', (backend) => {
  let server: TestServer;
  let clients: Record<'buyer' | 'supplier' | 'logistics' | 'finance' | 'admin', HttpClient>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const [buyer, supplier, logistics, finance, admin] = await Promise.all(
      ['buyer', 'supplier', 'logistics', 'finance', 'admin'].map((role) => signIn(server, role)),
    );
    if (!buyer || !supplier || !logistics || !finance || !admin) throw new Error('a role could not sign in');
    clients = { buyer, supplier, logistics, finance, admin };
  });
  afterAll(() => server.close());

  it('answers AGO at 850 kg/m³ and 30 °C: 0.9875 on Table 54B, diesel and fuel oils, to every role (REST)', async () => {
    for (const [role, client] of Object.entries(clients)) {
      const result = await json(
        await client.get('/api/measurements/vcf?product=AGO&densityKgM3=850&temperatureC=30'),
        ZVcfResult,
      );
      expect(result, role).toEqual({
        vcf: 0.9875,
        table: '54B',
        group: 'diesel and fuel oils',
        densityKgM3: '850.0',
        temperatureC: '30.00',
        alpha: '0.0008308',
        netStandardVolumeLitres: null,
      });
    }
  });

  it('writes the VCF as a JSON number of 4 decimals, as the table prints it (the issue: "vcf": 0.9875)', async () => {
    const rest = await clients.buyer.get('/api/measurements/vcf?product=AGO&densityKgM3=850&temperatureC=30');
    expect(await rest.text()).toContain('"vcf":0.9875,');
    const input = { product: 'AGO', densityKgM3: '850', temperatureC: '15' };
    const trpc = await clients.logistics.get(`/api/trpc/measurement.vcf${trpcQuery(input)}`);
    expect(await trpc.text()).toContain('"vcf":1,');
  });

  it('documents the VCF as a number in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const ok = JSON.stringify(document.paths['/api/measurements/vcf']?.get?.responses['200']);
    expect(ok).toMatch(/"vcf":\{"type":"number"/);
  });

  it('answers the same over tRPC, with the net standard volume of the observed litres (33,000 l -> 32,588 l)', async () => {
    const input = { product: 'AGO', densityKgM3: '850', temperatureC: '30', observedLitres: '33000' };
    const body = await json(await clients.logistics.get(`/api/trpc/measurement.vcf${trpcQuery(input)}`), TrpcResult);
    expect(body.result.data).toMatchObject({ vcf: 0.9875, table: '54B', netStandardVolumeLitres: '32588' });
    const crude = await json(
      await clients.buyer.get('/api/measurements/vcf?product=crude-oil&densityKgM3=850&temperatureC=30'),
      ZVcfResult,
    );
    expect([crude.vcf, crude.table, crude.group]).toEqual([0.9872, '54A', 'crude oil']);
    const fixed = await json(
      await clients.supplier.get(
        '/api/measurements/vcf?product=petrochemicals&densityKgM3=870&temperatureC=40&coefficient=0.000972',
      ),
      ZVcfResult,
    );
    expect([fixed.vcf, fixed.table, fixed.group]).toEqual([0.9755, '54C', 'fixed coefficient']);
  });

  it('answers 400 naming the field outside the standard, over REST and tRPC', async () => {
    const hot = await clients.buyer.get('/api/measurements/vcf?product=PMS&densityKgM3=740&temperatureC=96');
    expect(hot.status).toBe(400);
    expect(ZErrorBody.parse(await hot.json())).toEqual({
      error: VCF_MESSAGES.temperatureOutOfRange95,
      details: [{ path: 'temperatureC', message: VCF_MESSAGES.temperatureOutOfRange95 }],
    });
    const light = await clients.finance.get('/api/measurements/vcf?product=AGO&densityKgM3=600&temperatureC=30');
    expect(light.status).toBe(400);
    expect(ZErrorBody.parse(await light.json()).details).toEqual([
      { path: 'densityKgM3', message: VCF_MESSAGES.productDensityOutOfRange },
    ]);
    const lpg = await clients.supplier.get('/api/measurements/vcf?product=LPG&densityKgM3=540&temperatureC=30');
    expect(lpg.status).toBe(400);
    expect(ZErrorBody.parse(await lpg.json()).details).toEqual([
      { path: 'product', message: VCF_MESSAGES.lpgNotCovered },
    ]);
    const missing = await clients.admin.get('/api/measurements/vcf?product=AGO&temperatureC=30');
    expect(missing.status).toBe(400);
    expect(ZErrorBody.parse(await missing.json()).details).toEqual([
      { path: 'densityKgM3', message: VOLUME_CORRECTION_MESSAGES.densityRequired },
    ]);
    const trpc = await clients.logistics.get(
      `/api/trpc/measurement.vcf${trpcQuery({ product: 'crude-oil', densityKgM3: '1080', temperatureC: '20' })}`,
    );
    expect(trpc.status).toBe(400);
    expect(JSON.stringify(await trpc.json())).toContain(VCF_MESSAGES.crudeDensityOutOfRange);
  });

  it('answers 401 to a caller who is not signed in, over REST and tRPC', async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/api/measurements/vcf?product=AGO&densityKgM3=850&temperatureC=30')).status).toBe(401);
    const input = { product: 'AGO', densityKgM3: '850', temperatureC: '30' };
    expect((await anonymous.get(`/api/trpc/measurement.vcf${trpcQuery(input)}`)).status).toBe(401);
  });
});

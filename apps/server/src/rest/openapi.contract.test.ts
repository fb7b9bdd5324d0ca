import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_TABLE } from '@energy/test/authorization-table';
import { testBackends } from '@energy/test/databases';
import { startTestServer, type TestServer } from '@energy/test/server';
import { apiTable, API_TABLE_END, API_TABLE_START } from './api-table';
import { restCalls } from './routes';

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; security: unknown[]; responses: Record<string, unknown> }>
  >;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** '/api/offers/:offerId/counter' and '/api/offers/{offerId}/counter' alike -> '/api/offers/{}/counter'. */
const shape = (call: string) => call.replace(/:\w+|\{\w+\}/g, '{}');

describe.each(testBackends())('REST generated from the procedures (%s)', (backend) => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as Document;
  });
  afterAll(() => server.close());

  it('serves an OpenAPI 3.1 document that a maintained validator accepts', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // The validator does look inside: a parameter in no valid place fails it.
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, { parameters: { in: string }[] }>>;
    };
    const parameter = broken.paths['/api/offers/{id}']?.get?.parameters[0];
    if (parameter) parameter.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('documents every generated call, with the session cookie scheme and the one error shape', () => {
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
    );
    expect(document.components.schemas.Error).toMatchObject({
      required: ['error'],
      properties: { error: { type: 'string' } },
    });
    for (const call of restCalls()) {
      const operation = document.paths[call.rest.path]?.[call.rest.method];
      expect(operation, `${call.name} is not documented`).toBeDefined();
      expect(operation?.responses[String(call.rest.status ?? 200)]).toBeDefined();
      expect(operation?.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      // A session, or an API token where tokens are accepted (everything but the sign-in family and token management).
      if (call.access?.kind === 'public') expect(operation?.security).toEqual([]);
      else expect(operation?.security?.[0]).toEqual({ session: [] });
    }
    expect(document.paths['/api/health']?.get).toBeDefined();
  });

  it('routes every call the authorization walk names, each to its own procedure', async () => {
    const generated = new Map(
      restCalls().map((call) => [call.name, `${call.rest.method.toUpperCase()} ${shape(call.rest.path)}`]),
    );
    // Subscriptions ('stream' rows) stream over /api/trpc only and have no REST route.
    const restRows = Object.entries(AUTHORIZATION_TABLE).filter(([, row]) => row.kind !== 'stream');
    for (const [procedure, row] of restRows) expect(generated.get(procedure), procedure).toBe(shape(row.rest));
    expect([...generated.keys()].sort()).toEqual(restRows.map(([procedure]) => procedure).sort());
    // And the routes answer: an anonymous call reaches the procedure (401 or a validation error), never the 404 of an unknown call.
    for (const call of restCalls()) {
      const path = call.rest.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await fetch(`${server.url}${path}`, {
        method: call.rest.method.toUpperCase(),
        headers: { origin: server.origin },
      });
      const body = (await response.text()).slice(0, 200);
      expect(body, `${call.name}`).not.toMatch(/No such call/);
    }
  });

  it('keeps the README API table generated from the same meta (run `npm run api:table`)', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme
      .slice(readme.indexOf(API_TABLE_START) + API_TABLE_START.length, readme.indexOf(API_TABLE_END))
      .trim();
    expect(section).toBe(apiTable());
    for (const call of restCalls())
      expect(section).toContain(`\`${call.rest.method.toUpperCase()} ${call.rest.path}\``);
  });

  it('serves /api/docs as HTML whose scripts and styles all come from our own origin', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const html = await response.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<script>/);
    for (const asset of assets) {
      expect(asset, 'an asset from another origin').toMatch(/^\/api\/docs\//);
      const served = await fetch(`${server.url}${asset}`);
      expect(served.status, asset).toBe(200);
      expect(served.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await served.text()).length).toBeGreaterThan(20);
    }
  });
});

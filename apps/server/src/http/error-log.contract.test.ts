import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { HttpClient } from '@energy/test/http-client';
import { startTestServer, type TestServer } from '@energy/test/server';
import { summarizeError } from './error-log';
import { jsonLogger } from './logger';

describe.each(testBackends())('database errors in logs and answers (%s)', (backend) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(backend, { logger: jsonLogger((line) => lines.push(line)) });
    // A constraint the service does not know about, so the insert fails inside the database.
    await server.database.db.execute(sql`alter table users add constraint users_no_boom check (first_name <> 'Boom')`);
  });
  afterAll(() => server.close());

  const signUp = (email: string) => ({
    username: email.split('@')[0],
    email,
    password: 'Quartz-lantern-93',
    confirmPassword: 'Quartz-lantern-93',
    firstName: 'Boom',
    lastName: 'Tester',
    role: 'buyer',
  });

  it.each([
    ['REST', '/api/register', 'boom.rest@example.com'],
    ['tRPC', '/api/trpc/auth.register', 'boom.trpc@example.com'],
  ])(
    'logs only SQLSTATE, constraint and request id over %s, and answers 500 with the request id',
    async (_, path, email) => {
      lines.length = 0;
      const response = await new HttpClient(server.url).post(path, signUp(email));
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const body = (await response.json()) as Record<string, unknown>;
      const answered = path.startsWith('/api/trpc')
        ? (body.error as { message: string; data: { requestId?: string } })
        : { message: body.error, data: { requestId: body.requestId } };
      expect(answered.message).toBe('Internal server error');
      expect(answered.data.requestId).toBe(requestId);

      const log = lines.join('\n');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(email);
      expect(log).not.toMatch(/insert into|params/i);
      const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(parsed.find((l) => l.level === 'error')).toMatchObject({
        sqlstate: '23514',
        constraint: 'users_no_boom',
        requestId,
      });
      expect(parsed.find((l) => l.event === 'http.request')).toMatchObject({ path, status: 500, requestId });
    },
  );

  const failure = (statement: Promise<unknown>) =>
    statement.then(
      () => expect.fail('the statement should fail'),
      (error: unknown) => error,
    );

  it("keeps the cause's message where it names objects, and drops it where it could quote a parameter", async () => {
    const { db } = server.database;
    const missing = summarizeError(
      await failure(db.execute(sql`select * from no_such_table where id = ${'secret-669'}`)),
    );
    expect(missing).toEqual({
      error: 'database error',
      sqlstate: '42P01',
      cause: 'relation "no_such_table" does not exist',
    });
    // A data exception's message quotes the value: `invalid input syntax for type uuid: "secret-669"`.
    const invalid = summarizeError(await failure(db.execute(sql`select ${'secret-669'}::uuid`)));
    expect(invalid).toEqual({ error: 'database error', sqlstate: '22P02' });
  });
});

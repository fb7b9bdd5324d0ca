import type { DbHandle } from '@energy/db/client';
import { conflict, DOMAIN_ERROR_KINDS, DomainError, type DomainErrorKind } from '@energy/domain/errors';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext } from '@energy/test/anonymous-context';
import { openTestDb, testBackends } from '@energy/test/databases';
import { toErrorBody, transportError } from './errors';
import { createCallerFactory, publicProcedure, router } from './trpc';

/** The HTTP status each kind of refusal answers, over tRPC and REST alike. */
const STATUS: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

describe('a DomainError as the transport answers it', () => {
  it.each(DOMAIN_ERROR_KINDS)('%s: its status, its message, no details unless named', (kind) => {
    expect(toErrorBody(transportError(new DomainError(kind, 'Refused here')))).toEqual({
      status: STATUS[kind],
      body: { error: 'Refused here' },
    });
  });

  it('keeps the fields it names as details', () => {
    const error = new DomainError('bad_request', 'Name is taken', [{ path: 'name', message: 'Name is taken' }]);
    expect(toErrorBody(transportError(error))).toEqual({
      status: 400,
      body: { error: 'Name is taken', details: [{ path: 'name', message: 'Name is taken' }] },
    });
  });

  it('unwraps the 500 tRPC makes of a DomainError thrown in a procedure', () => {
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: conflict('This RFQ is awarded', 'status') });
    expect(toErrorBody(transportError(wrapped))).toEqual({
      status: 409,
      body: { error: 'This RFQ is awarded', details: [{ path: 'status', message: 'This RFQ is awarded' }] },
    });
  });

  it('leaves a transport error as it is, and any other failure a 500 that shows nothing', () => {
    const refused = new TRPCError({ code: 'FORBIDDEN', message: 'Missing permission: offer:accept' });
    expect(transportError(refused)).toBe(refused);
    expect(toErrorBody(transportError(new Error('connection refused')))).toEqual({
      status: 500,
      body: { error: 'Internal server error' },
    });
  });
});

describe.each(testBackends())('a procedure that throws a DomainError (%s)', (backend) => {
  let database: DbHandle;
  const probe = router({
    refuse: publicProcedure.query(() => {
      throw conflict('This offer is declined and cannot be accepted', 'status');
    }),
    refuseWriting: publicProcedure.mutation(() => {
      throw new DomainError('too_many_requests', 'Too many attempts');
    }),
  });
  const call = () => createCallerFactory(probe)(anonymousContext(database.db));

  beforeAll(async () => {
    database = await openTestDb(backend);
  });
  afterAll(() => database.close());

  it('fails with the transport error of its kind, message and details kept (the base procedure maps it)', async () => {
    const failure = await call()
      .refuse()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'CONFLICT', message: 'This offer is declined and cannot be accepted' });
    expect(failure instanceof TRPCError && toErrorBody(failure)).toEqual({
      status: 409,
      body: {
        error: 'This offer is declined and cannot be accepted',
        details: [{ path: 'status', message: 'This offer is declined and cannot be accepted' }],
      },
    });
  });

  it('answers an undeclared 422 as a fault outside production, and as the refusal it is in production', async () => {
    const undeclared = router({
      refuse: publicProcedure.query(() => {
        throw new DomainError('unprocessable', 'No quote for that day');
      }),
    });
    const context = anonymousContext(database.db);
    const outside = await createCallerFactory(undeclared)(context)
      .refuse()
      .catch((error: unknown) => error);
    expect(outside).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'refuse answered 422 undeclared' });
    const deployed = { ...context, config: { ...context.config, production: true } };
    await expect(createCallerFactory(undeclared)(deployed).refuse()).rejects.toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: 'No quote for that day',
    });
  });

  it("maps it from inside a mutation's transaction too", async () => {
    await expect(call().refuseWriting()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts',
    });
  });
});

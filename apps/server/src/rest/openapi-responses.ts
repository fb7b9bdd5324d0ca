import { takesIdempotencyKey } from '@energy/trpc/idempotency';
import { pathParams } from '@energy/trpc/rest';
import type { RestCall } from './routes';

type JsonSchema = Record<string, unknown>;

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/** Each refusal status: its component name, what it means, and an example body. */
const REFUSALS: Record<string, { name: string; description: string; example: unknown; headers?: JsonSchema }> = {
  '400': {
    name: 'BadRequest',
    description: 'The input is malformed; `details` names each field and what is wrong with it.',
    example: { error: 'Validation failed', details: [{ path: 'quantity', message: 'Quantity must be positive' }] },
  },
  '401': {
    name: 'Unauthorized',
    description: 'No valid session or API token (or, at sign-in, wrong credentials).',
    example: { error: 'Not authenticated' },
  },
  '403': {
    name: 'Forbidden',
    description:
      'The caller may not do this: a missing permission (named), not the party to the record, an unverified address, a write from another origin, or a token where only a session may act.',
    example: { error: 'Missing permission: rfq:create' },
  },
  '404': {
    name: 'NotFound',
    description: 'The record does not exist, or the caller may not see it (the two are not told apart).',
    example: { error: 'RFQ not found' },
  },
  '409': {
    name: 'Conflict',
    description: 'The record’s state does not allow this now, or the write conflicts with another.',
    example: { error: 'This offer can no longer be accepted' },
  },
  '413': {
    name: 'PayloadTooLarge',
    description: 'The request body is larger than this call accepts.',
    example: { error: 'Request body too large: the limit is 65536 bytes' },
  },
  '415': {
    name: 'UnsupportedMediaType',
    description: 'The body is not `application/json`.',
    example: { error: 'Unsupported content type: send application/json' },
  },
  '422': {
    name: 'UnprocessableContent',
    description: 'Well formed, but it cannot be done as asked.',
    example: { error: 'This Idempotency-Key was already used with a different amount' },
  },
  '429': {
    name: 'TooManyRequests',
    description:
      'Too many requests: the API token’s rate limit or a sign-in throttle. Wait `Retry-After` seconds; token calls also carry `RateLimit-Policy` and `RateLimit`.',
    example: { error: 'Too many requests with this API token: try again later' },
    headers: {
      'Retry-After': RETRY_AFTER,
      'RateLimit-Policy': {
        description: 'On calls with an API token (draft-ietf-httpapi-ratelimit-headers): `"token";q=600;w=60`.',
        schema: { type: 'string' },
      },
      RateLimit: {
        description:
          'On calls with an API token: what is left in the window and the seconds until it ends, `"token";r=0;t=42`.',
        schema: { type: 'string' },
      },
    },
  },
  '500': {
    name: 'InternalServerError',
    description: 'A fault of the server, logged with the request’s id; nothing is told about it.',
    example: { error: 'Internal server error' },
  },
  '503': {
    name: 'ServiceUnavailable',
    description: 'The database cannot be reached; try again later.',
    example: { error: 'The service is temporarily unavailable' },
  },
};

/**
 * components.responses, one per refusal status, each the one error shape; and components.schemas, that shape once per
 * status with its example. The examples sit on the schemas rather than the media types: linters then check each once,
 * not once per operation (about 2,000 references).
 */
export function refusalComponents(): { responses: Record<string, unknown>; schemas: Record<string, unknown> } {
  const refusals = Object.values(REFUSALS);
  return {
    responses: Object.fromEntries(
      refusals.map(({ name, description, headers }) => [
        name,
        {
          description,
          ...(headers ? { headers } : {}),
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Error` } } },
        },
      ]),
    ),
    schemas: Object.fromEntries(
      refusals.map(({ name, example }) => [
        `${name}Error`,
        { allOf: [{ $ref: '#/components/schemas/Error' }], examples: [example] },
      ]),
    ),
  };
}

const refusal = (code: string) => ({ $ref: `#/components/responses/${REFUSALS[code]?.name ?? 'BadRequest'}` });

/** Public calls that check a password or code and answer 401 when it is wrong. */
const SIGN_IN_CALLS = new Set(['auth.login', 'auth.loginTwoFactor']);
/** Public calls behind a throttle or a rate limit (auth/limits.ts, auth/throttle.ts). */
const THROTTLED_PUBLIC_CALLS = new Set([
  'auth.login',
  'auth.loginTwoFactor',
  'auth.register',
  'auth.verifyEmail',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.confirmEmailChange',
  'auth.undoEmailChange',
]);
/** Calls whose services refuse a well-formed request with 422 (DomainError 'unprocessable'): a payment's amount or key,
 * a formula offer's index without quotes (offer.indicative.ts). */
const UNPROCESSABLE_CALLS = new Set([
  'payment.process',
  'offer.create',
  'offer.revise',
  'offer.counter',
  'offer.respondToCounter',
]);

/** Does the body name a record by id (a uuid field), which may not exist or not be visible: 404. */
function namesRecord(body: JsonSchema | undefined): boolean {
  const properties = (body?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.values(properties).some(
    (property) => property.format === 'uuid' || JSON.stringify(property).includes('"format":"uuid"'),
  );
}

/** Every refusal an operation can answer, as references to components.responses. */
export function errorResponses(call: RestCall, body: JsonSchema | undefined): Record<string, unknown> {
  const { access } = call;
  const isPublic = access?.kind === 'public';
  const codes = ['400'];
  if (!isPublic || SIGN_IN_CALLS.has(call.name)) codes.push('401');
  // 403: a missing permission or second factor, a token where a session must act, or a write from another origin.
  if (!isPublic || call.rest.method !== 'get') codes.push('403');
  if (pathParams(call.rest.path).length > 0 || (call.type === 'mutation' && namesRecord(body))) codes.push('404');
  if (call.type === 'mutation') codes.push('409');
  if (body !== undefined) codes.push('413', '415');
  // A create's Idempotency-Key already used with another body is 422 too (packages/trpc/src/idempotency.ts).
  if (UNPROCESSABLE_CALLS.has(call.name) || takesIdempotencyKey(call.name, call.rest)) codes.push('422');
  if (!isPublic || THROTTLED_PUBLIC_CALLS.has(call.name)) codes.push('429');
  codes.push('500', '503');
  return Object.fromEntries(codes.map((code) => [code, refusal(code)]));
}

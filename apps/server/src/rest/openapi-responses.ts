import { closedToTokens } from '@energy/trpc/auth/api-tokens';
import { answersUnprocessable } from '@energy/trpc/unprocessable';
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
    description:
      'No valid session or API token: an invalid, revoked or expired `Authorization: Bearer` token on any call, no session where one is needed, or wrong credentials at sign-in.',
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
      'Too many requests: the API token’s rate limit (any call made with a token) or a sign-in or mail throttle. Wait `Retry-After` seconds; token calls also carry `RateLimit-Policy` and `RateLimit`.',
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

/** Does the body name a record by id (a uuid field), which may not exist or not be visible: 404. */
function namesRecord(body: JsonSchema | undefined): boolean {
  const properties = (body?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.values(properties).some(
    (property) => property.format === 'uuid' || JSON.stringify(property).includes('"format":"uuid"'),
  );
}

/**
 * Every refusal an operation can answer, as references to components.responses, derived from the call itself:
 * - 401 and 429 on every call: api-token-auth.ts, mounted on every path under /api, answers 401 to an invalid token
 *   and 429 past a valid token's rate limit before the call runs, public calls too (and a session is needed, or a
 *   sign-in's credentials are wrong, on the rest);
 * - 403 where a permission or session is needed, on every write (another origin), and on every call closed to API
 *   tokens (auth/api-tokens.ts), public ones too;
 * - 404 where a path or a body names a record; 409 on every mutation; 413 and 415 where there is a body;
 * - 422 where the procedure says why (Meta.unprocessable) or reads an Idempotency-Key (trpc.ts holds it to that).
 */
export function errorResponses(call: RestCall, body: JsonSchema | undefined): Record<string, unknown> {
  const isPublic = call.access?.kind === 'public';
  const codes = ['400'];
  if (call.rest.path.startsWith('/api/')) codes.push('401');
  if (!isPublic || call.rest.method !== 'get' || closedToTokens(call.name)) codes.push('403');
  if (pathParams(call.rest.path).length > 0 || (call.type === 'mutation' && namesRecord(body))) codes.push('404');
  if (call.type === 'mutation') codes.push('409');
  if (body !== undefined) codes.push('413', '415');
  if (answersUnprocessable(call.name, { rest: call.rest, unprocessable: call.unprocessable })) codes.push('422');
  if (call.rest.path.startsWith('/api/')) codes.push('429');
  codes.push('500', '503');
  return Object.fromEntries(codes.map((code) => [code, refusal(code)]));
}

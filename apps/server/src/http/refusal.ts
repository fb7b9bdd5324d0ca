import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const CODE_FOR_STATUS: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function isTrpcPath(path: string): boolean {
  return path === '/api/trpc' || path.startsWith('/api/trpc/');
}

/**
 * A refusal made before a request reaches tRPC (origin, content type, body size, batch rules), in the
 * shape its caller can read: the tRPC client needs tRPC's error envelope (anything else it reports as
 * "Unable to transform response from server"); REST callers get `{ error }`.
 */
export function refuse(
  c: HonoContext,
  status: ContentfulStatusCode,
  message: string,
  extra: Record<string, string> = {},
): Response {
  if (!isTrpcPath(c.req.path)) return c.json({ error: message, ...extra }, status);
  const code = CODE_FOR_STATUS[status] ?? 'BAD_REQUEST';
  // A batch answered with one envelope: the client hands the same error to every call in it.
  return c.json(
    { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status, ...extra } } },
    status,
  );
}

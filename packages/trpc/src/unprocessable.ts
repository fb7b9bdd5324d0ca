import { takesIdempotencyKey } from './idempotency';
import type { RestMeta } from './rest';

/**
 * Whether a procedure may answer 422: its meta says why (`unprocessable`), or it is a create reading an
 * Idempotency-Key (reused with another body). The OpenAPI document lists 422 from this, and outside production trpc.ts
 * turns any other 422 into a fault of the server, so a test finds the document wrong before a caller does.
 */
export function answersUnprocessable(
  path: string,
  meta: { rest?: RestMeta | undefined; unprocessable?: string | undefined } | undefined,
): boolean {
  return meta?.unprocessable !== undefined || takesIdempotencyKey(path, meta?.rest);
}

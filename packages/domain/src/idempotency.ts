import { z } from 'zod';

/**
 * Idempotent creates: every call that creates a record (REST `POST` answering 201, and its tRPC procedure) takes an
 * `Idempotency-Key` header. The same key with the same body, from the same caller (a user or an API token), within
 * IDEMPOTENCY_KEY_HOURS gets the first answer again, status and body, and nothing is created a second time; the same
 * key with another body is refused (422).
 */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 8 to 200 visible ASCII characters, without spaces',
  keyReused: 'This Idempotency-Key was already used with a different request',
  notTaken: 'This call does not take an Idempotency-Key',
} as const;

/** The request header (lower case, as HTTP headers are read). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key and its first answer are kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The header's value (a UUID fits): what an HTTP header carries safely, with payment processing's bounds. */
export const ZIdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/, IDEMPOTENCY_MESSAGES.keyInvalid);

/** The response header that marks an answer replayed from an earlier call with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export type TIdempotencyKey = z.infer<typeof ZIdempotencyKey>;

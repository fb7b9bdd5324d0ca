import { randomFillSync } from 'node:crypto';

/** Every request gets a fresh id (a client's own is not trusted into the logs), echoed in X-Request-Id. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** 96 random bits: no two requests of a fleet share an id in practice (1e12 ids: collision odds 6e-6). */
const ID_BYTES = 12;
/** Random bytes drawn 256 ids at a time: one getrandom call instead of one per request. */
const POOL_IDS = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh random id, 16 characters of base64url: as unique as the 36-character UUID it replaces (96 random
 * bits against a UUID's 122), in 20 fewer bytes on every answer and log line. Random rather than a counter,
 * so ids tell nobody how many requests the server has answered.
 */
export function newRequestId(): string {
  if (poolOffset >= pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(ID_BYTES * POOL_IDS));
    poolOffset = 0;
  }
  const id = pool.toString('base64url', poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return id;
}

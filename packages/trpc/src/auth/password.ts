import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum, set explicitly. @node-rs/argon2 hashes on libuv's thread pool,
 * so a hash never blocks the event loop for other requests.
 */
const ARGON2ID = 2; // Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same work as a real check when the user does not exist, so timing does not tell. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

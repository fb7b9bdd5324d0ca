import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../errors';

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

export const PASSWORD_NAMES_ACCOUNT = 'The password must not contain your username or email address';

function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Whether the password contains the account's username, its email address or the email's name part (the
 * first things a guesser tries). Parts shorter than 3 characters are too short to mean anything.
 */
export function passwordNamesAccount(password: string, account: { username: string; email: string }): boolean {
  const candidate = comparable(password);
  const email = comparable(account.email);
  const parts = [comparable(account.username), email, email.split('@')[0] ?? ''];
  return parts.some((part) => part.length >= 3 && candidate.includes(part));
}

/** Refuses a new password that names its account (400 on the password field). */
export function requirePasswordWithoutNames(password: string, account: { username: string; email: string }): void {
  if (passwordNamesAccount(password, account)) throw badRequest('password', PASSWORD_NAMES_ACCOUNT);
}

import { identityMessages, identityProblem, normalizeIdentity } from './text';

/**
 * Usernames are compared and stored in one canonical form, so that two accounts cannot look the same: the
 * identity rule of ./text (NFKC; no invisible characters; no letters from two alphabets, "аdmin" with a
 * Cyrillic а), applied to the whole username.
 */
export function normalizeUsername(raw: string): string {
  return normalizeIdentity(raw);
}

export { CONTROL_CHARACTER } from './text';

export const USERNAME_MESSAGES = identityMessages('Username');

/** Why a (normalised) username is refused, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  return identityProblem(username, USERNAME_MESSAGES, 'whole');
}

import { CUSTOM_GRANTS, PERMISSION_MATRIX, holds, type AnyPermission } from './permissions';
import { ROLES, isRole, type Role } from './roles';

/**
 * API tokens: a script's credential (`Authorization: Bearer <token>`), created in Settings > API tokens. A token
 * acts in its creator's organization with a role of its own, never stronger than its creator's (tokenRolesFor),
 * until it expires (at most a year after its creation) or is revoked.
 */
export const API_TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  roleRequired: 'Choose the role the token acts with',
  expiryRequired: 'Expiry date is required',
  expiryPast: 'The expiry date must be in the future',
  expiryTooFar: 'A token expires at most one year after its creation',
  roleTooStrong: "A token's role cannot be stronger than your own",
  alreadyRevoked: 'This API token is already revoked',
  notFound: 'API token not found',
  invalid: 'Invalid or expired API token',
  notForTokens: 'This call needs a signed-in session: an API token cannot make it',
  tooManyRequests: 'Too many requests with this API token: try again later',
  notCreated: 'The API token was not created',
} as const;

/** Every token starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'ehub_';

/** How much of a token its list shows (the prefix and the first characters of its random part). */
export const API_TOKEN_SHOWN_CHARS = API_TOKEN_PREFIX.length + 6;

/** The latest expiry a token created at `now` may have: one calendar year later. */
export function latestTokenExpiry(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

/** Every permission a role holds: the spec's CRUD pairs and the domain's verbs. */
function permissionsOf(role: Role): AnyPermission[] {
  const crud =
    role === 'admin'
      ? []
      : Object.entries(PERMISSION_MATRIX[role]).flatMap(([resource, actions]) =>
          (actions ?? []).map((action) => `${resource}:${action}` as AnyPermission),
        );
  return [...crud, ...CUSTOM_GRANTS[role]];
}

/**
 * The roles a token of a `creator` may act with: those whose every permission the creator's role holds, so a token
 * never does what its creator may not (its own role always; an administrator's token is a platform token).
 */
export function tokenRolesFor(creator: string): Role[] {
  if (!isRole(creator)) return [];
  return ROLES.filter((role) => role === creator || permissionsOf(role).every((p) => holds(creator, p)));
}

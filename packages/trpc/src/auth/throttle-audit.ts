import type { Executor } from '@energy/db/client';
import { normalizeUsername } from '@energy/domain/username';
import { recordAudit } from '../audit';
import type { SecretRefusal, SecretSubject } from './throttle';

/** The audit actions of refused secret checks; the admin console shows them as security alerts. */
export const THROTTLE_AUDIT_ACTIONS = {
  pair: 'auth.signin_locked',
  address: 'auth.signin_throttled',
  user: 'auth.password_checks_locked',
} as const satisfies Record<SecretRefusal['limit'], string>;

/**
 * Records a refused sign-in (or password or code check) in the audit log with the request's address: once
 * per limit and window (its first refusal), so an attacker knocking on, refused each time, adds no rows.
 * Written outside any transaction of the call, which fails right after.
 */
export async function auditSecretRefusal(
  db: Executor,
  subject: SecretSubject,
  refusal: SecretRefusal,
  clientAddress: string,
): Promise<void> {
  if (!refusal.first) return;
  const details = { retryAfterSeconds: refusal.retryAfterSeconds };
  const action = THROTTLE_AUDIT_ACTIONS[refusal.limit];
  if (subject.kind === 'user') {
    await recordAudit(db, {
      actorUserId: subject.userId,
      action,
      entityType: 'user',
      entityId: subject.userId,
      details,
      clientAddress,
    });
    return;
  }
  const username = subject.kind === 'account' ? normalizeUsername(subject.username).toLowerCase() : null;
  // The pair names the username tried; the address limit spans every username, so the address is the record.
  const entityId = refusal.limit === 'pair' && username ? username : clientAddress;
  await recordAudit(db, {
    actorUserId: null,
    action,
    entityType: 'sign_in',
    entityId,
    details: { ...details, username },
    clientAddress,
  });
}

import { allowedActions, authorize, type Actor, type Decision } from '@energy/domain/actions/authorize';
import type { ActionName } from '@energy/domain/actions/catalog';
import type { EntityKind, RecordFacts } from '@energy/domain/actions/records';
import type { ActionOn } from '@energy/domain/actions/registry';
import { DomainError } from '@energy/domain/errors';
import type { CallerScope } from './scope';

export function actorOf(scope: CallerScope): Actor {
  return { role: scope.role, orgId: scope.orgId };
}

const KINDS = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found', 409: 'conflict' } as const;

/**
 * The one check a service makes before a verb: the refusal policy of actions/authorize.ts, thrown as its
 * DomainError. `record` is the record as the caller sees it (null: it cannot see it, 404).
 */
export function requireAllowed<A extends ActionName>(
  scope: CallerScope,
  action: A,
  record: RecordFacts[ActionOn<A>] | null,
  now = new Date(),
): void {
  const decision = decide(scope, action, record, now);
  if (!decision.ok) throw refusalOf(decision);
}

/** The decision itself, for the one caller that answers some refusals otherwise (a replayed payment request). */
export function decide<A extends ActionName>(
  scope: CallerScope,
  action: A,
  record: RecordFacts[ActionOn<A>] | null,
  now = new Date(),
): Decision {
  return authorize(actorOf(scope), action, record, now);
}

export function refusalOf(decision: Extract<Decision, { ok: false }>): DomainError {
  return new DomainError(KINDS[decision.status], decision.message);
}

/** The verbs the caller may do on a row now: what each row's allowedActions carries. */
export function allowedFor<K extends EntityKind>(
  scope: CallerScope,
  entity: K,
  record: RecordFacts[K],
  now = new Date(),
): ActionName[] {
  return allowedActions(actorOf(scope), entity, record, now);
}

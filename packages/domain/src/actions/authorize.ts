import { RECORD_LABELS } from '../entities/registry';
import { ROLES } from '../roles';
import { holds } from '../permissions';
import { ACTION_NAMES, type ActionName } from './action-names';
import type { Actor, EntityKind, RecordFacts } from './records';
import { actionEntry, type ActionOn } from './registry';

export type { Actor } from './records';

/**
 * THE REFUSAL POLICY. One order of checks, one status each, for every verb:
 *
 * 1. 401: anonymous caller.
 * 2. 403 "Missing permission: {permission}": the role can never do this verb (the procedure checks this
 *    before it loads anything, so it answers the same whether the record exists or not).
 * 3. 404 "{Record} not found": the caller cannot see the record. Services load the record through the
 *    caller's visibility first, so authorize only ever sees visible records; this is the service's answer.
 * 4. 403 "Only {party} may {verb}": the caller sees the record but is not the party the verb belongs to
 *    (e.g. a carrier on an open tender it has not taken, moving it on).
 * 5. 409 naming the state: the record's state (its machine, or a condition such as an RFQ's close date)
 *    forbids the verb now.
 *
 * ADMIN, decided once: a platform admin reads everything and holds the moderation verbs only (cancel an
 * RFQ, cancel an order, invite into an organization, create an RFQ for a buyer organization, which the
 * spec's matrix grants, and confirm or reject a payment recorded outside the platform, as the payee's
 * stand-in); for those it acts on any party's behalf, so the party rule is not asked.
 * A party's commercial commitments (submit, revise, withdraw, accept or counter an offer, answer a counter,
 * sign a contract, confirm an order or its receipt, arrange, carry or prove transport, record or process a
 * payment) stay with the party: an admin gets 403 "Missing permission" for them, as any role without them.
 */
export type Decision = { ok: true } | { ok: false; status: 401 | 403 | 404 | 409; message: string };

const ALLOWED: Decision = { ok: true };

/** Verbs whose code does not read as words, in words ("record it as paid", not "settlement.recordPaid"). */
const ACTION_WORDS: Partial<Record<ActionName, string>> = {
  'offer.respondToCounter': 'answer its counter-offer',
  'order.confirmReceipt': 'confirm its receipt',
  'order.acceptQuantity': 'accept its delivered quantity',
  'job.updateLocation': 'report its location',
  'job.updateStatus': 'change its status',
  'review.startReview': 'start the review',
  'review.submitKyb': 'submit it',
  'review.submitKyc': 'submit it',
  'settlement.recordPaid': 'record it as paid',
  'shipment.markDelivered': 'mark it delivered',
  'shipment.startTransit': 'start its transit',
  'shipment.submitPod': 'submit its proof of delivery',
  'vehicle.setStatus': 'change its status',
  'tender.bid': 'bid on it',
  'dispute.raise': 'raise a dispute on it',
};

/** What a refusal says the caller may not do, in a user's words: "sign it", never "contract.sign". */
export function actionWords(action: ActionName): string {
  const verb = action.split('.')[1] ?? action;
  return ACTION_WORDS[action] ?? `${verb.replaceAll(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} it`;
}

/** May `actor` do `action` on this record now? `record` is null when the caller cannot see it. */
export function authorize<A extends ActionName>(
  actor: Actor | null,
  action: A,
  record: RecordFacts[ActionOn<A>] | null,
  now = new Date(),
): Decision {
  if (!actor) return { ok: false, status: 401, message: 'Not authenticated' };
  const entry = actionEntry(action);
  if (!holds(actor.role, entry.permission))
    return { ok: false, status: 403, message: `Missing permission: ${entry.permission}` };
  return decideOnRecord(actor, action, record, now);
}

/** The policy's checks from 3 on (visibility, party, state), for an actor whose role holds the verb's permission. */
function decideOnRecord<A extends ActionName>(
  actor: Actor,
  action: A,
  record: RecordFacts[ActionOn<A>] | null,
  now: Date,
): Decision {
  const entry = actionEntry(action);
  if (record === null) return { ok: false, status: 404, message: `${RECORD_LABELS[entry.on]} not found` };
  if (actor.role !== 'admin') {
    if (!actor.orgId || !entry.party.test(actor.orgId, record as never)) {
      return {
        ok: false,
        status: 403,
        message: entry.party.refusal ?? `Only ${entry.party.who} may ${actionWords(action)}`,
      };
    }
  }
  for (const check of entry.requires ?? []) {
    const refusal = check(record as never, now);
    if (refusal) return { ok: false, status: 409, message: refusal };
  }
  if ('machine' in entry.transition) {
    const { machine, to, stateOf, refusal } = entry.transition;
    const state = stateOf(record as never);
    if (state === null || !(machine[state] ?? []).includes(to))
      return { ok: false, status: 409, message: refusal(state) };
  }
  return ALLOWED;
}

/** The verbs on `entity` records the actor may do on this one now: the same entries authorize reads. */
export function allowedActions<K extends EntityKind>(
  actor: Actor | null,
  entity: K,
  record: RecordFacts[K],
  now = new Date(),
): ActionName[] {
  if (!actor) return [];
  // Every row of a list asks this: only the verbs on its kind that the role holds can pass authorize, so only the
  // record's checks are left to ask (authorize's own permission check split the permission's name on every call:
  // 1% of the server's CPU on the rfq-list bench's page).
  return candidateActions(actor.role, entity).filter(
    (action) => decideOnRecord(actor, action, record as never, now).ok,
  );
}

/** Per role and kind of record, the verbs on it whose permission the role holds (in ACTION_NAMES' order). */
const CANDIDATES = new Map<string, ActionName[]>();

function candidateActions(role: Actor['role'], entity: EntityKind): ActionName[] {
  const key = `${role}\0${entity}`;
  let actions = CANDIDATES.get(key);
  if (!actions) {
    actions = ACTION_NAMES.filter(
      (action) => actionEntry(action).on === entity && holds(role, actionEntry(action).permission),
    );
    CANDIDATES.set(key, actions);
  }
  return actions;
}

/** The roles that hold a verb's permission (docs and tests). */
export function rolesHolding(action: ActionName): string[] {
  return ROLES.filter((role) => holds(role, actionEntry(action).permission));
}

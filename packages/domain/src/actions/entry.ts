import type { AnyPermission } from '../permissions';
import type { Transitions } from '../machines/transitions';
import type { PartyRule } from './parties';
import type { EntityKind, RecordFacts } from './records';

/*
 * THE SHAPE OF A VERB: what the action registry (registry.ts) holds for each, and what a kind's descriptor
 * (entities/<domain>.ts, `verbs`) states for its own. Apart from the registries so that a descriptor can state its
 * verbs without importing them (they read the descriptors).
 */

/** A state refusal (409): the message names the state the record is in; null when the state allows the verb. */
export type StateCheck<R> = (record: R, now: Date) => string | null;

/** The state change a verb makes: the machine, the state it moves the record to, and where the record's state is. */
export interface TransitionSpec<R, S extends string = string> {
  machine: Transitions<S>;
  to: S;
  stateOf: (record: R) => S | null;
  /** The 409 message for a record in a state that cannot move to `to`. */
  refusal: (state: S | null) => string;
}

export interface ActionEntry<K extends EntityKind = EntityKind> {
  /** The record the verb acts on (offer.submit acts on the RFQ it quotes on; shipment.create on the order). */
  on: K;
  permission: AnyPermission;
  party: PartyRule<RecordFacts[K]>;
  /** Its state change, with sources from the machine; or why it makes none. */
  transition: TransitionSpec<RecordFacts[K]> | { none: string };
  /** Other state conditions, checked in order before the transition's own. */
  requires?: StateCheck<RecordFacts[K]>[];
}

/** Any entry, read without its record type (authorize checks the record's type at its call). */
export interface AnyActionEntry {
  on: EntityKind;
  permission: AnyPermission;
  party: PartyRule<never>;
  transition: TransitionSpec<never> | { none: string };
  requires?: StateCheck<never>[];
}

/** One verb's entry, checked against the facts of the kind it acts on. */
export function entry<K extends EntityKind>(e: ActionEntry<K>): ActionEntry<K> {
  return e;
}

/** A verb's state change along `machine` to `to`; `stateOf` reads the record's state. */
export function move<R, S extends string>(
  machine: Transitions<S>,
  to: S,
  stateOf: (record: R) => S | null,
  refusal: (state: S | null) => string,
): TransitionSpec<R> {
  return { machine, to, stateOf, refusal } as unknown as TransitionSpec<R>;
}

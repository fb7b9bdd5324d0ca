import type { ActionName } from '@energy/domain/actions/catalog';
import type { EntityKind, RecordFacts } from '@energy/domain/actions/records';
import type { Role } from '@energy/domain/roles';
import type { WalkRow } from './authorization-table';
import type { World, WorldParties } from './authorization-world';
import type { HttpClient } from './http-client';
import type { json, Parties } from './procurement';
import type { TestServer } from './server';

/*
 * What the authorization tests need to know of one kind of record, in one module per kind (src/kinds/<kind>.ts,
 * found by src/kinds.ts): a new kind adds its module and edits none of the tests. Four tests read it:
 * - packages/domain/src/actions/authorize.test.ts: `base` and `verbs` (every verb × role × party × state);
 * - apps/server/src/rest/allowed-actions.contract.test.ts: `calls` and `states` (a row's allowedActions are
 *   exactly the calls the server accepts);
 * - the authorization walk (apps/server/src/rest/authorization-walk.contract.test.ts): `walk`, a row per
 *   procedure of its router, and `world`, the records those rows call on, made in each world.
 * This module holds only what the modules share; it imports nothing at run time, so the domain's unit test loads
 * a kind's module without the server.
 */

/** The organizations of the refusal-policy table: the actor's (A) and two others. */
export const A = 'org-a';
export const B = 'org-b';
export const C = 'org-c';
/** The table's clock, and a moment after and before it. */
export const NOW = new Date('2026-06-01T12:00:00Z');
export const LATER = new Date('2026-07-01T00:00:00Z');
export const EARLIER = new Date('2026-05-01T00:00:00Z');

type Facts = Record<string, unknown>;
/** One state of a verb's record in the refusal-policy table. */
export interface State {
  facts: Facts;
  allowed: boolean;
  /** What the 409 message must name (the state the record is in). */
  names?: string;
  /** The party rule lets any organization through in this state (an open tender, the RFQ marketplace). */
  anyParty?: boolean;
}
/** A verb as the refusal policy reads it, written out independently of the registry. */
export interface VerbRow {
  on: EntityKind;
  permission: string;
  holders: Role[];
  /** The record's party fields set to the actor's organization, as the role the actor plays. */
  own: (role: Role) => Facts;
  states: Record<string, State>;
  anyParty?: boolean;
}

export const ok = (facts: Facts): State => ({ facts, allowed: true });
export const no = (facts: Facts, names: string): State => ({ facts, allowed: false, names });
/** A verb only a platform administrator may do, on the platform (no record's party), in any state. */
export const platformAdminVerb = (permission: string): VerbRow => ({
  on: 'platform',
  permission,
  holders: ['admin'],
  own: () => ({}),
  states: { any: ok({}) },
});
/** One state per status of a machine: allowed in `allowed`, refused (naming the status) elsewhere. */
export function statuses(all: readonly string[], allowed: readonly string[], field = 'status'): Record<string, State> {
  return Object.fromEntries(all.map((s) => [s, allowed.includes(s) ? ok({ [field]: s }) : no({ [field]: s }, s)]));
}

/** The callers of the allowedActions contract test. */
export const CALLERS = ['buyer', 'finance', 'supplier', 'supplier2', 'logistics', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
/** A record as its list or page shows it, with the verbs its caller is offered. */
export type Row = { allowedActions: ActionName[] } & Record<string, unknown>;
/** A record made for one test call: how its caller reads it, and the fields the calls need. */
export interface Target {
  id: string;
  read: (client: HttpClient) => Promise<Response>;
}
/** One verb's call on a record, as its caller makes it over REST. */
export type Call = (client: HttpClient, target: Target, record: Row) => Promise<Response>;
/** What a kind's `states` make their records with: the started server's parties and clients. */
export interface AllowedContext {
  parties: Parties;
  clients: Record<Caller, HttpClient>;
  json: typeof json;
  /** A number unique to each call, for names and references that must not repeat. */
  key: () => number;
}
/** What a kind's `world` makes its records with: one world's server, parties and organizations. */
export interface WorldContext {
  server: TestServer;
  parties: WorldParties;
  orgs: World['orgs'];
  json: typeof json;
}

/** The authorization tests' part of one kind of record (W: the records it makes in each world of the walk). */
export interface KindTests<K extends EntityKind, W> {
  kind: K;
  /** A record of the kind whose every party field is another organization's (B or C). */
  base: RecordFacts[K];
  /** A row per verb of its descriptor. */
  verbs: Partial<Record<ActionName, VerbRow>>;
  /** A call per verb that acts on one of its records. */
  calls: Partial<Record<ActionName, Call>>;
  /** Records in each state the allowedActions test walks, by the state's name. */
  states: Record<string, (context: AllowedContext) => Promise<Target>>;
  /** Its records in one world of the walk. */
  world: (context: WorldContext) => Promise<W>;
  /** A walk row per procedure of its router; `mine` reads the kind's records out of a world. */
  walk: (mine: (world: World) => W) => Record<string, WalkRow>;
}

/** Checks a kind's module while keeping its world's type. */
export function defineKindTests<K extends EntityKind, W>(tests: KindTests<K, W>): KindTests<K, W> {
  return tests;
}

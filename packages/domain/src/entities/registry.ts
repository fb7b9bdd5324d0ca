import type { EntityKind } from '../actions/records';
import type { NotificationType } from '../schemas/notification';
import type { EntityDescriptor, MachineSpec } from './descriptor';
import { DESCRIBED } from './entities.gen';

type Described = typeof DESCRIBED;

/**
 * The descriptor of every kind of record, by name, as types: the domains' files (entities/<domain>.ts), which
 * `npm run exports:map` gathers in entities.gen.ts. An interface, so that a module may declare a kind of its own by
 * declaration merging: the record-kind test's fixture (test/record-kind/widget.fixture.ts) declares one, to see
 * which layers' maps the type checker then names.
 */
export interface RecordKindRegistry extends Described {}

/**
 * Every kind of record, by name. A new kind is one descriptor in its domain's file (entities/<domain>.ts); the type
 * checker then names every layer's map that still lacks it (docs/ARCHITECTURE.md, "Adding a record kind"). The cast
 * changes nothing but for a kind a module declares as a type only (the fixture's): the type checker then reads it
 * as described, though no descriptor is here at run time. Every kind the rules know of (RecordFacts) has one.
 */
export const ENTITIES = DESCRIBED as RecordKindRegistry satisfies Record<EntityKind, EntityDescriptor>;
export type RecordKind = keyof RecordKindRegistry;
type Entities = RecordKindRegistry;

/** The kinds with a state machine, and the machines on their rows (an offer's counter-offer) by name. */
export type MachineKind = { [K in RecordKind]: Entities[K] extends { machine: MachineSpec } ? K : never }[RecordKind];
type PartName = { [K in RecordKind]: Entities[K] extends { parts: infer P } ? keyof P & string : never }[RecordKind];
export type MachineName = MachineKind | PartName;

/** The verbs the descriptors state (`verbs`), by name: their entries, as typed where they are stated. */
type VerbsOf<K extends RecordKind> = Entities[K] extends { verbs: infer V } ? V : Record<never, never>;
export type DescribedActionName = { [K in RecordKind]: keyof VerbsOf<K> & string }[RecordKind];
export type DescribedVerbs = {
  [A in DescribedActionName]: {
    [K in RecordKind]: A extends keyof VerbsOf<K> ? VerbsOf<K>[A] : never;
  }[RecordKind];
};

/** The kinds that raise live events. */
export type EventKind = { [K in RecordKind]: Entities[K] extends { events: object } ? K : never }[RecordKind];

/**
 * The routers (of the AppRouter) whose data a screen refetches when an event touches it (the web app's live
 * refresh): every router a descriptor's `events.refreshes` names.
 */
export type RefreshKey = {
  [K in EventKind]: Entities[K] extends { events: { refreshes: readonly (infer R)[] } } ? R : never;
}[EventKind];

/** The kinds whose events send notifications (their descriptor names a notification type). */
export type NotifyingKind = {
  [K in EventKind]: Entities[K] extends { events: { notificationType: string } } ? K : never;
}[EventKind];

const kinds = Object.keys(ENTITIES) as RecordKind[];
const descriptor = (kind: RecordKind): EntityDescriptor => ENTITIES[kind];

/**
 * The verbs the descriptors state, by name; the catalog and the action registry add them. Sorted because the order
 * of a module namespace's exports depends on the loader (ESM sorts them, tsx keeps the source's order), and the
 * verb table in the docs must come out the same from both.
 */
export const DESCRIBED_VERBS = Object.fromEntries(
  kinds
    .flatMap((kind) => Object.entries(descriptor(kind).verbs ?? {}))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
) as DescribedVerbs;
export const DESCRIBED_ACTION_NAMES = Object.keys(DESCRIBED_VERBS) as DescribedActionName[];

/** How a 404 names each kind of record. */
export const RECORD_LABELS = Object.fromEntries(kinds.map((kind) => [kind, descriptor(kind).label])) as Record<
  RecordKind,
  string
>;

/** The event kinds, in the descriptors' order (the live feed's `entityType`). */
export const EVENT_KINDS = kinds.filter((kind) => descriptor(kind).events !== undefined) as EventKind[];

/** The permission a subscriber needs to hear of each kind's events: its read permission. */
export const EVENT_ENTITY_PERMISSIONS = Object.fromEntries(
  EVENT_KINDS.map((kind) => [kind, descriptor(kind).events?.permission]),
) as Record<EventKind, NonNullable<EntityDescriptor['events']>['permission']>;

/** The routers a change to each kind of record makes stale. */
export const REFRESHED_BY = Object.fromEntries(
  EVENT_KINDS.map((kind) => [kind, descriptor(kind).events?.refreshes ?? []]),
) as Record<EventKind, readonly RefreshKey[]>;

/** The type of the notifications each kind's events send; the kinds not here (fleet set-up records) notify nobody. */
export const NOTIFICATION_TYPE_OF = Object.fromEntries(
  EVENT_KINDS.flatMap((kind) => {
    const type = descriptor(kind).events?.notificationType;
    return type ? [[kind, type]] : [];
  }),
) as Partial<Record<EventKind, NotificationType>>;

/** The word a notification's title uses for each event kind. */
export const NOTICE_NAMES = Object.fromEntries(
  EVENT_KINDS.map((kind) => [kind, descriptor(kind).events?.noticeName ?? descriptor(kind).label]),
) as Record<EventKind, string>;

/** Every machine by the name the transition runner moves it under, with the kind of record it lives on. */
export const MACHINES = Object.fromEntries(
  kinds.flatMap((kind) => {
    const { machine, parts } = descriptor(kind);
    return [
      ...(machine ? [[kind, { ...machine, kind }] as const] : []),
      ...Object.entries(parts ?? {}).map(([name, part]) => [name, { ...part, kind }] as const),
    ];
  }),
) as Record<MachineName, MachineSpec & { kind: MachineKind }>;

/** The entity type a kind's audit rows and events carry ("feature_flag", "user"). */
export function auditTypeOf(kind: RecordKind): string {
  return descriptor(kind).auditType ?? kind;
}

/** The page of a record of this kind, before the recipient's access is looked at; null: none. */
export function pageOf(kind: string, id: string, related: { rfqId?: string } = {}): string | null {
  return Object.hasOwn(ENTITIES, kind) ? (descriptor(kind as RecordKind).page?.(id, related) ?? null) : null;
}

/** The follow-on moves: for each leader kind, the kinds that follow it and how. */
export function followersOf(leader: RecordKind): {
  kind: MachineKind;
  link: { follower: string } | { leader: string };
  on: Readonly<Record<string, readonly string[]>>;
}[] {
  return kinds.flatMap((kind) =>
    (descriptor(kind).follows ?? [])
      .filter((follow) => follow.leader === leader)
      .map((follow) => ({ kind: kind as MachineKind, link: follow.link, on: follow.on })),
  );
}

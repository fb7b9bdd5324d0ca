import type { AnyActionEntry } from '../actions/entry';
import type { Transitions } from '../machines/transitions';
import type { AnyPermission } from '../permissions';
import type { NotificationType } from '../schemas/notification';

/** A state machine on a record: its transition table and the field (drizzle property) of the row that holds the state. */
export interface MachineSpec<S extends string = string> {
  transitions: Transitions<S>;
  column: string;
}

/**
 * A record that moves when another does, in the same transaction: when its `leader` is moved to a state named in
 * `on`, the followers linked to it move through the states listed (each where their machine allows it, in order).
 * `link` says how a follower finds its leader: `{ follower: 'shipmentId' }` (a column of the follower holding the
 * leader's id) or `{ leader: 'orderId' }` (a column of the leader holding the follower's id).
 */
export interface FollowSpec {
  leader: string;
  link: { follower: string } | { leader: string };
  on: Readonly<Record<string, readonly string[]>>;
}

/** What a record's live events carry to whom, and which screens' data they make stale. */
export interface EventSpec {
  /** The permission a subscriber's role needs to hear of the record's events (its read permission). */
  permission: AnyPermission;
  /**
   * The routers (of the AppRouter) whose queries a change to such a record can alter: its own and its neighbours'.
   * Their union is RefreshKey (entities/registry.ts), which the web app's refetch map must name in full.
   */
  refreshes: readonly string[];
  /** The type of the notifications its events send (the preference that switches them); absent: they notify nobody. */
  notificationType?: NotificationType;
  /** The word a notification's title uses for the record ("Blackout updated"), when it differs from the label. */
  noticeName?: string;
}

/**
 * ONE DESCRIPTOR PER RECORD KIND: everything the layers need to know of a kind of record, stated once. The maps each
 * layer used to keep per kind (404 labels, event permissions, live-refresh keys, the runner's machines, audit names,
 * list sorts) are derived from these (entities/registry.ts); what a layer binds itself (the server's table for a
 * kind) is a map the type checker requires to name every kind with a machine.
 */
export interface EntityDescriptor {
  /** How a 404 and a refusal name one record: "Offer not found". */
  label: string;
  /** The entity type its audit rows and domain events carry, when it is not the kind's own name. */
  auditType?: string;
  /**
   * The name its table is exported under in the database schema (packages/db/src/schema.ts: `rfqs`), where the
   * transition runner moves its records; every kind with a machine names one.
   */
  table?: string;
  /** Its state machine. */
  machine?: MachineSpec;
  /** Further machines on the same row (an offer's counter-offer), moved by the runner under their own names. */
  parts?: Readonly<Record<string, MachineSpec>>;
  /**
   * The sort keys of its list, where it has one. The kinds written before descriptors keep theirs in list-sorts.ts
   * (its screens import them from there); a new kind states them here, as its machine's table.
   */
  sorts?: readonly string[];
  /**
   * Its verbs, `'<kind>.<verb>'`, each with its permission, party rule and transition (actions/entry.ts): they join
   * the catalog's names and the action registry's entries (actions/catalog.ts, actions/registry.ts), so a new kind
   * states them here. A verb may act on another kind's record (a create acts on the organization).
   */
  verbs?: Readonly<Record<string, AnyActionEntry>>;
  /** Its live events; absent: it raises none (audited only). */
  events?: EventSpec;
  /** The page of one such record, given its id (and, for an offer, its RFQ's id); null: it has no page. */
  page?: (id: string, related: { rfqId?: string }) => string | null;
  /** The moves it makes when another record moves. */
  follows?: readonly FollowSpec[];
}

/** Keeps a descriptor's literal types (its machine's states) while checking its shape. */
export function defineEntity<const D extends EntityDescriptor>(descriptor: D): D {
  return descriptor;
}

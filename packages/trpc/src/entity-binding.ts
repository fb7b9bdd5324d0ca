import type { Executor } from '@energy/db/client';
import { type Schema, schema } from '@energy/db/schema';
import { jobs } from '@energy/db/schema/fleet';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import type { EntityDescriptor } from '@energy/domain/entities/descriptor';
import { ENTITIES, MACHINES, type MachineKind } from '@energy/domain/entities/registry';
import { JOB_FINAL_STATES } from '@energy/domain/machines/fleet';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { releaseResources } from './routers/job/job.follow';
import type { AuditOf, RowOf, StateOf } from './transition';

/*
 * WHAT THE SERVER BINDS TO EACH KIND OF RECORD (the domain's descriptors, entities/*.ts, say the rest): the table
 * a kind's rows live in, named by its descriptor (`table`, an export of the database schema), and, for a kind that
 * follows another, what its follow-on moves write that the domain cannot say (timestamps, the audit row's actor and
 * the organizations it concerns, the work after the move). The type checker names a kind with a machine whose
 * descriptor names no table of the schema, and a follower kind that has no effects.
 */

type Entities = typeof ENTITIES;
/** The table a kind's descriptor names, or why it has none. */
type NamedTable<K extends MachineKind> = Entities[K] extends { table: infer T extends keyof Schema }
  ? Schema[T]
  : `the descriptor of ${K} names no table of @energy/db/schema (its table)`;

/** The kinds with a state machine (an offer's counter-offer lives on the offer's row, under its own name). */
const MACHINE_KINDS = [...new Set(Object.values(MACHINES).map(({ kind }) => kind))];

/** The table a kind's descriptor names, from the database schema. */
function namedTable(kind: MachineKind): EntityTable {
  const name: string | undefined = (ENTITIES[kind] as EntityDescriptor).table;
  if (!name || !Object.hasOwn(schema, name)) throw new Error(`${kind}: its descriptor names no table of the schema`);
  return schema[name as keyof Schema] as EntityTable;
}

/** The table of every kind of record with a state machine. */
export const ENTITY_TABLES = Object.fromEntries(MACHINE_KINDS.map((kind) => [kind, namedTable(kind)])) as {
  [K in MachineKind]: NamedTable<K>;
} satisfies { [K in MachineKind]: EntityTable };

/** A table of records with a machine, as the runner's core handles any. */
export type EntityTable = PgTable & { id: PgColumn };
type Tables = typeof ENTITY_TABLES;
export type TableOf<K extends MachineKind> = K extends keyof Tables ? Tables[K] : never;
/** The columns besides the state that a move of a record of kind K may set. */
export type SetOf<K extends MachineKind> = TableOf<K> extends infer T extends PgTable ? PgUpdateSetSource<T> : never;

/** The table of a kind, for the runner's core. */
export function tableOf(kind: MachineKind): EntityTable {
  return ENTITY_TABLES[kind as keyof Tables];
}

/** The kinds whose descriptor says they follow another kind's moves. */
export type FollowerKind = {
  [K in MachineKind]: Entities[K] extends { follows: readonly unknown[] } ? K : never;
}[MachineKind];

/** The kinds a follower follows. */
type LeaderKindOf<K extends MachineKind> = Entities[K] extends { follows: readonly (infer F)[] }
  ? F extends { leader: infer L }
    ? L & MachineKind
    : never
  : never;

/** The leader whose move a follower's move follows: its kind, its row as moved, and the audit its move wrote. */
export type Leader<K extends MachineKind> = {
  [L in LeaderKindOf<K>]: { kind: L; row: RowOf<L>; audit: AuditOf };
}[LeaderKindOf<K>];

/** What a follower kind's follow-on move writes besides its state and its audit row's states. */
export interface FollowEffect<K extends MachineKind> {
  /** The other columns the move sets. */
  set: (to: StateOf<K>, now: Date) => SetOf<K>;
  /** Its audit row and event: the leader's actor, and the organizations the follower's move concerns. */
  audit: (tx: Executor, row: RowOf<K>, leader: Leader<K>) => Promise<AuditOf>;
  /** The work once the rows moved, in the same transaction. */
  after?: (tx: Executor, rows: RowOf<K>[], to: StateOf<K>, now: Date) => Promise<void>;
}

/** The supplier of a shipment's order: its job's moves concern the supplier (the shipper). */
async function shipperOf(tx: Executor, shipmentId: string): Promise<string | undefined> {
  const [order] = await tx
    .select({ supplierOrgId: orders.supplierOrgId })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(shipments.id, shipmentId));
  return order?.supplierOrgId;
}

export const FOLLOW_EFFECTS: { [K in FollowerKind]: FollowEffect<K> } = {
  /** A contract activated or cancelled with its order: the order's mover acts; both parties hear of it. */
  contract: {
    set: (_to, now) => ({ updatedAt: now }),
    audit: async (_tx, contract, { audit }) => ({
      actorUserId: audit.actorUserId,
      organizationId: audit.organizationId,
      organizations: [contract.buyerOrgId, contract.supplierOrgId],
      ...(contract.status === 'active' ? { action: 'contract.activated' } : {}),
    }),
  },
  /** An order on the road with its shipment: the mover's organization acts, its buyer and supplier hear of it. */
  order: {
    set: (_to, now) => ({ updatedAt: now }),
    audit: async (_tx, order, { audit }) => ({
      actorUserId: audit.actorUserId,
      organizationId: audit.organizationId,
      organizations: [order.buyerOrgId, order.supplierOrgId],
    }),
  },
  /** A shipment cancelled with its order: the canceller acts; the order's parties and the carrier hear of it. */
  shipment: {
    set: (_to, now) => ({ updatedAt: now }),
    audit: async (_tx, shipment, { audit, row: order }) => ({
      actorUserId: audit.actorUserId,
      organizationId: audit.organizationId,
      organizations: [order.buyerOrgId, order.supplierOrgId, shipment.logisticsOrgId],
    }),
  },
  /**
   * A job on the road with its shipment starts its clock once; a completed one records when; the carrier's
   * organization moves it, for the leader's actor, and the shipper hears of it. A finished job frees its crew.
   */
  job: {
    set: (to, now) => ({
      lastUpdate: now,
      ...(to === 'in_progress'
        ? { actualStartTime: sql`coalesce(${jobs.actualStartTime}, ${now.toISOString()}::timestamptz)` }
        : {}),
      ...(to === 'completed' ? { completedAt: now } : {}),
    }),
    audit: async (tx, job, { audit }) => ({
      actorUserId: audit.actorUserId,
      organizationId: job.organizationId,
      organizations: [await shipperOf(tx, job.shipmentId)],
    }),
    after: async (tx, moved, to, now) => {
      if (!JOB_FINAL_STATES.includes(to)) return;
      for (const job of moved) await releaseResources(tx, job, now);
    },
  },
};

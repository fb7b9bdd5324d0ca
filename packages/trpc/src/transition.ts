import type { Executor } from '@energy/db/client';
import {
  auditTypeOf,
  followersOf,
  MACHINES,
  type ENTITIES,
  type MachineKind,
  type MachineName,
} from '@energy/domain/entities/registry';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditEntry } from './audit';
import {
  FOLLOW_EFFECTS,
  tableOf,
  type EntityTable,
  type FollowerKind,
  type SetOf,
  type TableOf,
} from './entity-binding';
import { conflict } from './errors';

export type { MachineName };

type Entities = typeof ENTITIES;

/** The kind of record a machine lives on: the kind of its name, or the kind whose `parts` name it (counter: offer). */
export type KindOf<M extends MachineName> = M extends MachineKind
  ? M
  : { [K in MachineKind]: Entities[K] extends { parts: Record<M, unknown> } ? K : never }[MachineKind];
type SpecOf<M extends MachineName> = M extends MachineKind
  ? Entities[M] extends { machine: infer S }
    ? S
    : never
  : Entities[KindOf<M>] extends { parts: Record<M, infer S> }
    ? S
    : never;
export type RowOf<M extends MachineName> = TableOf<KindOf<M>> extends { $inferSelect: infer R } ? R : never;
export type StateOf<M extends MachineName> = SpecOf<M> extends { transitions: infer T } ? keyof T & string : never;

/** What the audit row and the domain event say besides the record, its states and the time. */
export type AuditOf = Omit<AuditEntry, 'entityType' | 'entityId' | 'fromState' | 'toState' | 'action'> & {
  action?: string;
};

export interface Move<M extends MachineName> {
  to: StateOf<M>;
  /** Other columns the move writes (a timestamp, a reason); the state column is the runner's. */
  set?: SetOf<KindOf<M>>;
  /** Further conditions of the UPDATE (the offer version the caller saw, the carrier's own shipment). */
  where?: SQL;
  /** The audit row and event, per moved record; `action` defaults to `{entity}.{to}`. */
  audit: AuditOf | ((row: RowOf<M>) => AuditOf | Promise<AuditOf>);
  /** When the move happens: the follow-on moves stamp this time too (default: the clock's now). */
  now?: Date;
}

/** A row as the runner's core handles it, whatever its table. */
type Row = Record<string, unknown> & { id: string };

/** A move as the runner's core makes it, on any machine. */
interface AnyMove {
  to: string;
  set?: Record<string, unknown>;
  where?: SQL | undefined;
  audit: AuditOf | ((row: Row) => AuditOf | Promise<AuditOf>);
  now: Date;
}

/** The effects of a follower kind's moves, as the core calls them (FOLLOW_EFFECTS types them per kind). */
interface AnyEffect {
  set(to: string, now: Date): Record<string, unknown>;
  audit(tx: Executor, row: Row, leader: { kind: MachineKind; row: Row; audit: AuditOf }): Promise<AuditOf>;
  after?(tx: Executor, rows: Row[], to: string, now: Date): Promise<void>;
}

/** A machine by its name: its transitions, the kind and table of its records, and its state column (by property name and as a column). */
function machine(name: MachineName) {
  const { transitions, column, kind } = MACHINES[name];
  const table = tableOf(kind);
  const state = getTableColumns(table)[column];
  if (!state) throw new Error(`The ${kind} table has no column ${column}`);
  return { transitions, key: column, kind, table, state, own: name === kind };
}

/** The core of transitionWhere, untyped: the moves of one machine, then the moves that follow them. */
async function moveWhere(db: Executor, name: MachineName, where: SQL, move: AnyMove): Promise<Row[]> {
  const { transitions, key, kind, table, state, own } = machine(name);
  const sources = sourcesOf(transitions, move.to);
  if (sources.length === 0) return [];
  return db.transaction(async (tx) => {
    const before = (await tx
      .select()
      .from(table)
      .where(and(where, inArray(state, sources), move.where))
      .for('update')) as Row[];
    if (before.length === 0) return [];
    const moved = (await tx
      .update(table)
      .set({ ...move.set, [key]: move.to })
      .where(
        inArray(
          table.id,
          before.map((row) => row.id),
        ),
      )
      .returning()) as Row[];
    const entityType = auditTypeOf(kind);
    const leaders: { row: Row; audit: AuditOf }[] = [];
    for (const row of moved) {
      const from = before.find((b) => b.id === row.id);
      const audit = typeof move.audit === 'function' ? await move.audit(row) : move.audit;
      const { action, ...entry } = audit;
      await recordAudit(tx, {
        ...entry,
        action: action ?? `${entityType}.${move.to}`,
        entityType,
        entityId: row.id,
        fromState: (from?.[key] as string | null | undefined) ?? null,
        toState: move.to,
      });
      leaders.push({ row, audit });
    }
    // The records that follow this kind's machine (not a part's, such as an offer's counter-offer) move with it.
    if (own) await follow(tx, kind, leaders, move.to, move.now);
    return moved;
  });
}

/**
 * THE FOLLOW-ON MOVES: for every kind whose descriptor follows `kind` when it reaches `to`, the followers linked to
 * each moved leader move through the states listed, each where their machine lets them (a completed job stays
 * completed), with the columns, audit rows and after-work the server binds to the follower kind (FOLLOW_EFFECTS);
 * their own followers follow them in turn (an order cancelled: its shipments, then their jobs).
 */
async function follow(
  tx: Executor,
  kind: MachineKind,
  leaders: { row: Row; audit: AuditOf }[],
  to: string,
  now: Date,
): Promise<void> {
  for (const follower of followersOf(kind)) {
    const states = follower.on[to];
    if (!states) continue;
    const effect: AnyEffect = FOLLOW_EFFECTS[follower.kind as FollowerKind];
    const table = tableOf(follower.kind);
    for (const leader of leaders) {
      const linked = linkTo(table, follower.link, leader.row);
      if (!linked) continue;
      for (const state of states) {
        const moved = await moveWhere(tx, follower.kind, linked, {
          to: state,
          set: effect.set(state, now),
          now,
          audit: (row) => effect.audit(tx, row, { kind, row: leader.row, audit: leader.audit }),
        });
        if (moved.length > 0) await effect.after?.(tx, moved, state, now);
      }
    }
  }
}

/** The followers of one leader row: by a column of theirs holding its id, or by its column holding theirs (null: none). */
function linkTo(table: EntityTable, link: { follower: string } | { leader: string }, leader: Row): SQL | null {
  if ('follower' in link) {
    const column = getTableColumns(table)[link.follower];
    if (!column) throw new Error(`A follow links by ${link.follower}, which its table lacks`);
    return eq(column, leader.id);
  }
  const id = leader[link.leader];
  return typeof id === 'string' ? eq(table.id, id) : null;
}

/**
 * THE TRANSITION RUNNER: moves every record matching `where` whose state the machine lets move to
 * `move.to` (UPDATE ... WHERE state IN sourcesOf(machine, to)), and writes for each its audit row and its
 * domain event; then the records that follow it move as its kind's followers declare (followersOf), and theirs
 * in turn. All in one transaction of their own (a savepoint inside the caller's), so the states, the audit rows
 * and the events are written together or not at all. Returns the moved rows, as they are now.
 */
export async function transitionWhere<M extends MachineName>(
  db: Executor,
  name: M,
  where: SQL,
  move: Move<M>,
): Promise<RowOf<M>[]> {
  const { audit } = move;
  const moved = await moveWhere(db, name, where, {
    to: move.to,
    set: move.set,
    where: move.where,
    now: move.now ?? new Date(),
    audit: typeof audit === 'function' ? (row) => audit(row as RowOf<M>) : audit,
  });
  return moved as RowOf<M>[];
}

/**
 * One record's move, for a verb: 409 with `refusal(current state)` when the machine (or `move.where`)
 * does not let it move, so a lost race answers the same as a stale button.
 */
export async function transition<M extends MachineName>(
  db: Executor,
  name: M,
  recordId: string,
  move: Move<M> & { refusal: (state: string | null) => string },
): Promise<RowOf<M>> {
  const { table, state } = machine(name);
  const [moved] = await transitionWhere(db, name, eq(table.id, recordId), move);
  if (moved) return moved;
  const [current] = await db.select({ state }).from(table).where(eq(table.id, recordId));
  throw conflict(move.refusal(stateText(current?.state)));
}

/**
 * Locks a record that must make a move later in the caller's transaction, and refuses now (409 naming its
 * state) when the machine would not let it: for a verb that writes other rows first (a shipment before
 * its order is allocated), so that concurrent calls queue here instead of colliding on those rows.
 */
export async function lockMovable<M extends MachineName>(
  db: Executor,
  name: M,
  recordId: string,
  to: StateOf<M>,
  refusal: (state: string | null) => string,
): Promise<void> {
  const { transitions, table, state } = machine(name);
  const [current] = await db.select({ state }).from(table).where(eq(table.id, recordId)).for('update');
  const found = stateText(current?.state);
  if (found === null || !sourcesOf(transitions, to).includes(found)) throw conflict(refusal(found));
}

function stateText(state: unknown): string | null {
  return typeof state === 'string' ? state : null;
}

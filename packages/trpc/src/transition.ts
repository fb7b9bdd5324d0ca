import type { Executor } from '@energy/db/client';
import { disputes, kybKycReviews } from '@energy/db/schema/admin-reviews';
import { contracts, settlements } from '@energy/db/schema/contracts';
import { jobs, tenderBids, vehicles } from '@energy/db/schema/fleet';
import { offers } from '@energy/db/schema/offers';
import { orders } from '@energy/db/schema/orders';
import { payments } from '@energy/db/schema/payments';
import { rfqs } from '@energy/db/schema/rfqs';
import { shipments } from '@energy/db/schema/shipments';
import { DISPUTE_TRANSITIONS, REVIEW_TRANSITIONS } from '@energy/domain/machines/admin';
import { BID_TRANSITIONS, JOB_TRANSITIONS, VEHICLE_TRANSITIONS } from '@energy/domain/machines/fleet';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, SHIPMENT_TRANSITIONS } from '@energy/domain/machines/fulfilment';
import {
  CONTRACT_TRANSITIONS, COUNTER_TRANSITIONS, OFFER_TRANSITIONS, RFQ_TRANSITIONS, SETTLEMENT_TRANSITIONS,
} from '@energy/domain/machines/procurement';
import { sourcesOf, type Transitions } from '@energy/domain/machines/transitions';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { recordAudit, type AuditEntry } from './audit';
import { conflict } from './errors';

/** Every record with a state machine: its table, its machine and the column that holds its state. */
const MACHINES = {
  rfq: { table: rfqs, machine: RFQ_TRANSITIONS, column: rfqs.status },
  offer: { table: offers, machine: OFFER_TRANSITIONS, column: offers.status },
  /** The counter-offer on an offer has its own small machine, in offers.counter_status. */
  counter: { table: offers, machine: COUNTER_TRANSITIONS, column: offers.counterStatus },
  contract: { table: contracts, machine: CONTRACT_TRANSITIONS, column: contracts.status },
  settlement: { table: settlements, machine: SETTLEMENT_TRANSITIONS, column: settlements.status },
  order: { table: orders, machine: ORDER_TRANSITIONS, column: orders.status },
  shipment: { table: shipments, machine: SHIPMENT_TRANSITIONS, column: shipments.status },
  payment: { table: payments, machine: PAYMENT_TRANSITIONS, column: payments.status },
  vehicle: { table: vehicles, machine: VEHICLE_TRANSITIONS, column: vehicles.status },
  bid: { table: tenderBids, machine: BID_TRANSITIONS, column: tenderBids.status },
  job: { table: jobs, machine: JOB_TRANSITIONS, column: jobs.status },
  review: { table: kybKycReviews, machine: REVIEW_TRANSITIONS, column: kybKycReviews.status },
  dispute: { table: disputes, machine: DISPUTE_TRANSITIONS, column: disputes.status },
} as const;

export type MachineEntity = keyof typeof MACHINES;
type Spec<E extends MachineEntity> = (typeof MACHINES)[E];
export type RowOf<E extends MachineEntity> = Spec<E>['table']['$inferSelect'];
export type StateOf<E extends MachineEntity> = keyof Spec<E>['machine'] & string;

/** What the audit row and the domain event say besides the record, its states and the time. */
export type AuditOf = Omit<AuditEntry, 'entityType' | 'entityId' | 'fromState' | 'toState' | 'action'> & { action?: string };

export interface Move<E extends MachineEntity> {
  to: StateOf<E>;
  /** Other columns the move writes (a timestamp, a reason); the state column is the runner's. */
  set?: PgUpdateSetSource<Spec<E>['table']>;
  /** Further conditions of the UPDATE (the offer version the caller saw, the carrier's own shipment). */
  where?: SQL;
  /** The audit row and event, per moved record; `action` defaults to `{entity}.{to}`. */
  audit: AuditOf | ((row: RowOf<E>) => AuditOf);
}

interface Table {
  id: PgColumn;
}

/**
 * THE TRANSITION RUNNER: moves every record matching `where` whose state the machine lets move to
 * `move.to` (UPDATE ... WHERE state IN sourcesOf(machine, to)), and writes for each its audit row and its
 * domain event, all in one transaction of their own (a savepoint inside the caller's), so the state, the
 * audit row and the event are written together or not at all. Returns the moved rows, as they are now.
 */
export async function transitionWhere<E extends MachineEntity>(db: Executor, entity: E, where: SQL, move: Move<E>): Promise<RowOf<E>[]> {
  const { table, machine, column } = MACHINES[entity];
  const id = (table as unknown as Table).id;
  const sources = sourcesOf(machine as Transitions<string>, move.to);
  if (sources.length === 0) return [];
  return db.transaction(async (tx) => {
    const before = (await tx.select().from(table as never).where(and(where, inArray(column as PgColumn, sources), move.where)).for('update')) as RowOf<E>[];
    if (before.length === 0) return [];
    const ids = before.map((row) => (row as { id: string }).id);
    const stateKey = column === offers.counterStatus ? 'counterStatus' : 'status';
    const moved = (await tx
      .update(table as never)
      .set({ ...move.set, [stateKey]: move.to } as never)
      .where(inArray(id, ids))
      .returning()) as RowOf<E>[];
    const entityType = entity === 'counter' ? 'offer' : entity;
    for (const row of moved) {
      const from = before.find((b) => (b as { id: string }).id === (row as { id: string }).id) as Record<string, unknown> | undefined;
      const { action, ...audit } = typeof move.audit === 'function' ? move.audit(row) : move.audit;
      await recordAudit(tx, {
        ...audit, action: action ?? `${entityType}.${move.to}`, entityType, entityId: (row as { id: string }).id,
        fromState: (from?.[stateKey] as string | null | undefined) ?? null, toState: move.to,
      });
    }
    return moved;
  });
}

/**
 * One record's move, for a verb: 409 with `refusal(current state)` when the machine (or `move.where`)
 * does not let it move, so a lost race answers the same as a stale button.
 */
export async function transition<E extends MachineEntity>(
  db: Executor, entity: E, recordId: string, move: Move<E> & { refusal: (state: string | null) => string },
): Promise<RowOf<E>> {
  const { table, column } = MACHINES[entity];
  const id = (table as unknown as Table).id;
  const [moved] = await transitionWhere(db, entity, eq(id, recordId), move);
  if (moved) return moved;
  const [current] = (await db.select({ state: column }).from(table as never).where(eq(id, recordId))) as { state: string | null }[];
  throw conflict(move.refusal(current?.state ?? null));
}

/**
 * Locks a record that must make a move later in the caller's transaction, and refuses now (409 naming its
 * state) when the machine would not let it: for a verb that writes other rows first (a shipment before
 * its order is allocated), so that concurrent calls queue here instead of colliding on those rows.
 */
export async function lockMovable<E extends MachineEntity>(db: Executor, entity: E, recordId: string, to: StateOf<E>, refusal: (state: string | null) => string): Promise<void> {
  const { table, machine, column } = MACHINES[entity];
  const id = (table as unknown as Table).id;
  const [current] = (await db.select({ state: column }).from(table as never).where(eq(id, recordId)).for('update')) as { state: string | null }[];
  const state = current?.state ?? null;
  if (state === null || !sourcesOf(machine as Transitions<string>, to).includes(state)) throw conflict(refusal(state));
}

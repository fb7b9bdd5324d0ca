import type { Executor } from '@energy/db/client';
import { blackoutDates, drivers, vehicles } from '@energy/db/schema/fleet';
import type { BlackoutEntityType } from '@energy/domain/constants';
import {
  FLEET_MESSAGES,
  todayOf,
  type TBlackout,
  type ZBlackoutInput,
  type ZBlackoutUpdateInput,
} from '@energy/domain/schemas/fleet';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { badRequest, conflict, notFound } from '../../errors';
import { requireOrg, type CallerScope } from '../../scope';
import { listBlackouts, loadBlackouts, type BlackoutFacts } from './blackout.queries';

type BlackoutFields = z.output<typeof ZBlackoutInput>;

async function getBlackout(db: Executor, scope: CallerScope, id: string): Promise<TBlackout> {
  const [blackout] = await listBlackouts(db, scope, eq(blackoutDates.id, id));
  if (!blackout) throw notFound('Blackout date');
  return blackout;
}

async function blackoutFacts(db: Executor, scope: CallerScope, id: string): Promise<BlackoutFacts | null> {
  const [loaded] = await loadBlackouts(db, scope, eq(blackoutDates.id, id));
  return loaded?.facts ?? null;
}

/** 400 on entityId unless it names a vehicle or driver (as entityType says) of the organization. */
async function requireOwnEntity(
  tx: Executor,
  organizationId: string,
  entityType: BlackoutEntityType,
  entityId: string,
): Promise<void> {
  const table = entityType === 'vehicle' ? vehicles : drivers;
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, entityId), eq(table.organizationId, organizationId)));
  if (!found) throw badRequest('entityId', FLEET_MESSAGES.entityRequired);
}

function columnsOf(input: BlackoutFields) {
  return {
    entityType: input.entityType,
    entityId: input.entityId,
    startDate: input.startDate,
    endDate: input.endDate,
    reason: input.reason,
    description: input.description ?? null,
    isRecurring: input.isRecurring,
  };
}

/**
 * A blackout marks days to come: a start or end day before today (UTC) is refused, except a day
 * the blackout already had, so an ongoing blackout can still be edited.
 */
function refusePastDays(
  input: Pick<BlackoutFields, 'startDate' | 'endDate'>,
  now: Date,
  kept?: { startDate: string; endDate: string },
) {
  const today = todayOf(now);
  if (input.startDate < today && input.startDate !== kept?.startDate)
    throw badRequest('startDate', FLEET_MESSAGES.blackoutStartPast);
  if (input.endDate < today && input.endDate !== kept?.endDate)
    throw badRequest('endDate', FLEET_MESSAGES.blackoutEndPast);
}

const auditDetails = (input: BlackoutFields) => ({
  entityType: input.entityType,
  entityId: input.entityId,
  startDate: input.startDate,
  endDate: input.endDate,
});

export async function createBlackout(
  db: Executor,
  scope: CallerScope,
  input: BlackoutFields,
  now = new Date(),
): Promise<TBlackout> {
  const organizationId = requireOrg(scope);
  requireAllowed(scope, 'blackout.create', { organizationId });
  refusePastDays(input, now);
  const id = await db.transaction(async (tx) => {
    await requireOwnEntity(tx, organizationId, input.entityType, input.entityId);
    const [blackout] = await tx
      .insert(blackoutDates)
      .values({ ...columnsOf(input), organizationId, createdBy: scope.userId })
      .returning({ id: blackoutDates.id });
    if (!blackout) throw conflict('The blackout date was not created');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId,
      action: 'blackout.created',
      entityType: 'blackout',
      entityId: blackout.id,
      details: auditDetails(input),
    });
    return blackout.id;
  });
  return getBlackout(db, scope, id);
}

export async function updateBlackout(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZBlackoutUpdateInput>,
  now = new Date(),
): Promise<TBlackout> {
  const { id, ...fields } = input;
  const current = await blackoutFacts(db, scope, id);
  requireAllowed(scope, 'blackout.update', current, now);
  refusePastDays(fields, now, await getBlackout(db, scope, id));
  const organizationId = current?.organizationId ?? '';
  await db.transaction(async (tx) => {
    await requireOwnEntity(tx, organizationId, fields.entityType, fields.entityId);
    await tx
      .update(blackoutDates)
      .set({ ...columnsOf(fields), updatedAt: now })
      .where(and(eq(blackoutDates.id, id), eq(blackoutDates.organizationId, organizationId)));
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId,
      action: 'blackout.updated',
      entityType: 'blackout',
      entityId: id,
      details: auditDetails(fields),
    });
  });
  return getBlackout(db, scope, id);
}

export async function deleteBlackout(
  db: Executor,
  scope: CallerScope,
  id: string,
  now = new Date(),
): Promise<{ id: string }> {
  const current = await blackoutFacts(db, scope, id);
  requireAllowed(scope, 'blackout.delete', current, now);
  const organizationId = current?.organizationId ?? '';
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(blackoutDates)
      .where(and(eq(blackoutDates.id, id), eq(blackoutDates.organizationId, organizationId)))
      .returning({ id: blackoutDates.id });
    if (!deleted) throw notFound('Blackout date');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      organizationId,
      action: 'blackout.deleted',
      entityType: 'blackout',
      entityId: id,
    });
  });
  return { id };
}

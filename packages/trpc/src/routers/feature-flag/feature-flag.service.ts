import type { Executor } from '@energy/db/client';
import { featureFlags } from '@energy/db/schema/admin-platform';
import {
  FEATURE_FLAG_MESSAGES,
  type TFeatureFlag,
  type ZFeatureFlagInput,
  type ZFeatureFlagToggleInput,
  type ZFeatureFlagUpdateInput,
} from '@energy/domain/schemas/feature-flag';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import { requireAllowed } from '../../authorize';
import { violatedUniqueConstraint } from '../../db-errors';
import { conflict, notFound } from '../../errors';
import type { CallerScope } from '../../scope';
import { listFlags } from './feature-flag.queries';

const FEATURE_FLAG = 'Feature flag';
type FlagFields = z.output<typeof ZFeatureFlagInput>;

async function loadFlag(db: Executor, scope: CallerScope, id: string): Promise<TFeatureFlag | null> {
  const [flag] = await listFlags(db, scope, eq(featureFlags.id, id));
  return flag ?? null;
}

async function getFlag(db: Executor, scope: CallerScope, id: string): Promise<TFeatureFlag> {
  const flag = await loadFlag(db, scope, id);
  if (!flag) throw notFound(FEATURE_FLAG);
  return flag;
}

/** Names are unique regardless of case: 409 on the name field, before the write and when a race loses on the index. */
async function requireFreeName(tx: Executor, name: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: featureFlags.id })
    .from(featureFlags)
    .where(
      and(eq(sql`lower(${featureFlags.name})`, name.toLowerCase()), except ? ne(featureFlags.id, except) : undefined),
    );
  if (taken) throw conflict(FEATURE_FLAG_MESSAGES.nameTaken, 'name');
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'feature_flags_name_key')
      throw conflict(FEATURE_FLAG_MESSAGES.nameTaken, 'name');
    throw error;
  }
}

const auditOf = (scope: CallerScope, action: string, id: string, fields: Partial<FlagFields>) => ({
  actorUserId: scope.userId,
  action,
  entityType: 'feature_flag',
  entityId: id,
  details: { name: fields.name, isEnabled: fields.isEnabled, rolloutPercentage: fields.rolloutPercentage },
});

export async function createFlag(db: Executor, scope: CallerScope, input: FlagFields): Promise<TFeatureFlag> {
  requireAllowed(scope, 'featureFlag.create', {});
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      await requireFreeName(tx, input.name);
      const [flag] = await tx.insert(featureFlags).values(input).returning({ id: featureFlags.id });
      if (!flag) throw conflict('The feature flag was not created');
      await recordAudit(tx, auditOf(scope, 'featureFlag.created', flag.id, input));
      return flag.id;
    }),
  );
  return getFlag(db, scope, id);
}

export async function updateFlag(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZFeatureFlagUpdateInput>,
  now = new Date(),
): Promise<TFeatureFlag> {
  const { id, ...fields } = input;
  requireAllowed(scope, 'featureFlag.update', await loadFlag(db, scope, id), now);
  await uniqueName(() =>
    db.transaction(async (tx) => {
      await requireFreeName(tx, fields.name, id);
      const [updated] = await tx
        .update(featureFlags)
        .set({ ...fields, updatedAt: now })
        .where(eq(featureFlags.id, id))
        .returning({ id: featureFlags.id });
      if (!updated) throw notFound(FEATURE_FLAG);
      await recordAudit(tx, auditOf(scope, 'featureFlag.updated', id, fields));
    }),
  );
  return getFlag(db, scope, id);
}

export async function toggleFlag(
  db: Executor,
  scope: CallerScope,
  input: z.output<typeof ZFeatureFlagToggleInput>,
  now = new Date(),
): Promise<TFeatureFlag> {
  const current = await loadFlag(db, scope, input.id);
  requireAllowed(scope, 'featureFlag.toggle', current, now);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(featureFlags)
      .set({ isEnabled: input.isEnabled, updatedAt: now })
      .where(eq(featureFlags.id, input.id))
      .returning({ id: featureFlags.id });
    if (!updated) throw notFound(FEATURE_FLAG);
    await recordAudit(tx, {
      ...auditOf(scope, input.isEnabled ? 'featureFlag.enabled' : 'featureFlag.disabled', input.id, {
        name: current?.name,
        isEnabled: input.isEnabled,
      }),
      fromState: current?.isEnabled ? 'enabled' : 'disabled',
      toState: input.isEnabled ? 'enabled' : 'disabled',
    });
  });
  return getFlag(db, scope, input.id);
}

export async function deleteFlag(db: Executor, scope: CallerScope, id: string): Promise<{ id: string }> {
  const current = await loadFlag(db, scope, id);
  requireAllowed(scope, 'featureFlag.delete', current);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(featureFlags).where(eq(featureFlags.id, id)).returning({ id: featureFlags.id });
    if (!deleted) throw notFound(FEATURE_FLAG);
    await recordAudit(tx, auditOf(scope, 'featureFlag.deleted', id, { name: current?.name }));
  });
  return { id };
}

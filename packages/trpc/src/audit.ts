import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';

export interface AuditEntry {
  actorUserId: string | null;
  organizationId?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  fromState?: string | null;
  toState?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row inside the caller's transaction, so the row and the change commit together. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

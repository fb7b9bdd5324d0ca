import type { Executor } from '@energy/db/client';
import { auditLog } from '@energy/db/schema/audit';
import { isEventEntityType } from '@energy/domain/schemas/events';
import { recordEvent } from './events/outbox';
import { requestAddress, requestApiToken } from './request-address';

export interface AuditEntry {
  actorUserId: string | null;
  organizationId?: string | null;
  /**
   * The other organizations the change concerns (the other party of an offer, contract or order, the
   * carrier of a shipment, the payee of a payment); with organizationId, they hear of it live.
   */
  organizations?: readonly (string | null | undefined)[];
  action: string;
  entityType: string;
  entityId: string;
  fromState?: string | null;
  toState?: string | null;
  details?: Record<string, unknown>;
  /** The request's address; by default the one of the request in progress (request-address.ts), none in a job. */
  clientAddress?: string | null;
  /** The API token the request came with; by default the request in progress's (request-address.ts). */
  apiTokenId?: string | null;
}

/**
 * Writes one audit row inside the caller's transaction, so the row and the change commit together. A
 * change to a business record (rfq, offer, contract, order, shipment, payment, settlement) also writes
 * its domain event to the outbox there, named by the action (`offer.selected`), for the live feed.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const { organizations = [], clientAddress = requestAddress(), apiTokenId = requestApiToken(), ...row } = entry;
  await tx.insert(auditLog).values({ ...row, clientAddress, apiTokenId });
  if (!isEventEntityType(entry.entityType)) return;
  const organizationIds = [entry.organizationId, ...organizations].filter((id): id is string => typeof id === 'string');
  await recordEvent(tx, {
    type: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    organizationIds,
    actorUserId: entry.actorUserId,
    payload: { fromState: entry.fromState ?? null, toState: entry.toState ?? null, ...entry.details },
  });
}

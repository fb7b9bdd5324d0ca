import type { Executor } from '@energy/db/client';
import { tenderBids, tenders } from '@energy/db/schema/fleet';
import { organizations } from '@energy/db/schema/organizations';
import { shipments } from '@energy/db/schema/shipments';
import type { RecordFacts } from '@energy/domain/actions/records';
import type { BidStatus, Priority, TenderStatus } from '@energy/domain/constants';
import type { TTender } from '@energy/domain/schemas/fleet';
import { aliasedTable, and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { allowedFor } from '../../authorize';
import { iso } from '../../iso-date';
import { myOrgVerifiedSql, verifiedOf, withMyOrgVerified } from '../../verification';
import { NO_PAGE_KEY, rememberLoadedKeys, type Keyset } from '../../paging';
import type { CallerScope } from '../../scope';

export const tenderSupplier = aliasedTable(organizations, 'tender_supplier');
/** The calling company's own answer to each tender (for admin: the winning bid, if any). */
export const answer = aliasedTable(tenderBids, 'answer');

/** A tender's facts, with the caller's verification: an unverified company may not bid (the registry's tender.bid). */
export type TenderFacts = RecordFacts['tender'];

/** Tenders: every logistics company sees those tendered to all and those tendered to it; admins see all. */
export function visibleTenders(scope: CallerScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  if (!scope.orgId || scope.role !== 'logistics') return sql`false`;
  return or(isNull(tenders.targetOrgId), eq(tenders.targetOrgId, scope.orgId));
}

export function answerJoin(scope: CallerScope): SQL | undefined {
  const ofTender = eq(answer.tenderId, tenders.id);
  if (!scope.isAdmin && scope.orgId) return and(ofTender, eq(answer.logisticsOrgId, scope.orgId));
  return and(ofTender, eq(answer.status, 'won'));
}

/** How a company's answer reads on its tender: its bid won, is waiting, or it declined or lost. */
const STATUS_OF_ANSWER: Record<BidStatus, TenderStatus> = {
  won: 'awarded',
  submitted: 'accepted',
  declined: 'rejected',
  lost: 'rejected',
};

/**
 * The tender's status for the calling company, in SQL so that the status filter pages like any column:
 * its answer decides; without one, the tender is expired once its deadline passed or its shipment left
 * `tendered` (awarded to another, withdrawn), else open.
 */
export function tenderStatusSql(now: Date): SQL<TenderStatus> {
  const byAnswer = Object.entries(STATUS_OF_ANSWER).map(
    ([bid, status]) => sql`when ${answer.status} = ${bid} then ${status}`,
  );
  return sql<TenderStatus>`(case ${sql.join(byAnswer, sql` `)} when ${shipments.status} <> 'tendered' or ${tenders.bidDeadline} <= ${now.toISOString()}::timestamptz then 'expired' else 'open' end)`;
}

export async function listTenders(
  db: Executor,
  scope: CallerScope,
  now: Date,
  filter?: SQL,
  page?: Keyset,
): Promise<TTender[]> {
  return (await loadTenders(db, scope, now, filter, page)).map((loaded) => loaded.row);
}

/** Tenders the caller may see, each with what the action rules read of it. */
export async function loadTenders(
  db: Executor,
  scope: CallerScope,
  now: Date,
  filter?: SQL,
  page?: Keyset,
): Promise<{ row: TTender; facts: TenderFacts }[]> {
  const query = db
    .select({
      pageKey: page?.key ?? NO_PAGE_KEY,
      tender: tenders,
      shipmentNumber: shipments.shipmentNumber,
      shipmentStatus: shipments.status,
      origin: shipments.originLocation,
      destination: shipments.destinationLocation,
      clientCompany: tenderSupplier.name,
      clientCompanyVerified: verifiedOf(tenderSupplier),
      answer,
      status: tenderStatusSql(now),
      myOrgVerified: myOrgVerifiedSql(scope.isAdmin ? null : scope.orgId),
    })
    .from(tenders)
    .innerJoin(shipments, eq(shipments.id, tenders.shipmentId))
    .innerJoin(tenderSupplier, eq(tenderSupplier.id, tenders.supplierOrgId))
    .leftJoin(answer, answerJoin(scope))
    .where(and(visibleTenders(scope), filter, page?.where))
    .orderBy(...(page?.orderBy ?? [desc(tenders.createdAt)]));
  const rows = await (page ? query.limit(page.limit) : query);
  const loaded = rows.map((r) => {
    const t = r.tender;
    const own = scope.isAdmin ? null : r.answer;
    const facts: TenderFacts = withMyOrgVerified(
      {
        supplierOrgId: t.supplierOrgId,
        targetOrgId: t.targetOrgId,
        shipmentStatus: r.shipmentStatus,
        bidDeadline: t.bidDeadline,
        myBidStatus: own?.status ?? null,
      },
      r.myOrgVerified,
    );
    const row: TTender = {
      allowedActions: allowedFor(scope, 'tender', facts, now),
      id: t.id,
      shipmentId: t.shipmentId,
      shipmentNumber: r.shipmentNumber,
      title: t.title,
      description: t.description,
      status: r.status,
      priority: t.priority as Priority,
      origin: r.origin,
      destination: r.destination,
      clientCompany: r.clientCompany,
      clientCompanyVerified: r.clientCompanyVerified,
      contactPerson: t.contactPerson,
      contactEmail: t.contactEmail,
      requiredDate: iso(t.requiredDate),
      bidDeadline: iso(t.bidDeadline),
      maxRate: t.maxRate,
      weight: t.weightKg,
      volume: t.volumeM3,
      cargoType: t.cargoType,
      specialRequirements: t.specialRequirements,
      hazardous: t.hazardous,
      direct: t.targetOrgId !== null,
      createdAt: iso(t.createdAt),
      myBid: own
        ? {
            id: own.id,
            status: own.status,
            proposedRate: own.proposedRate,
            estimatedDeliveryTime: own.estimatedDeliveryTime,
            notes: own.notes,
            createdAt: iso(own.createdAt),
          }
        : null,
    };
    return { row, facts };
  });
  return rememberLoadedKeys(
    loaded,
    rows.map((row) => row.pageKey),
  );
}

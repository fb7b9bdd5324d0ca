import type { Database, Executor } from '@energy/db/client';
import { disputes, kybKycReviews } from '@energy/db/schema/admin-reviews';
import { contracts } from '@energy/db/schema/contracts';
import { orders } from '@energy/db/schema/orders';
import { shipments } from '@energy/db/schema/shipments';
import { users } from '@energy/db/schema/users';
import {
  ZDisputeRaiseInput,
  ZDisputeStatusInput,
  type TDisputeRaiseInput,
  type TDisputeStatusInput,
} from '@energy/domain/schemas/dispute';
import { ZKybSubmitInput, ZKycSubmitInput, ZReviewStatusInput } from '@energy/domain/schemas/review';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { postgresStorage } from '../documents/storage';
import { uploadDocument } from '../routers/document/document.service';
import { decideDispute, raiseDispute } from '../routers/dispute/dispute.service';
import { decideReview, submitKyb, submitKyc } from '../routers/review/review.service';
import { scopeOf, type CallerScope } from '../scope';
import { demoUpload } from './documents-demo';

/** The evidence a submitter uploads first (through the documents service, as the web app does): their ids. */
async function uploadEvidence(tx: Executor, by: CallerScope, names: string[]): Promise<string[]> {
  const store = postgresStorage(tx);
  const ids: string[] = [];
  for (const name of names) ids.push((await uploadDocument(tx, store, by, demoUpload(name, 'certificate'))).id);
  return ids;
}

/**
 * The admin screens' demo: KYB/KYC reviews in every state (the new supplier Kano Fuel Traders waits, pending)
 * and disputes in every state, made through the services as their users would. Runs once: nothing happens
 * when a review exists, or before the fulfilment demo has made orders and shipments.
 */
export async function seedAdminDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(kybKycReviews);
  if ((existing?.n ?? 0) > 0) return false;
  const rows = await db
    .select()
    .from(users)
    .where(
      inArray(users.username, [
        'admin',
        'buyer',
        'finance',
        'supplier',
        'supplier2',
        'logistics',
        'logistics2',
        'newsupplier',
      ]),
    );
  const s: Record<string, CallerScope> = Object.fromEntries(
    rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]),
  );
  const { admin, buyer, finance, supplier, supplier2, logistics, logistics2, newsupplier } = s;
  if (
    !admin ||
    !buyer ||
    !finance ||
    !supplier ||
    !supplier2 ||
    !logistics ||
    !logistics2 ||
    !newsupplier?.orgId ||
    !supplier2.orgId
  )
    return false;
  const [orderRows, contractRows, shipmentRows] = await Promise.all([
    db.select({ id: orders.id }).from(orders).orderBy(asc(orders.createdAt)),
    db.select({ id: contracts.id }).from(contracts).orderBy(asc(contracts.createdAt)),
    db
      .select({ id: shipments.id, carrier: shipments.logisticsOrgId })
      .from(shipments)
      .orderBy(asc(shipments.createdAt)),
  ]);
  const carried = shipmentRows.filter((r) => r.carrier === logistics.orgId);
  const [order1, order2] = orderRows;
  const [contract1, contract2] = contractRows;
  const [shipment1] = carried;
  if (!order1 || !order2 || !contract1 || !contract2 || !shipment1) return false;

  return db.transaction(async (tx) => {
    // Reviews: pending (the new supplier's KYB), under review, approved, rejected.
    const kybPapers = [
      'Certificate of incorporation.pdf',
      'Tax registration certificate.pdf',
      'Petroleum product marketing license.pdf',
    ];
    await submitKyb(
      tx,
      newsupplier,
      ZKybSubmitInput.parse({
        organizationId: newsupplier.orgId,
        documents: await uploadEvidence(tx, newsupplier, kybPapers),
      }),
    );
    const underReview = await submitKyc(
      tx,
      buyer,
      ZKycSubmitInput.parse({ documents: await uploadEvidence(tx, buyer, ['Passport (buyer).pdf']) }),
    );
    await decideReview(tx, admin, ZReviewStatusInput.parse({ id: underReview.id, status: 'under_review' }));
    const approved = await submitKyb(
      tx,
      supplier2,
      ZKybSubmitInput.parse({
        organizationId: supplier2.orgId,
        documents: await uploadEvidence(tx, supplier2, kybPapers.slice(0, 2)),
      }),
    );
    await decideReview(tx, admin, ZReviewStatusInput.parse({ id: approved.id, status: 'approved' }));
    const rejected = await submitKyc(
      tx,
      logistics2,
      ZKycSubmitInput.parse({ documents: await uploadEvidence(tx, logistics2, ['Passport (expired).pdf']) }),
    );
    await decideReview(
      tx,
      admin,
      ZReviewStatusInput.parse({
        id: rejected.id,
        status: 'rejected',
        rejectionReason: 'The passport scan is expired; upload a valid identity document.',
      }),
    );

    // Disputes: open, investigating, escalated, resolved, closed.
    const raise = (by: CallerScope, input: TDisputeRaiseInput) => raiseDispute(tx, by, ZDisputeRaiseInput.parse(input));
    const decide = (input: TDisputeStatusInput) => decideDispute(tx, admin, ZDisputeStatusInput.parse(input));
    await raise(buyer, {
      relatedEntityType: 'shipment',
      relatedEntityId: shipment1.id,
      category: 'delivery',
      priority: 'high',
      description: 'Delivery arrived six hours after the agreed window; demurrage charged by the plant.',
    });
    const investigating = await raise(supplier, {
      relatedEntityType: 'contract',
      relatedEntityId: contract1.id,
      category: 'contract_terms',
      priority: 'medium',
      description: 'Price adjustment clause applied with the wrong reference index.',
    });
    await decide({ id: investigating.id, status: 'investigating' });
    const escalated = await raise(finance, {
      relatedEntityType: 'contract',
      relatedEntityId: contract2.id,
      category: 'payment',
      priority: 'critical',
      description: 'Advance payment captured twice on our card statement.',
    });
    await decide({ id: escalated.id, status: 'escalated' });
    const resolved = await raise(buyer, {
      relatedEntityType: 'order',
      relatedEntityId: order2.id,
      category: 'quality',
      priority: 'low',
      description: 'Sulphur content above the specification on the first batch.',
    });
    await decide({
      id: resolved.id,
      status: 'resolved',
      resolutionNotes: 'Lab retest within specification; certificate of quality attached to the order.',
    });
    const closed = await raise(supplier, {
      relatedEntityType: 'order',
      relatedEntityId: order1.id,
      category: 'other',
      priority: 'low',
      description: 'Delivery note signed by an unnamed recipient.',
    });
    // Closed is the archive state no verb reaches: the demo sets it so the screen shows it.
    await tx
      .update(disputes)
      .set({ status: 'closed', resolutionNotes: 'Withdrawn by the supplier after the recipient was named.' })
      .where(eq(disputes.id, closed.id));
    return true;
  });
}

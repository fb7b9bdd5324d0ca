import type { Executor } from '@energy/db/client';
import { contracts, settlementReminders, settlements } from '@energy/db/schema/contracts';
import { payments } from '@energy/db/schema/payments';
import { DUE_SOON_DAYS } from '@energy/domain/constants';
import { PAYMENT_TAKING_STATES } from '@energy/domain/machines/fulfilment';
import { CONTRACT_TRANSITIONS, SETTLEMENT_AWAITING, SETTLEMENT_TRANSITIONS } from '@energy/domain/machines/procurement';
import { sourcesOf } from '@energy/domain/machines/transitions';
import { settlementReminderStage } from '@energy/domain/settlement-reminders';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { iso } from '../iso-date';

const DAY_MS = 86_400_000;

/** Settlements still to be paid by their payer: pending, or failed (those finance may still record as paid). */
const UNPAID = sourcesOf(SETTLEMENT_TRANSITIONS, SETTLEMENT_AWAITING);
/** Contracts under way, whose settlements are owed: signed (the order not confirmed yet) or active. */
const UNDER_WAY = [...sourcesOf(CONTRACT_TRANSITIONS, 'active'), ...sourcesOf(CONTRACT_TRANSITIONS, 'completed')];

/**
 * The daily settlement reminder round: for every unpaid settlement of a contract under way whose
 * escrow payment is not taking the money, due within DUE_SOON_DAYS (today included) or past due, raises
 * `settlement.due` or `settlement.overdue` once per settlement and stage. The notifier turns the event into
 * notifications for both parties' members who may read settlements and have payment alerts on (mailed to those
 * with email on; the overdue one also alerts admins), with the texts of texts.ts.
 *
 * Safe with several instances at once: the reminder's row (primary key settlement and stage) and its event are
 * written in one transaction, and a second instance's insert of the same row waits for the first to commit, then
 * inserts nothing and raises nothing. Candidates are taken in id order, so two rounds never wait on each other in a
 * cycle. Returns how many reminders it raised.
 */
export async function sendSettlementReminders(db: Executor, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const horizon = new Date(now.getTime() + (DUE_SOON_DAYS + 1) * DAY_MS);
    const escrowTaking = tx
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.settlementId, settlements.id), inArray(payments.status, [...PAYMENT_TAKING_STATES])));
    const candidates = await tx
      .select({ settlement: settlements, buyerOrgId: contracts.buyerOrgId, supplierOrgId: contracts.supplierOrgId })
      .from(settlements)
      .innerJoin(contracts, eq(contracts.id, settlements.contractId))
      .where(
        and(
          inArray(settlements.status, [...UNPAID]),
          inArray(contracts.status, UNDER_WAY),
          lte(settlements.dueDate, horizon),
          notExists(escrowTaking),
        ),
      )
      .orderBy(asc(settlements.id));
    let raised = 0;
    for (const { settlement, buyerOrgId, supplierOrgId } of candidates) {
      const stage = settlementReminderStage(settlement.dueDate, now);
      if (!stage) continue;
      const [claimed] = await tx
        .insert(settlementReminders)
        .values({ settlementId: settlement.id, stage, sentAt: now })
        .onConflictDoNothing()
        .returning({ settlementId: settlementReminders.settlementId });
      if (!claimed) continue;
      await recordAudit(tx, {
        actorUserId: null,
        organizationId: buyerOrgId,
        organizations: [supplierOrgId],
        action: `settlement.${stage}`,
        entityType: 'settlement',
        entityId: settlement.id,
        fromState: settlement.status,
        toState: settlement.status,
        details: { stage, dueDate: iso(settlement.dueDate), amount: settlement.amount, currency: settlement.currency },
        clientAddress: null,
      });
      raised += 1;
    }
    return raised;
  });
}

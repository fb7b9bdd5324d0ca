import { DUE_SOON_DAYS } from './constants';
import { dueBadge } from './schemas/contract';

/**
 * Settlement reminders: a settlement still to be paid is reminded of once when it falls due
 * soon (due within DUE_SOON_DAYS, today included: the settlement dashboard's Due Today / Due Soon badges) and once
 * when it is overdue (its due date is past). The daily job sends each stage once per settlement.
 */
export const SETTLEMENT_REMINDER_STAGES = ['due', 'overdue'] as const;
export type SettlementReminderStage = (typeof SETTLEMENT_REMINDER_STAGES)[number];

/** The reminder a settlement due on `dueDate` calls for today, by date as the dashboard's badge; null while not due soon. */
export function settlementReminderStage(
  dueDate: Date | string,
  now: Date = new Date(),
): SettlementReminderStage | null {
  const badge = dueBadge(dueDate, now, DUE_SOON_DAYS);
  if (badge === 'Overdue') return 'overdue';
  return badge === null ? null : 'due';
}

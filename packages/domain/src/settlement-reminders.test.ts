import { describe, expect, it } from 'vitest';
import { settlementReminderStage } from './settlement-reminders';

const NOW = new Date('2026-11-27T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('settlement reminder stage, by date', () => {
  it('overdue once its due day is past; due from seven days ahead to the due day; nothing earlier', () => {
    expect(settlementReminderStage(at('2026-11-26T23:00:00Z'), NOW)).toBe('overdue');
    expect(settlementReminderStage(at('2026-11-27T00:30:00Z'), NOW)).toBe('due');
    expect(settlementReminderStage(at('2026-11-27T23:00:00Z'), NOW)).toBe('due');
    expect(settlementReminderStage(at('2026-12-04T12:00:00Z'), NOW)).toBe('due');
    expect(settlementReminderStage(at('2026-12-05T12:00:00Z'), NOW)).toBeNull();
  });
});

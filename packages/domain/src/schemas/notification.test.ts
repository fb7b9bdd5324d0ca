import { describe, expect, it } from 'vitest';
import { relativeTime, ZNotificationListInput } from './notification';

const now = new Date('2026-11-22T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('relativeTime: the spec\'s "Just now", "N hours ago", "N days ago"', () => {
  it.each([
    [0, 'Just now'],
    [59 * 60_000, 'Just now'],
    [HOUR, '1 hour ago'],
    [3 * HOUR + 59 * 60_000, '3 hours ago'],
    [23 * HOUR, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [5 * 24 * HOUR, '5 days ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });
});

describe('the notification list input', () => {
  it('takes its filters from a query string', () => {
    expect(ZNotificationListInput.parse({ unread: 'true', type: 'offer', priority: 'high' })).toMatchObject({
      unread: true,
      type: 'offer',
      priority: 'high',
    });
    expect(ZNotificationListInput.safeParse({ priority: 'urgent' }).success).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  formatInZone,
  ianaZone,
  instantOfWallClock,
  isIanaZone,
  isoInZone,
  todayIn,
  wallClockIn,
  zoneLabel,
} from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('names the IANA zone behind each setting; the browser zone is the one given, else UTC', () => {
    expect([ianaZone('UTC'), ianaZone('EST'), ianaZone('PST'), ianaZone('CET')]).toEqual([
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/Paris',
    ]);
    expect(ianaZone('browser', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(ianaZone('browser')).toBe('UTC');
    expect(ianaZone('browser', 'Not/AZone')).toBe('UTC');
  });

  it('checks a zone once: later renders are answered without building a formatter, unknown zones stay unknown', () => {
    expect(isIanaZone('Pacific/Chatham')).toBe(true);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 100; i++) expect(isIanaZone('Pacific/Chatham')).toBe(true);
      expect(built).not.toHaveBeenCalled();
      expect(isIanaZone('Not/AZone')).toBe(false);
      expect(isIanaZone('Not/AZone')).toBe(false);
      expect(isIanaZone('')).toBe(false);
    } finally {
      built.mockRestore();
    }
  });

  it('labels each zone with its current offset', () => {
    expect(zoneLabel('CET', 'Europe/Paris', WINTER)).toBe('CET (UTC+01:00)');
    expect(zoneLabel('CET', 'Europe/Paris', SUMMER)).toBe('CET (UTC+02:00)');
    expect(zoneLabel('PST', 'America/Los_Angeles', WINTER)).toBe('PST (UTC-08:00)');
    expect(zoneLabel('EST', 'America/New_York', SUMMER)).toBe('EST (UTC-04:00)');
    expect(zoneLabel('UTC', 'UTC', SUMMER)).toBe('UTC (UTC+00:00)');
    expect(zoneLabel('India', 'Asia/Kolkata', SUMMER)).toBe('India (UTC+05:30)');
  });

  it('turns wall-clock times of a zone into instants and back, across daylight-saving changes', () => {
    expect(instantOfWallClock('2026-11-20 14:30:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-11-20T22:30:00.000Z',
    );
    expect(instantOfWallClock('2026-07-20 14:30', 'Europe/Paris')?.toISOString()).toBe('2026-07-20T12:30:00.000Z');
    // 02:30 does not exist on the spring-forward night: read with the offset before the change.
    expect(instantOfWallClock('2026-03-08 02:30:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-03-08T10:30:00.000Z',
    );
    // 01:30 happens twice on the fall-back night: the first.
    expect(instantOfWallClock('2026-11-01 01:30:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    expect(instantOfWallClock('2026-11-20', 'UTC')).toBeNull();
    expect(wallClockIn('2026-11-20T22:30:00Z', 'America/Los_Angeles')).toBe('2026-11-20 14:30:00');
    expect(wallClockIn('2026-11-20T23:30:00Z', 'Europe/Paris')).toBe('2026-11-21 00:30:00');
  });

  it("today is the zone's date", () => {
    const lateUtcEvening = new Date('2026-11-21T03:00:00Z');
    expect(todayIn('UTC', lateUtcEvening)).toBe('2026-11-21');
    expect(todayIn('America/Los_Angeles', lateUtcEvening)).toBe('2026-11-20');
  });

  it('writes instants for a reader in a zone: mails with the zone named, CSV with the offset', () => {
    // ICU puts a narrow no-break space before AM/PM.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatInZone('2026-11-20T22:30:00Z', 'America/Los_Angeles'))).toBe('Nov 20, 2026, 2:30 PM PST');
    expect(plain(formatInZone('2026-07-20T22:30:00Z', 'America/Los_Angeles'))).toBe('Jul 20, 2026, 3:30 PM PDT');
    expect(isoInZone('2026-11-20T22:30:00.000Z', 'America/Los_Angeles')).toBe('2026-11-20T14:30:00-08:00');
    expect(isoInZone('2026-11-20T22:30:00.000Z', 'Europe/Paris')).toBe('2026-11-20T23:30:00+01:00');
  });
});

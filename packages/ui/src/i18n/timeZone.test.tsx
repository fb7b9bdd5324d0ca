import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromDateTimeValue, toDateTimeValue } from '../components/fulfilment/DateTimeInput';
import { adminConsoleHandlers } from '../mocks/adminConsoleHandlers';
import { featureFlagHandlers } from '../mocks/adminPlatformHandlers';
import { DEFAULT_SESSION_PREFERENCES, sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers } from '../mocks/handlers';
import { AuditLogScreen } from '../screens/admin/AuditLogScreen/AuditLogScreen';
import { renderScreen } from '../test-utils/render';
import { trpc } from '../trpc';
import { currentTimeZone } from './currentTimeZone';
import { displayOf, useDisplay } from './useDisplay';

/** Asks for the session, as the app's layout does around every screen (the screens read it from the cache). */
function SignedIn() {
  trpc.auth.me.useQuery();
  return null;
}

const adminIn = (timezone: 'UTC' | 'PST' | 'CET' | 'browser') => ({
  ...sessionUsers.admin,
  preferences: { ...DEFAULT_SESSION_PREFERENCES, timezone },
});

afterEach(() => vi.restoreAllMocks());

describe("times in the user's zone", () => {
  it("a table shows a PST user's times in PST (the audit log's When: 11:40 UTC is 4:40 AM PDT)", async () => {
    renderScreen(
      <>
        <SignedIn />
        <AuditLogScreen />
      </>,
      {
        route: '/admin/audit-log',
        handlers: [
          authHandlers.signedInAs(adminIn('PST')),
          featureFlagHandlers.mine(),
          adminConsoleHandlers.auditLog(),
        ],
      },
    );
    expect(await screen.findByText('May 7, 2026, 4:40 AM', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('May 7, 2026, 11:40 AM')).toBeNull();
    // The pickers enter times in the same zone.
    expect(currentTimeZone()).toBe('America/Los_Angeles');
  });

  it('a day without a time is the same day in PST, CET and UTC, in every language', () => {
    for (const zone of ['PST', 'CET', 'UTC', 'EST'] as const) {
      expect(displayOf('en', zone).day('2026-11-22')).toBe('Nov 22, 2026');
      expect(displayOf('en', zone).day('2026-01-01')).toBe('Jan 1, 2026');
      expect(displayOf('fr', zone).day('2026-11-22')).toBe('22 nov. 2026');
      expect(displayOf('de', zone).day('2026-12-31')).toBe('31. Dez. 2026');
    }
  });

  it("a fixed zone's times are written without reading the browser's zone, which would redraw them after the page is taken over", async () => {
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    function When() {
      const display = useDisplay();
      return <span>{display.dateTime('2026-05-07T11:40:00Z')}</span>;
    }
    renderScreen(
      <>
        <SignedIn />
        <When />
      </>,
      { handlers: [authHandlers.signedInAs(adminIn('CET'))] },
    );
    expect(await screen.findByText('May 7, 2026, 1:40 PM')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it("'browser' shows times in the browser's own zone", () => {
    const browser = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(displayOf('en', 'browser').timeZone).toBe(browser);
    expect(displayOf('en', 'PST').timeZone).toBe('America/Los_Angeles');
    expect(displayOf('en', 'CET').timeZone).toBe('Europe/Paris');
  });

  it("a picked time is read in the user's zone and sent as UTC; a stored time is shown back in the zone", () => {
    expect(fromDateTimeValue('2026-11-20 14:30:00', 'America/Los_Angeles')).toBe('2026-11-20T22:30:00.000Z');
    expect(fromDateTimeValue('2026-11-20 14:30:00', 'Europe/Paris')).toBe('2026-11-20T13:30:00.000Z');
    expect(fromDateTimeValue('2026-07-01 09:00:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(toDateTimeValue(new Date('2026-11-20T22:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-20 14:30:00');
    // Late in a PST evening it is already the next day in UTC: the wall clock keeps the PST day.
    expect(toDateTimeValue(new Date('2026-11-21T05:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-11-20 21:00:00');
    expect(fromDateTimeValue('', 'America/Los_Angeles')).toBe('');
    expect(fromDateTimeValue('not a time', 'America/Los_Angeles')).toBe('not a time');
  });
});

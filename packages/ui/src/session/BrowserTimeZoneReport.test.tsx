import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers, trpcMsw } from '../mocks/handlers';
import { renderScreen } from '../test-utils/render';
import { BrowserTimeZoneReport } from './BrowserTimeZoneReport';

/** A browser in `zone` (Los Angeles unless told): Intl names its zone. */
function inLosAngeles(zone = 'America/Los_Angeles') {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

function reported() {
  const sent: unknown[] = [];
  const handler = trpcMsw.settings.reportBrowserTimeZone.mutation(({ input }) => {
    sent.push(input);
    return { timezone: 'browser', browserTimeZone: input.timeZone, zone: input.timeZone };
  });
  return { sent, handler };
}

const page = (
  <>
    <span>ready</span>
    <BrowserTimeZoneReport />
  </>
);

// What this browser told before is remembered in local storage: each test starts as a browser that told nothing.
beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('BrowserTimeZoneReport', () => {
  it("tells the server the browser's zone once the user is signed in", async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    renderScreen(page, { handlers: [authHandlers.signedInAs(sessionUsers.buyer), handler] });
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/Los_Angeles' }]));
  });

  it('tells a zone once per browser, and again when the browser moves to another zone', async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    const handlers = [authHandlers.signedInAs(sessionUsers.buyer), handler];
    const first = renderScreen(page, { handlers });
    await waitFor(() => expect(sent).toHaveLength(1));
    first.unmount();

    const again = renderScreen(page, { handlers });
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(1);
    again.unmount();

    vi.restoreAllMocks();
    inLosAngeles('Europe/Paris');
    renderScreen(page, { handlers });
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/Los_Angeles' }, { timeZone: 'Europe/Paris' }]));
  });

  it("under the 'browser' setting, tells on every load (another browser may have told its own zone since)", async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    const user = {
      ...sessionUsers.buyer,
      preferences: { ...sessionUsers.buyer.preferences, timezone: 'browser' as const },
    };
    const handlers = [authHandlers.signedInAs(user), handler];
    const first = renderScreen(page, { handlers });
    await waitFor(() => expect(sent).toHaveLength(1));
    first.unmount();
    renderScreen(page, { handlers });
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('tells nothing while nobody is signed in', async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    renderScreen(page, { handlers: [handler] });
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});

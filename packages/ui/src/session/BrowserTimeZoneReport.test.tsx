import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers, trpcMsw } from '../mocks/handlers';
import { renderScreen } from '../test-utils/render';
import { BrowserTimeZoneReport, REPORT_AGAIN_AFTER_MS, REPORT_DELAY_MS } from './BrowserTimeZoneReport';
import { useSessionUser } from './useSessionUser';

/** A browser in Los Angeles: Intl names its zone. */
function inLosAngeles() {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: 'America/Los_Angeles' };
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

function Greeting() {
  const session = useSessionUser();
  return <span>{session.status === 'signed-in' ? `Hello ${session.user.firstName}` : 'ready'}</span>;
}

const page = (
  <>
    <Greeting />
    <BrowserTimeZoneReport />
  </>
);

const buyer = sessionUsers.buyer;
const onBrowserZone = { ...buyer, preferences: { ...buyer.preferences, timezone: 'browser' as const } };

/** Opens the page signed in as `user`, and lets the seconds after its load pass. */
async function loadPage(user: typeof buyer, handler: ReturnType<typeof reported>['handler']) {
  const page$ = renderScreen(page, { handlers: [authHandlers.signedInAs(user), handler] });
  await screen.findByText(`Hello ${user.firstName}`);
  await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
  return page$;
}

// What this browser told before is remembered in local storage: each test starts as a browser that told nothing.
beforeEach(() => {
  window.localStorage.clear();
  // Not Intl: a faked Intl.DateTimeFormat would not answer the zone inLosAngeles stubs.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrowserTimeZoneReport', () => {
  it("tells the server the browser's zone once the user is signed in, seconds after the page loaded", async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    renderScreen(page, { handlers: [authHandlers.signedInAs(buyer), handler] });
    await screen.findByText('Hello Bola');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/Los_Angeles' }]));
  });

  it('under a fixed zone, tells it from a browser once a week at most', async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    (await loadPage(buyer, handler)).unmount();
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/Los_Angeles' }]));
    (await loadPage(buyer, handler)).unmount();
    expect(sent).toHaveLength(1);

    vi.setSystemTime(Date.now() + REPORT_AGAIN_AFTER_MS);
    await loadPage(buyer, handler);
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it("under the 'browser' setting, tells on every load (another browser may have told its own zone since)", async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    (await loadPage(onBrowserZone, handler)).unmount();
    await waitFor(() => expect(sent).toHaveLength(1));
    await loadPage(onBrowserZone, handler);
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('tells nothing while nobody is signed in', async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    renderScreen(page, { handlers: [handler] });
    await screen.findByText('ready');
    await vi.advanceTimersByTimeAsync(REPORT_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers, trpcMsw } from '../mocks/handlers';
import { renderScreen } from '../test-utils/render';
import { BrowserTimeZoneReport } from './BrowserTimeZoneReport';

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

const page = (
  <>
    <span>ready</span>
    <BrowserTimeZoneReport />
  </>
);

afterEach(() => vi.restoreAllMocks());

describe('BrowserTimeZoneReport', () => {
  it("tells the server the browser's zone once the user is signed in", async () => {
    inLosAngeles();
    const { sent, handler } = reported();
    renderScreen(page, { handlers: [authHandlers.signedInAs(sessionUsers.buyer), handler] });
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/Los_Angeles' }]));
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

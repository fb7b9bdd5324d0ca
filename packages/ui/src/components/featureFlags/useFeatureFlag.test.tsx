import { FEATURE_FLAGS } from '@energy/domain/schemas/feature-flag';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureFlagHandlers } from '../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers, trpcMsw } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { EXPORT_CSV_TEXTS } from '../data-table/ExportCsvButton';
import { ListToolbar } from '../data-table/ListToolbar';
import { useFeatureFlag } from './useFeatureFlag';

const state = {
  q: '',
  setQ: () => undefined,
  filters: {},
  setFilter: () => undefined,
  input: { sort: 'createdAt', order: 'desc' as const },
};
const signedIn = authHandlers.signedInAs(sessionUsers.buyer);

function Probe() {
  return <p>{useFeatureFlag(FEATURE_FLAGS.liveJobTracking) ? 'live' : 'on demand'}</p>;
}

describe('useFeatureFlag', () => {
  it("reads the server's answer for the signed-in user", async () => {
    const on = renderScreen(<Probe />, {
      handlers: [signedIn, featureFlagHandlers.mine({ [FEATURE_FLAGS.liveJobTracking]: true })],
    });
    expect(await screen.findByText('live')).toBeInTheDocument();
    on.unmount();
    renderScreen(<Probe />, {
      handlers: [signedIn, featureFlagHandlers.mine({ [FEATURE_FLAGS.liveJobTracking]: false })],
    });
    expect(await screen.findByText('on demand')).toBeInTheDocument();
  });

  it('treats a flag the server does not list as off', async () => {
    renderScreen(<Probe />, { handlers: [signedIn, featureFlagHandlers.mine({})] });
    expect(await screen.findByText('on demand')).toBeInTheDocument();
  });

  it('offers Export CSV only while csv-export is on', async () => {
    const on = renderScreen(<ListToolbar state={state} searchLabel="Search" exportPath="/api/rfq/rfqs" />, {
      handlers: [signedIn],
    });
    expect(await screen.findByRole('link', { name: EXPORT_CSV_TEXTS.button })).toBeInTheDocument();
    on.unmount();
    let answered = 0;
    const off = trpcMsw.featureFlag.mine.query(() => {
      answered += 1;
      return { [FEATURE_FLAGS.csvExport]: false };
    });
    renderScreen(<ListToolbar state={state} searchLabel="Search" exportPath="/api/rfq/rfqs" />, {
      handlers: [signedIn, off],
    });
    await expect.poll(() => answered).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: EXPORT_CSV_TEXTS.button })).not.toBeInTheDocument();
  });
});

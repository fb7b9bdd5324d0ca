import { screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisplay } from '../i18n/useDisplay';
import { sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers } from '../mocks/handlers';
import { renderScreen } from '../test-utils/render';
import { trpc } from '../trpc';
import { useDefaultCurrency } from './defaultCurrency';
import { useSessionParty } from './useSessionParty';

/** A page reading every session preference, as the signed-in pages' components do, and counting auth.me's observers. */
function PreferencesPage() {
  const queryClient = useQueryClient();
  const party = useSessionParty();
  const currency = useDefaultCurrency();
  useDisplay();
  const [observers, setObservers] = useState<number>();
  const count = () =>
    setObservers(
      queryClient
        .getQueryCache()
        .find({ queryKey: getQueryKey(trpc.auth.me, undefined, 'query') })
        ?.getObserversCount(),
    );
  return (
    <>
      <output aria-label="Session">{party.role ? `${party.role} ${currency}` : 'none'}</output>
      <button type="button" onClick={count}>
        Count
      </button>
      <output aria-label="Observers">{observers}</output>
    </>
  );
}

describe('the session preferences', () => {
  it('reach every reader through one auth.me observer: the provider in AppProviders', async () => {
    const { user } = renderScreen(<PreferencesPage />, { handlers: [authHandlers.signedInAs(sessionUsers.buyer)] });
    // Asked for by useSessionParty (a prefetch, no observer), then seen by every reader.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent(
        `${sessionUsers.buyer.role} ${sessionUsers.buyer.preferences.currency}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Count' }));
    // The language (useUiLanguage), the colour scheme and zone (UserSettings), the dates, the currency and the role.
    expect(screen.getByRole('status', { name: 'Observers' })).toHaveTextContent(/^1$/);
  });
});

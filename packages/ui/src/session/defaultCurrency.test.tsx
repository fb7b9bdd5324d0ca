import { formatMoney } from '@energy/domain/money';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTotals } from '../components/fulfilment/moneyTotals';
import { sessionUsers } from '../mocks/fixtures/auth';
import { authHandlers } from '../mocks/handlers';
import { settingsHandlers } from '../mocks/settingsHandlers';
import { renderScreen } from '../test-utils/render';
import { SettingsScreen } from '../screens/settings/SettingsScreen/SettingsScreen';
import { preferredCurrencyFirst, useDefaultCurrency } from './defaultCurrency';

/** What a screen reading the session's default currency would open with. */
function SessionCurrency() {
  return <output aria-label="Session currency">{useDefaultCurrency() ?? 'none'}</output>;
}

describe('the default currency (Settings > System)', () => {
  it('is carried by the session and follows a save at once, without asking for the session again', async () => {
    const { user } = renderScreen(
      <>
        <SettingsScreen />
        <SessionCurrency />
      </>,
      {
        route: '/settings?tab=system',
        handlers: [
          authHandlers.signedInAs(sessionUsers.buyer),
          settingsHandlers.preferences(),
          settingsHandlers.savePreferencesSucceeds(),
        ],
      },
    );
    const sessionCurrency = () => screen.getByRole('status', { name: 'Session currency' });
    await user.click(await screen.findByLabelText('Default Currency', { selector: 'input' }));
    expect(sessionCurrency()).toHaveTextContent('USD');
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    expect(sessionCurrency()).toHaveTextContent('USD');
    await user.click(screen.getByRole('button', { name: 'Save System Settings' }));
    await waitFor(() => expect(sessionCurrency()).toHaveTextContent('GBP'));
  });

  it('goes first among amounts of several currencies, which are neither converted nor added together', () => {
    const amounts = [
      { currency: 'NGN', amount: 1_000_00 },
      { currency: 'USD', amount: 60_00 },
      { currency: 'EUR', amount: 5_00 },
    ] as const;
    expect(preferredCurrencyFirst(amounts, 'EUR').map((entry) => entry.currency)).toEqual(['EUR', 'NGN', 'USD']);
    expect(preferredCurrencyFirst(amounts, 'GBP')).toEqual(amounts);
    expect(
      formatTotals(
        [
          { currency: 'NGN', amount: 1_000_00 },
          { currency: 'USD', amount: 60_00 },
          { currency: 'NGN', amount: 500_00 },
        ],
        'USD',
      ),
    ).toBe(`${formatMoney(60_00, 'USD')} + ${formatMoney(1_500_00, 'NGN')}`);
  });
});

import { AUTH_NOTICES } from '@energy/domain/notices';
import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages, sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { chooseVisitorLanguage } from '../../../i18n/useUiLanguage';
import { AuthScreen, PRODUCT_PROMISES, TAGLINE } from './AuthScreen';

const atAuth = { route: '/auth' };

/** Both tabs stay mounted (so typed values survive a tab switch); queries look at the visible one. */
const activeTab = () => within(screen.getByRole('tabpanel'));

describe('AuthScreen: sign in', () => {
  it('shows the product promises, the tagline and the sign-in form', async () => {
    renderScreen(<AuthScreen />, atAuth);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TAGLINE.title })).toBeInTheDocument();
    expect(screen.getByText(TAGLINE.line)).toBeInTheDocument();
    for (const promise of PRODUCT_PROMISES) expect(screen.getByText(promise)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows both required-field messages when submitted empty', async () => {
    const { user } = renderScreen(<AuthScreen />, atAuth);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('welcomes the user and lands them on their role page', async () => {
    const supplier = sessionUsers.supplier;
    const { user } = renderScreen(<AuthScreen />, { ...atAuth, handlers: [authHandlers.loginSucceeds(supplier)] });
    fillIn(
      await screen.findByRole('tabpanel').then((panel) => within(panel).getByLabelText('Username')),
      supplier.username,
    );
    fillIn(activeTab().getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated to /offers')).toBeInTheDocument();
    expect(screen.getByText(AUTH_NOTICES.welcomeBack)).toBeInTheDocument();
    expect(screen.getByText(`Logged in as ${supplier.firstName} ${supplier.lastName}`)).toBeInTheDocument();
  });

  it('sends a user of an unknown role to /', async () => {
    const trader = { ...sessionUsers.buyer, role: 'trader' };
    const { user } = renderScreen(<AuthScreen />, { ...atAuth, handlers: [authHandlers.loginSucceeds(trader)] });
    fillIn(
      await screen.findByRole('tabpanel').then((panel) => within(panel).getByLabelText('Username')),
      trader.username,
    );
    fillIn(activeTab().getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });

  it('shows "Login failed" with the server message and stays on the form', async () => {
    const { user } = renderScreen(<AuthScreen />, { ...atAuth, handlers: [authHandlers.loginFails()] });
    fillIn(await screen.findByRole('tabpanel').then((panel) => within(panel).getByLabelText('Username')), 'bola.buyer');
    fillIn(activeTab().getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_NOTICES.loginFailed)).toBeInTheDocument();
    expect(screen.getByText(serverMessages.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('links to the forgot-password page', async () => {
    const { user } = renderScreen(<AuthScreen />, atAuth);
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Navigated to /forgot-password')).toBeInTheDocument();
  });

  it('sends a visitor who is already signed in to /', async () => {
    renderScreen(<AuthScreen />, { ...atAuth, handlers: [authHandlers.signedInAs(sessionUsers.buyer)] });
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });

  it('shows a spinner while the session is still loading', async () => {
    renderScreen(<AuthScreen />, { ...atAuth, handlers: [authHandlers.sessionLoading()] });
    expect(await screen.findByLabelText('Loading session')).toBeInTheDocument();
  });
});

describe('AuthScreen: language', () => {
  it('offers English, Español, Français and Deutsch, and speaks the one chosen at once', async () => {
    const { user } = renderScreen(<AuthScreen />, atAuth);
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch']);
    try {
      await user.selectOptions(switcher, 'fr');
      expect(
        await screen.findByRole('heading', { name: 'Des achats pétroliers en toute confiance' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Inscription' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
      expect(window.localStorage.getItem('energy.language')).toBe('fr');
    } finally {
      chooseVisitorLanguage('en');
      window.localStorage.removeItem('energy.language');
    }
  });
});

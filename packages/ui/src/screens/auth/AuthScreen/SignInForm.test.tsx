import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { trpcMsw } from '../../../mocks/handlers';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { AuthScreen } from './AuthScreen';

const TEXTS = en.twoFactor.signIn;
const finance = sessionUsers.finance;

const activeTab = () => within(screen.getByRole('tabpanel'));

async function signInWithPassword(user: { click: (element: Element) => Promise<void> }) {
  fillIn(
    await screen.findByRole('tabpanel').then((panel) => within(panel).getByLabelText(TEXTS.username)),
    finance.username,
  );
  fillIn(activeTab().getByLabelText(TEXTS.password), 'correct horse');
  await user.click(screen.getByRole('button', { name: TEXTS.submit }));
}

describe('SignInForm: the second step of a two-factor sign-in', () => {
  it('asks for the code after the password, sends it, and lands the user on their page', async () => {
    let sent: unknown;
    const verify = trpcMsw.auth.loginTwoFactor.mutation(({ input }) => {
      sent = input;
      return { ...finance, twoFactorEnabled: true };
    });
    const { user } = renderScreen(<AuthScreen />, {
      route: '/auth',
      handlers: [twoFactorHandlers.loginAsksForCode(), verify],
    });
    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: TEXTS.codeTitle })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.codeIntro)).toBeInTheDocument();
    // No welcome yet: the password alone signs nobody in.
    expect(screen.queryByText(TEXTS.welcomeBack)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByLabelText(TEXTS.code)).toHaveAccessibleDescription(en.twoFactor.server.codeFormat);
    fillIn(screen.getByLabelText(TEXTS.code), '123 456');
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByText('Navigated to /payments')).toBeInTheDocument();
    expect(sent).toEqual({ code: '123456' });
    expect(screen.getByText(TEXTS.welcomeBack)).toBeInTheDocument();
  });

  it('"Use a recovery code" takes one of the recovery codes instead', async () => {
    let sent: unknown;
    const verify = trpcMsw.auth.loginTwoFactor.mutation(({ input }) => {
      sent = input;
      return finance;
    });
    const { user } = renderScreen(<AuthScreen />, {
      route: '/auth',
      handlers: [twoFactorHandlers.loginAsksForCode(), verify],
    });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: TEXTS.useRecoveryCode }));
    expect(screen.getByText(TEXTS.recoveryIntro)).toBeInTheDocument();
    fillIn(screen.getByLabelText(TEXTS.recoveryCode), 'k7m2p-x9qrt');
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByText('Navigated to /payments')).toBeInTheDocument();
    expect(sent).toEqual({ recoveryCode: 'k7m2p-x9qrt' });
  });

  it('a code already used is refused with the server message on the field; Back returns to the password', async () => {
    const { user } = renderScreen(<AuthScreen />, {
      route: '/auth',
      handlers: [twoFactorHandlers.loginAsksForCode(), twoFactorHandlers.codeReused()],
    });
    await signInWithPassword(user);
    fillIn(await screen.findByLabelText(TEXTS.code), '123456');
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByLabelText(TEXTS.code)).toHaveAccessibleDescription(en.twoFactor.server.codeReused);
    expect(screen.getByText(TEXTS.loginFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.back }));
    await screen.findByRole('button', { name: TEXTS.submit });
    expect(activeTab().getByLabelText(TEXTS.password)).toHaveValue('');
  });

  it('speaks the visitor’s language', async () => {
    renderScreen(<AuthScreen />, { route: '/auth', language: 'de' });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(await panel.findByLabelText('Benutzername', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });
});

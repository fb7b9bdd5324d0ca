import { en } from '@energy/i18n/messages/en/screens';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { buyerProfile } from '../../../mocks/fixtures/settings';
import { authHandlers } from '../../../mocks/handlers';
import { MOCK_PHONE_CODE, phoneHandlers, verifiedProfile } from '../../../mocks/phoneHandlers';
import { settingsHandlers } from '../../../mocks/settingsHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { SettingsScreen } from './SettingsScreen';

const TEXTS = en.sms.profile;

const renderProfile = (handlers: RequestHandler[], language?: 'fr') =>
  renderScreen(<SettingsScreen />, {
    route: '/settings',
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
    ...(language ? { language } : {}),
  });

describe('Settings > Profile: the phone verified by a code sent by SMS', () => {
  it('shows the saved phone unverified, sends a code, refuses a wrong one on its field, and verifies with the right one', async () => {
    const { user } = renderProfile([
      settingsHandlers.profile(),
      phoneHandlers.sendCodeSucceeds(),
      phoneHandlers.verify(),
    ]);
    // The stored E.164 number as people write it.
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('+234 801 234 5678');
    expect(screen.getByRole('group', { name: TEXTS.notVerified })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.sendCode }));
    expect(
      await screen.findByText('We sent a code to +234 801 234 5678. It expires in 10 minutes.'),
    ).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: TEXTS.code });
    fillIn(code, '12');
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByText(en.sms.server.codeFormat)).toBeInTheDocument();
    fillIn(code, '000000');
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByRole('textbox', { name: TEXTS.code })).toHaveAccessibleDescription(
      en.sms.server.wrongCode,
    );
    fillIn(screen.getByRole('textbox', { name: TEXTS.code }), MOCK_PHONE_CODE);
    await user.click(screen.getByRole('button', { name: TEXTS.verify }));
    expect(await screen.findByRole('status', { name: TEXTS.verified })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it('a verified phone shows its badge; a number typed but not saved is verified after saving', async () => {
    renderProfile([settingsHandlers.profile(verifiedProfile)]);
    expect(await screen.findByRole('status', { name: TEXTS.verified })).toBeInTheDocument();
    fillIn(screen.getByRole('textbox', { name: 'Phone' }), '+234 802 000 0000');
    expect(await screen.findByText(TEXTS.saveFirst)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it('a refused resend says so in a notice; no phone, nothing to verify', async () => {
    const { user } = renderProfile([settingsHandlers.profile(), phoneHandlers.sendCodeTooSoon()]);
    await user.click(await screen.findByRole('button', { name: TEXTS.sendCode }));
    expect(await screen.findByText(TEXTS.sendFailed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: TEXTS.code })).not.toBeInTheDocument();
  });

  it('without a phone there is nothing to verify', async () => {
    renderProfile([settingsHandlers.profile({ ...buyerProfile, phone: '' })]);
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: TEXTS.sendCode })).not.toBeInTheDocument();
  });

  it('speaks French', { timeout: 30_000 }, async () => {
    const { user } = renderProfile([settingsHandlers.profile(), phoneHandlers.sendCodeSucceeds()], 'fr');
    // The French catalogue loads first.
    expect(await screen.findByText('Téléphone non vérifié', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+234 801 234 5678');
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect(
      await screen.findByText('Nous avons envoyé un code au +234 801 234 5678. Il expire dans 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
  });

  it('names the role in French', async () => {
    renderProfile([settingsHandlers.profile()], 'fr');
    expect(await screen.findByDisplayValue('Acheteur', undefined, { timeout: 10_000 })).toBeDisabled();
    expect(screen.queryByDisplayValue('Buyer')).not.toBeInTheDocument();
  });
});

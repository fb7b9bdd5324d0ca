import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { recoveryCodes, twoFactorEnrolment, twoFactorManager, twoFactorOn } from '../../../mocks/fixtures/twoFactor';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { SecurityTab } from './SecurityTab';

const TEXTS = en.twoFactor;
const signedIn = authHandlers.signedInAs(sessionUsers.buyer);

/** jsdom's Blob has no text(): read it as a browser's FileReader would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const card = async () => within(await screen.findByRole('region', { name: TEXTS.card.title }));

describe('SecurityTab: two-factor sign-in', () => {
  it('off: sets it up with the QR code and the secret, confirms with a code, then shows the recovery codes once', async () => {
    let sent: unknown;
    const confirm = trpcMsw.twoFactor.confirm.mutation(({ input }) => {
      sent = input;
      return recoveryCodes;
    });
    const { user } = renderScreen(<SecurityTab />, {
      handlers: [signedIn, twoFactorHandlers.status(), twoFactorHandlers.start(), confirm],
    });
    const section = await card();
    expect(await section.findByText(TEXTS.card.off)).toBeInTheDocument();
    expect(section.getByText(TEXTS.card.offText)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: TEXTS.card.enable }));
    expect(await section.findByRole('img', { name: TEXTS.enrol.qrLabel })).toBeInTheDocument();
    expect(section.getByText(twoFactorEnrolment.secret)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: TEXTS.enrol.confirm }));
    expect(await section.findByText(TEXTS.server.codeFormat)).toBeInTheDocument();
    fillIn(section.getByLabelText(TEXTS.enrol.code, { exact: false }), '654321');
    await user.click(section.getByRole('button', { name: TEXTS.enrol.confirm }));
    expect(await section.findByRole('heading', { name: TEXTS.recovery.title })).toBeInTheDocument();
    expect(sent).toEqual({ code: '654321' });
    const shown = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(recoveryCodes.recoveryCodes);
    expect(section.getByRole('button', { name: TEXTS.recovery.copy })).toBeInTheDocument();
    expect(section.getByRole('button', { name: TEXTS.recovery.download })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: TEXTS.recovery.done }));
    expect(section.queryByText(recoveryCodes.recoveryCodes[0] ?? '')).not.toBeInTheDocument();
  });

  it('downloads the recovery codes as a .txt file', async () => {
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:codes';
    });
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = created as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderScreen(<SecurityTab />, {
        handlers: [signedIn, twoFactorHandlers.status(), twoFactorHandlers.start(), twoFactorHandlers.confirms()],
      });
      const section = await card();
      await user.click(await section.findByRole('button', { name: TEXTS.card.enable }));
      fillIn(await section.findByLabelText(TEXTS.enrol.code, { exact: false }), '654321');
      await user.click(section.getByRole('button', { name: TEXTS.enrol.confirm }));
      await user.click(await section.findByRole('button', { name: TEXTS.recovery.download }));
      expect(click).toHaveBeenCalled();
      const text = await readText(created.mock.calls[0]?.[0] as Blob);
      expect(text).toContain(`EnergyHub recovery codes for ${sessionUsers.buyer.username}`);
      for (const code of recoveryCodes.recoveryCodes) expect(text).toContain(code);
    } finally {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    }
  });

  it('a wrong first code shows the server message on the field', async () => {
    const { user } = renderScreen(<SecurityTab />, {
      handlers: [signedIn, twoFactorHandlers.status(), twoFactorHandlers.start(), twoFactorHandlers.confirmRefused()],
    });
    const section = await card();
    await user.click(await section.findByRole('button', { name: TEXTS.card.enable }));
    fillIn(await section.findByLabelText(TEXTS.enrol.code, { exact: false }), '000000');
    await user.click(section.getByRole('button', { name: TEXTS.enrol.confirm }));
    expect(await section.findByLabelText(TEXTS.enrol.code, { exact: false })).toHaveAccessibleDescription(
      TEXTS.server.invalidCode,
    );
  });

  it('on: says since when and how many recovery codes are left; turning it off takes the password and a code', async () => {
    let sent: unknown;
    const disable = trpcMsw.twoFactor.disable.mutation(({ input }) => {
      sent = input;
      return { success: true as const };
    });
    const { user } = renderScreen(<SecurityTab />, {
      handlers: [signedIn, twoFactorHandlers.status(twoFactorOn), disable],
    });
    const section = await card();
    expect(await section.findByText(TEXTS.card.on)).toBeInTheDocument();
    expect(section.getByText('8 recovery codes left')).toBeInTheDocument();
    expect(section.getByText(/Two-factor sign-in is on since Nov 2, 2026/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: TEXTS.card.disable }));
    fillIn(await section.findByLabelText(TEXTS.security.currentPassword, { exact: false }), 'secret-pass');
    fillIn(section.getByLabelText(TEXTS.enrol.code, { exact: false }), '112233');
    await user.click(section.getByRole('button', { name: TEXTS.card.disableSubmit }));
    await vi.waitFor(() => expect(sent).toEqual({ password: 'secret-pass', code: '112233' }));
    expect(await screen.findByText(TEXTS.card.disabled)).toBeInTheDocument();
  });

  it("an organization's manager can require it of every member", async () => {
    let sent: unknown;
    const save = trpcMsw.twoFactor.setOrganizationRule.mutation(({ input }) => {
      sent = input;
      return { ...twoFactorManager, organizationRequires: input.required };
    });
    const { user } = renderScreen(<SecurityTab />, {
      handlers: [signedIn, twoFactorHandlers.status(twoFactorManager), save],
    });
    const rule = await screen.findByRole('switch', {
      name: `Require two-factor sign-in of every member of ${sessionUsers.buyer.organizationName}`,
    });
    expect(rule).not.toBeChecked();
    await user.click(rule);
    await vi.waitFor(() => expect(sent).toEqual({ required: true }));
    await vi.waitFor(() => expect(rule).toBeChecked());
  });

  it('keeps the password change, in French too', async () => {
    renderScreen(<SecurityTab />, { handlers: [signedIn, twoFactorHandlers.status()], language: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Authentification à deux facteurs' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Désactivée')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activer la connexion en deux étapes' })).toBeInTheDocument();
  });
});

import { en } from '@energy/i18n/messages/en/screens';
import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import { SETTINGS_MESSAGES, type TPreferences, type TProfileInput } from '@energy/domain/schemas/settings';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type TMyVerification } from '@energy/domain/schemas/review';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { reviewHandlers } from '../../../mocks/adminHandlers';
import { KYC_REJECTION, kycVerification } from '../../../mocks/fixtures/admin';
import { documentList } from '../../../mocks/fixtures/documents';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  buyerOrganization,
  buyerProfile,
  defaultPreferences,
  supplierOrganization,
} from '../../../mocks/fixtures/settings';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { settingsHandlers } from '../../../mocks/settingsHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { SettingsScreen } from './SettingsScreen';

const VERIFICATION_TEXTS = en.admin.verification;
const EMAIL_CHANGE_TEXTS = {
  ...en.settings.emailChange,
  pendingTitle: (email: string) => `Confirmation sent to ${email}`,
};
const ORGANIZATION_TEXTS = en.settings.organization;

const renderTab = (tab: string, handlers: RequestHandler[], role: keyof typeof sessionUsers = 'buyer') =>
  renderScreen(<SettingsScreen />, {
    route: `/settings${tab ? `?tab=${tab}` : ''}`,
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

describe('SettingsScreen: the tabs save for real', () => {
  it('Profile: shows the saved profile with the role read-only, and saves name and phone', async () => {
    let sent: TProfileInput | undefined;
    const save = trpcMsw.settings.saveProfile.mutation(({ input }) => {
      sent = input;
      return { ...buyerProfile, ...input };
    });
    const { user } = renderTab('', [settingsHandlers.profile(), save]);
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    expect(first).toHaveValue(buyerProfile.firstName);
    const role = screen.getByLabelText('Role', { selector: 'input' });
    expect(role).toBeDisabled();
    expect(role).toHaveValue('Buyer');
    fillIn(first, 'Bolanle');
    fillIn(screen.getByRole('textbox', { name: 'Phone' }), '+234 802 000 0000');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() =>
      expect(sent).toEqual({ firstName: 'Bolanle', lastName: buyerProfile.lastName, phone: '+234 802 000 0000' }),
    );
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it("Profile: the server's refusal shows on its field", async () => {
    const { user } = renderTab('', [settingsHandlers.profile(), settingsHandlers.saveProfileFails()]);
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      SETTINGS_MESSAGES.invalidPhone,
    );
  });

  it('Profile: the email changes only with the current password, then shows "Confirmation sent to" the new address', async () => {
    const { user } = renderTab('', [settingsHandlers.profile(), settingsHandlers.changeEmailSucceeds()]);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    fillIn(screen.getByRole('textbox', { name: EMAIL_CHANGE_TEXTS.newAddress }), 'bola.new@refinery.example');
    await user.click(screen.getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    fillIn(screen.getByLabelText(EMAIL_CHANGE_TEXTS.currentPassword), 'my-password');
    await user.click(screen.getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));
    expect(
      await screen.findByRole('alert', { name: EMAIL_CHANGE_TEXTS.pendingTitle('bola.new@refinery.example') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(buyerProfile.email);
  });

  it('Profile: a wrong current password shows on its field; a waiting change shows where its link went', async () => {
    const { user } = renderTab('', [
      settingsHandlers.profile({ ...buyerProfile, pendingEmail: 'waiting@refinery.example' }),
      settingsHandlers.changeEmailWrongPassword(),
    ]);
    expect(await screen.findByText(EMAIL_CHANGE_TEXTS.pendingTitle('waiting@refinery.example'))).toBeInTheDocument();
    fillIn(screen.getByRole('textbox', { name: EMAIL_CHANGE_TEXTS.newAddress }), 'other@refinery.example');
    fillIn(screen.getByLabelText(EMAIL_CHANGE_TEXTS.currentPassword), 'not-my-password');
    await user.click(screen.getByRole('button', { name: EMAIL_CHANGE_TEXTS.submit }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.wrongPassword, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  });

  it('Profile: says so when it cannot be loaded', async () => {
    renderTab('', [settingsHandlers.profileFails()]);
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
  });

  it('Profile: an unverified user sees Not verified and submits identity documents for KYC', async () => {
    const sent: unknown[] = [];
    let state: TMyVerification = kycVerification.unsubmitted;
    const mine = trpcMsw.review.mine.query(() => state);
    const submit = trpcMsw.review.submitKyc.mutation(({ input }) => {
      sent.push(input);
      state = kycVerification.waiting;
      return kycVerification.waiting.kyc;
    });
    const { user } = renderTab('', [settingsHandlers.profile(), mine, documentHandlers.list(), submit]);
    const card = within(
      (await screen.findByText(VERIFICATION_TEXTS.kyc.title)).closest('.mantine-Paper-root') as HTMLElement,
    );
    expect(card.getByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    const own = documentList.find((d) => d.organizationId === sessionUsers.buyer.organizationId);
    await user.click(card.getByRole('combobox', { name: VERIFICATION_TEXTS.kyc.documents }));
    await user.click(await screen.findByRole('option', { name: own?.name }));
    await user.click(card.getByRole('button', { name: VERIFICATION_TEXTS.kyc.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual([{ documents: [own?.id] }]);
    expect(await card.findByText(VERIFICATION_TEXTS.kyc.waiting)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: VERIFICATION_TEXTS.kyc.submit })).toBeNull();
  });

  it('Profile: a rejected KYC review shows its reason; a verified user shows the Verified badge', async () => {
    const { unmount } = renderTab(
      '',
      [settingsHandlers.profile(), reviewHandlers.mine(kycVerification.rejected), documentHandlers.list()],
      'supplier',
    );
    expect(await screen.findByText(KYC_REJECTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VERIFICATION_TEXTS.kyc.submit })).toBeInTheDocument();
    unmount();
    renderTab('', [settingsHandlers.profile(), reviewHandlers.mine(kycVerification.verified)], 'logistics');
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_TEXTS.kyc.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VERIFICATION_TEXTS.kyc.submit })).toBeNull();
  });

  it('Profile: an admin submits no KYC, so shows no KYC card', async () => {
    renderTab('', [settingsHandlers.profile(), reviewHandlers.mine(kycVerification.unsubmitted)], 'admin');
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION_TEXTS.kyc.title)).toBeNull();
    expect(screen.queryByText(VERIFICATION_MESSAGES.notVerified)).toBeNull();
  });

  it('Organization: a member saves the company details; finance sees them read-only', async () => {
    let saved: unknown;
    const save = trpcMsw.settings.saveOrganization.mutation(({ input }) => {
      saved = input;
      const { organizationId, ...details } = input;
      return { ...buyerOrganization, id: organizationId, ...details };
    });
    const { user, unmount } = renderTab('organization', [
      settingsHandlers.organization(),
      save,
      memberHandlers.list(),
      invitationHandlers.list(),
    ]);
    fillIn(await screen.findByRole('textbox', { name: 'Tax ID' }), 'TIN-999');
    await user.click(screen.getByRole('button', { name: 'Save Organization' }));
    await vi.waitFor(() =>
      expect(saved).toMatchObject({
        organizationId: buyerOrganization.id,
        taxId: 'TIN-999',
        name: buyerOrganization.name,
      }),
    );
    unmount();

    renderTab(
      'organization',
      [
        settingsHandlers.organization({ ...buyerOrganization, editable: false }),
        memberHandlers.list(),
        invitationHandlers.list(),
      ],
      'finance',
    );
    expect(
      await screen.findByText('Only members of this organization other than finance may edit its details.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Organization' })).not.toBeInTheDocument();
  });

  it('Organization: a supplier names the products it supplies; a buyer is not asked', async () => {
    let saved: unknown;
    const save = trpcMsw.settings.saveOrganization.mutation(({ input }) => {
      saved = input;
      const { organizationId, ...details } = input;
      return { ...supplierOrganization, id: organizationId, ...details };
    });
    const { user, unmount } = renderTab(
      'organization',
      [settingsHandlers.organization(supplierOrganization), save, memberHandlers.list(), invitationHandlers.list()],
      'supplier',
    );
    const products = await screen.findByLabelText(ORGANIZATION_TEXTS.productTypes);
    await user.click(products);
    await user.click(await screen.findByRole('option', { name: 'Crude Oil' }));
    await user.click(screen.getByRole('button', { name: 'Save Organization' }));
    await vi.waitFor(() =>
      expect(saved).toMatchObject({
        organizationId: supplierOrganization.id,
        productTypes: ['refined-products', 'crude-oil'],
      }),
    );
    unmount();

    renderTab('organization', [settingsHandlers.organization(), memberHandlers.list(), invitationHandlers.list()]);
    expect(await screen.findByRole('button', { name: 'Save Organization' })).toBeInTheDocument();
    expect(screen.queryByLabelText(ORGANIZATION_TEXTS.productTypes)).toBeNull();
  });

  it("Notifications: the spec's defaults, saved with the other settings as loaded", async () => {
    let sent: TPreferences | undefined;
    const save = trpcMsw.settings.savePreferences.mutation(({ input }) => {
      sent = input;
      return input;
    });
    const { user } = renderTab('notifications', [settingsHandlers.preferences(), save]);
    const email = await screen.findByRole('switch', { name: /Email Notifications/ });
    expect(email).toBeChecked();
    // SMS: off by default; it needs a phone verified in the profile, and says so.
    expect(screen.getByRole('switch', { name: /SMS Notifications/ })).not.toBeChecked();
    expect(screen.getByText(en.sms.preferences.hint)).toBeInTheDocument();
    for (const name of [/RFQ Updates/, /Payment Alerts/, /Shipment Tracking/])
      expect(screen.getByRole('switch', { name })).toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Save Notification Settings' }));
    await vi.waitFor(() => expect(sent).toEqual({ ...defaultPreferences, emailNotifications: false }));
  });

  it("System: language, timezone (each with its offset, or the browser's), currency from the spec's options, and the colour scheme applied", async () => {
    let sent: TPreferences | undefined;
    const save = trpcMsw.settings.savePreferences.mutation(({ input }) => {
      sent = input;
      return input;
    });
    const { user } = renderTab('system', [settingsHandlers.preferences(), save]);
    await user.click(await screen.findByLabelText('Default Currency', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
    ]);
    await user.click(screen.getByRole('option', { name: 'EUR' }));
    await user.click(screen.getByLabelText('Timezone', { selector: 'input' }));
    const zones = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
    expect(zones.slice(0, 4).map((zone) => zone.replace(/\(UTC[+-]\d\d:\d\d\)/, '(UTC±hh:mm)'))).toEqual([
      'UTC (UTC±hh:mm)',
      'EST (UTC±hh:mm)',
      'PST (UTC±hh:mm)',
      'CET (UTC±hh:mm)',
    ]);
    expect(zones[0]).toBe('UTC (UTC+00:00)');
    expect(zones[3]).toMatch(/^CET \(UTC\+0[12]:00\)$/);
    expect(zones[4]).toMatch(/^My browser’s zone: .+ \(UTC[+-]\d\d:\d\d\)$/);
    await user.click(screen.getByRole('option', { name: /My browser’s zone/ }));
    await user.click(screen.getByLabelText('Dark Mode', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'Same as my system',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save System Settings' }));
    await vi.waitFor(() =>
      expect(sent).toEqual({ ...defaultPreferences, currency: 'EUR', timezone: 'browser', colorScheme: 'dark' }),
    );
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    // Remembered for this browser before sign-in too: Mantine's storage and the cookie the server reads.
    expect(window.localStorage.getItem('energy.color-scheme')).toBe('dark');
    expect(document.cookie).toContain('color-scheme=dark');
  });

  it('Security: sends the current and new password; a wrong current password shows on its field', async () => {
    const { user } = renderTab('security', [settingsHandlers.changePasswordWrong()]);
    fillIn(await screen.findByLabelText(/Current Password/), 'not-it');
    fillIn(screen.getByLabelText(/New Password/), 'brand-new-pass-7');
    fillIn(screen.getByLabelText(/Confirm Password/), 'brand-new-pass-7');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByLabelText(/Current Password/)).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
  });

  it('Security: two-factor sign-in shows its status and offers to set it up (SecurityTab.test.tsx walks it)', async () => {
    renderTab('security', []);
    const twoFactor = within(await screen.findByRole('region', { name: en.twoFactor.card.title }));
    expect(await twoFactor.findByRole('button', { name: en.twoFactor.card.enable })).toBeInTheDocument();
  });

  it('Security: checks the confirmation before sending', async () => {
    const { user } = renderTab('security', [settingsHandlers.changePasswordSucceeds()]);
    fillIn(await screen.findByLabelText(/Current Password/), 'secret-pass');
    fillIn(screen.getByLabelText(/New Password/), 'brand-new-pass-7');
    fillIn(screen.getByLabelText(/Confirm Password/), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByLabelText(/Confirm Password/)).toHaveAccessibleDescription("Passwords don't match");
  });

  it('Danger Zone: deleting asks for DELETE and the password, then signs out', async () => {
    let called = false;
    const remove = trpcMsw.settings.deleteAccount.mutation(() => {
      called = true;
      return { message: 'Your account has been deleted' };
    });
    const { user } = renderTab('danger', [remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Account' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(dialog.getByRole('textbox', { name: /Type DELETE to confirm/ })).toHaveAccessibleDescription(
      'Type DELETE to confirm',
    );
    expect(called).toBe(false);
    fillIn(dialog.getByRole('textbox', { name: /Type DELETE to confirm/ }), 'DELETE');
    fillIn(dialog.getByLabelText(/Current Password/), 'secret-pass');
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(called).toBe(true));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });
});

import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { reviewHandlers } from '../../../mocks/adminHandlers';
import { documentHandlers } from '../../../mocks/documentHandlers';
import { kycVerification } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { organizationMessages } from '../../../mocks/fixtures/organization';
import { authHandlers } from '../../../mocks/handlers';
import { invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { buyerOrganization, supplierOrganization } from '../../../mocks/fixtures/settings';
import { allSettings, settingsHandlers } from '../../../mocks/settingsHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SettingsScreen } from './SettingsScreen';

const VERIFICATION_TEXTS = en.admin.verification;
const INVITE_TEXTS = { ...en.settings.invite, sentText: (email: string) => `An invitation was sent to ${email}.` };
const MEMBERS_TEXTS = {
  ...en.settings.members,
  revokedText: (email: string) => `The invitation to ${email} no longer works.`,
};

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], tab = 'organization') =>
  storyScreen({
    route: `/settings${tab ? `?tab=${tab}` : ''}`,
    session: authHandlers.signedInAs(sessionUsers[role]),
    handlers: [...handlers, ...allSettings()],
  });

const meta = {
  title: 'Settings/SettingsScreen',
  component: SettingsScreen,
  parameters: at('buyer', [
    memberHandlers.list(),
    invitationHandlers.list(),
    invitationHandlers.createSucceeds(),
    invitationHandlers.revokeSucceeds(),
  ]),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer organization: its members, pending invitations with Revoke, and Invite. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('buyer', [memberHandlers.listLoading(), invitationHandlers.listLoading()]),
};

export const Empty: Story = { parameters: at('buyer', [memberHandlers.list([]), invitationHandlers.list([])]) };

export const Error: Story = { parameters: at('buyer', [memberHandlers.listFails(), invitationHandlers.list()]) };

/** The Invite dialog offers only the roles that fit a buyer organization (Buyer, Finance). */
export const InviteDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: MEMBERS_TEXTS.invite }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: INVITE_TEXTS.title })).toBeInTheDocument();
  },
};

/** The server refuses: an account with this email already exists. */
export const InviteFails: Story = {
  parameters: at('buyer', [memberHandlers.list(), invitationHandlers.list(), invitationHandlers.createFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: MEMBERS_TEXTS.invite }));
    const dialog = within(await page.findByRole('dialog', { name: INVITE_TEXTS.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'finance@refinery.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await expect(await page.findByText(INVITE_TEXTS.failed)).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      organizationMessages.emailTaken,
    );
  },
};

/** A supplier organization: Invite offers Supplier only. */
export const Supplier: Story = { parameters: at('supplier', [memberHandlers.list(), invitationHandlers.list([])]) };

/** An administrator without an organization: nothing to list, no Invite. */
export const AdminWithoutOrganization: Story = { parameters: at('admin', []) };

/** Profile: name, email and phone saved through the server; the role shown read-only. */
export const Profile: Story = { parameters: at('buyer', [], '') };

export const ProfileLoading: Story = { parameters: at('buyer', [settingsHandlers.profileLoading()], '') };

export const ProfileError: Story = { parameters: at('buyer', [settingsHandlers.profileFails()], '') };

/** Profile, KYC not submitted: Not verified, the identity documents to choose from, Submit KYC sends them. */
export const ProfileKycNotSubmitted: Story = {
  parameters: at(
    'buyer',
    [reviewHandlers.mine(kycVerification.unsubmitted), documentHandlers.list(), reviewHandlers.submitKycSucceeds()],
    '',
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: VERIFICATION_TEXTS.kyc.submit }));
    await expect(await page.findByText('Your documents were submitted for review')).toBeInTheDocument();
  },
};

/** Profile, KYC waiting for an admin: the pending review and no second submission. */
export const ProfileKycWaiting: Story = { parameters: at('buyer', [reviewHandlers.mine(kycVerification.waiting)], '') };

/** Profile, KYC rejected: the admin's reason, and Submit KYC again. */
export const ProfileKycRejected: Story = {
  parameters: at('buyer', [reviewHandlers.mine(kycVerification.rejected), documentHandlers.list()], ''),
};

/** Profile, KYC approved: the Verified badge. */
export const ProfileKycVerified: Story = {
  parameters: at('buyer', [reviewHandlers.mine(kycVerification.verified)], ''),
};

/** An administrator submits no KYC: the profile form only. */
export const ProfileAdmin: Story = { parameters: at('admin', [], '') };

/** Finance reads the company's details but may not edit them. */
export const OrganizationReadOnlyForFinance: Story = {
  parameters: at('finance', [
    settingsHandlers.organization({ ...buyerOrganization, editable: false }),
    memberHandlers.list(),
    invitationHandlers.list(),
  ]),
};

/** A supplier names the product types it supplies: new RFQs of those are announced to its team. */
export const OrganizationSupplierProducts: Story = {
  parameters: at('supplier', [
    settingsHandlers.organization(supplierOrganization),
    memberHandlers.list(),
    invitationHandlers.list(),
  ]),
};

/** The spec's defaults: email on, SMS off, RFQ updates, payment alerts and shipment tracking on. */
export const NotificationPreferences: Story = { parameters: at('buyer', [], 'notifications') };

/** A wrong current password is refused by the server and shown on its field. */
export const SecurityWrongPassword: Story = {
  parameters: at('buyer', [settingsHandlers.changePasswordWrong()], 'security'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Current Password/), 'not-it');
    await userEvent.type(canvas.getByLabelText(/New Password/), 'brand-new-pass-7');
    await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'brand-new-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(
      await canvas.findByText('Current password is incorrect', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  },
};

/** Language, timezone and currency from the spec's options; dark mode. */
export const System: Story = { parameters: at('buyer', [], 'system') };

/** Delete Account opens its confirmation dialog. */
export const DangerZone: Story = {
  parameters: at('buyer', [], 'danger'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Account' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete Account' }),
    ).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { organizationMessages } from '../../../mocks/fixtures/organization';
import { authHandlers } from '../../../mocks/handlers';
import { invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { allSettings } from '../../../mocks/settingsHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { INVITE_TEXTS } from './InviteMemberModal';
import { MEMBERS_TEXTS } from './OrganizationMembersCard';
import { SettingsScreen } from './SettingsScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/settings?tab=organization', session: authHandlers.signedInAs(sessionUsers[role]), handlers: [...handlers, ...allSettings()] });

const meta = {
  title: 'Settings/SettingsScreen',
  component: SettingsScreen,
  parameters: at('buyer', [memberHandlers.list(), invitationHandlers.list(), invitationHandlers.createSucceeds(), invitationHandlers.revokeSucceeds()]),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer organization: its members, pending invitations with Revoke, and Invite. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('buyer', [memberHandlers.listLoading(), invitationHandlers.listLoading()]) };

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
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(organizationMessages.emailTaken);
  },
};

/** A supplier organization: Invite offers Supplier only. */
export const Supplier: Story = { parameters: at('supplier', [memberHandlers.list(), invitationHandlers.list([])]) };

/** An administrator without an organization: nothing to list, no Invite. */
export const AdminWithoutOrganization: Story = { parameters: at('admin', []) };

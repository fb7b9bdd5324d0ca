import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminDirectory, buyerDirectory } from '../../../mocks/fixtures/organization';
import { authHandlers } from '../../../mocks/handlers';
import { directoryHandlers, invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { OrganizationsScreen } from './OrganizationsScreen';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/organizations', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const member = [
  directoryHandlers.list(),
  memberHandlers.list(),
  invitationHandlers.list(),
  invitationHandlers.createSucceeds(),
  invitationHandlers.revokeSucceeds(),
];
const admin = [directoryHandlers.list(adminDirectory), directoryHandlers.updateSucceeds(adminDirectory)];

const meta = {
  title: 'Organizations/OrganizationsScreen',
  component: OrganizationsScreen,
  parameters: at('buyer', member),
} satisfies Meta<typeof OrganizationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer: its organization's members and invitations (Invite, Revoke), and its counterparties by name and verification. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at('buyer', [
    directoryHandlers.listLoading(),
    memberHandlers.listLoading(),
    invitationHandlers.listLoading(),
  ]),
};

/** No counterparties yet: only the own organization comes back. */
export const Empty: Story = {
  parameters: at('buyer', [
    directoryHandlers.list(buyerDirectory.slice(0, 1)),
    memberHandlers.list(),
    invitationHandlers.list([]),
  ]),
};

export const Error: Story = {
  parameters: at('buyer', [directoryHandlers.listFails(), memberHandlers.list(), invitationHandlers.list()]),
};

/** The admin: every organization with its members, and Edit. */
export const Admin: Story = { parameters: at('admin', admin) };

/** The admin verifies a pending organization. */
export const AdminEdits: Story = {
  parameters: at('admin', admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Harbour Fuels Trading' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Edit Harbour Fuels Trading' })).toBeInTheDocument();
  },
};

/** Beside each name, the Verified mark of an approved organization; a pending one shows its name alone. */
export const VerifiedCounterparties: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, sessionUsers.supplier.organizationName ?? '')).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, 'Harbour Fuels Trading')).toContain('none'));
  },
};

import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DISPUTE_MESSAGES } from '@energy/domain/schemas/dispute';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { disputeHandlers } from '../../../mocks/adminHandlers';
import { disputeFixtures } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DisputesScreen } from './DisputesScreen';

const ADMIN_NOTICES = en.admin.notices;

const PATH = '/admin/disputes';
const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = PATH) =>
  storyScreen({ route, path: PATH, session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/DisputesScreen',
  component: DisputesScreen,
  parameters: at('admin', [disputeHandlers.list(), disputeHandlers.updateSucceeds()]),
} satisfies Meta<typeof DisputesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Disputes in every state; Resolve and Escalate on open and investigating ones only. */
export const Default: Story = {};
export const Loading: Story = { parameters: at('admin', [disputeHandlers.listLoading()]) };
export const Empty: Story = { parameters: at('admin', [disputeHandlers.list([])]) };
export const Error: Story = { parameters: at('admin', [disputeHandlers.listFails()]) };
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <DisputesScreen />
    </ProtectedRoute>
  ),
};
export const FilterEmpty: Story = {
  parameters: at('admin', [disputeHandlers.list()], `${PATH}?status=resolved&category=payment`),
};

/** Resolve needs notes; then the Success notice. */
export const ResolveWithNotes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Resolve ${disputeFixtures.open.id.slice(0, 8)}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Resolve Dispute' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await expect(dialog.getByText(DISPUTE_MESSAGES.notesRequired)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Resolution notes'), 'Carrier credited the demurrage');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await expect(await page.findByText(ADMIN_NOTICES.disputeUpdated)).toBeInTheDocument();
  },
};

import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { adminUserHandlers } from '../../../mocks/adminHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { directoryHandlers } from '../../../mocks/organizationHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AdminUsersScreen } from './AdminUsersScreen';

const ADMIN_NOTICES = en.admin.notices;

const PATH = '/admin/users';
const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = PATH) =>
  storyScreen({ route, path: PATH, session: authHandlers.signedInAs(sessionUsers[role]), handlers });
const withActions = [
  adminUserHandlers.list(),
  adminUserHandlers.deactivateSucceeds(),
  adminUserHandlers.reactivateSucceeds(),
  adminUserHandlers.updateSucceeds(),
  directoryHandlers.list(),
];

const meta = {
  title: 'Admin/AdminUsersScreen',
  component: AdminUsersScreen,
  parameters: at('admin', withActions),
} satisfies Meta<typeof AdminUsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every account; the last active admin offers Edit only. */
export const Default: Story = {};
export const Loading: Story = { parameters: at('admin', [adminUserHandlers.listLoading()]) };
export const Empty: Story = { parameters: at('admin', [adminUserHandlers.list([])]) };
export const Error: Story = { parameters: at('admin', [adminUserHandlers.listFails()]) };
export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <AdminUsersScreen />
    </ProtectedRoute>
  ),
};
export const FilterEmpty: Story = { parameters: at('admin', [adminUserHandlers.list()], `${PATH}?role=logistics`) };

/** Deactivating says so. */
export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Deactivate sam.supplier' }));
    await expect(await page.findByText(ADMIN_NOTICES.userUpdated)).toBeInTheDocument();
  },
};

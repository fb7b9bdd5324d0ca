import { en } from '@energy/i18n/messages/en/screens';
import { CONTENT_MESSAGES } from '@energy/domain/schemas/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contentItems } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ContentScreen } from './ContentScreen';

const CONTENT_FORM_TEXTS = {
  ...en.admin.contentScreen.form,
  create: en.admin.common.create,
  save: en.admin.common.saveChanges,
};
const CONTENT_TEXTS = en.admin.contentScreen;

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/admin/content') =>
  storyScreen({ route, path: '/admin/content', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/ContentScreen',
  component: ContentScreen,
  parameters: at('admin', [
    contentHandlers.list(),
    contentHandlers.createSucceeds(),
    contentHandlers.updateSucceeds(),
    contentHandlers.deleteSucceeds(),
  ]),
} satisfies Meta<typeof ContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Content in every status: a published announcement and help article, an FAQ in review, draft terms. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('admin', [contentHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('admin', [contentHandlers.list([])]) };

export const Error: Story = { parameters: at('admin', [contentHandlers.listFails()]) };

export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <ContentScreen />
    </ProtectedRoute>
  ),
};

export const FilterEmpty: Story = {
  parameters: at('admin', [contentHandlers.list()], '/admin/content?status=archived'),
};

/** The dialog names the three required fields. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: CONTENT_TEXTS.create }));
    const dialog = within(await page.findByRole('dialog', { name: CONTENT_FORM_TEXTS.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: CONTENT_FORM_TEXTS.create }));
    await expect(await dialog.findByText(CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    await expect(dialog.getByText(CONTENT_MESSAGES.typeRequired)).toBeInTheDocument();
  },
};

/** Delete asks first, then says it is done. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Delete ${contentItems.terms.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: CONTENT_TEXTS.deleteTitle }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
  },
};

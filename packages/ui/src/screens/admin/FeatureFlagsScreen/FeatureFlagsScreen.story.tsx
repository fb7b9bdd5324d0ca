import { en } from '@energy/i18n/messages/en/screens';
import { FEATURE_FLAG_MESSAGES } from '@energy/domain/schemas/feature-flag';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { featureFlagHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { featureFlags } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FeatureFlagsScreen } from './FeatureFlagsScreen';

const FLAG_FORM_TEXTS = { ...en.admin.flags.form, create: en.admin.common.create, save: en.admin.common.saveChanges };
const FLAG_TEXTS = en.admin.flags;

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/admin/feature-flags') =>
  storyScreen({ route, path: '/admin/feature-flags', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/FeatureFlagsScreen',
  component: FeatureFlagsScreen,
  parameters: at('admin', [
    featureFlagHandlers.list(),
    featureFlagHandlers.createSucceeds(),
    featureFlagHandlers.updateSucceeds(),
    featureFlagHandlers.toggleSucceeds(),
    featureFlagHandlers.deleteSucceeds(),
  ]),
} satisfies Meta<typeof FeatureFlagsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A flag on for everyone, one rolled out to half the users (Partial), one off. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('admin', [featureFlagHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('admin', [featureFlagHandlers.list([])]) };

export const Error: Story = { parameters: at('admin', [featureFlagHandlers.listFails()]) };

export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <FeatureFlagsScreen />
    </ProtectedRoute>
  ),
};

/** Enabling a flag says so. */
export const Enable: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `${FLAG_TEXTS.enable} ${featureFlags.sms.name}` }));
    await expect(await page.findByText(FEATURE_FLAG_MESSAGES.toggled)).toBeInTheDocument();
  },
};

/** The create dialog requires a name. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: FLAG_TEXTS.create }));
    const dialog = within(await page.findByRole('dialog', { name: FLAG_FORM_TEXTS.createTitle }));
    await userEvent.click(dialog.getByRole('button', { name: FLAG_FORM_TEXTS.create }));
    await expect(await dialog.findByText(FEATURE_FLAG_MESSAGES.nameRequired)).toBeInTheDocument();
  },
};

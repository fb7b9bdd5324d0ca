import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ResetPasswordForm } from './ResetPasswordForm';
import { PasswordResetComplete, ResetPasswordScreen } from './ResetPasswordScreen';

const withToken = '/reset-password?token=emailed-token';

const meta = {
  title: 'Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: storyScreen({ route: withToken, handlers: [authHandlers.resetPasswordSucceeds()] }),
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, password: string, confirmPassword: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
  return canvas;
}

export const InvalidLink: Story = { parameters: storyScreen({ route: '/reset-password' }) };

export const Form: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'short', 'other');
    await expect(canvas.getByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    await expect(canvas.getByText(AUTH_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
  },
};

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'new-secret', 'new-secret');
    await expect(await canvas.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
  },
};

/** The success screen on its own, for review without running the submit. */
export const CompleteScreen: Story = {
  render: () => (
    <CenteredPanel>
      <PasswordResetComplete />
    </CenteredPanel>
  ),
};

/** A spent or expired link: the server's message in the 'Error' notice. */
export const ExpiredLink: Story = {
  parameters: storyScreen({ route: withToken, handlers: [authHandlers.resetPasswordFails()] }),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'new-secret', 'new-secret');
  },
};

/** The form reached without a token (defensive): submitting shows the 'Invalid request' notice. */
export const MissingToken: Story = {
  render: () => (
    <CenteredPanel>
      <ResetPasswordForm token="" onReset={() => undefined} />
    </CenteredPanel>
  ),
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'new-secret', 'new-secret');
  },
};

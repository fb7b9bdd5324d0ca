import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ForgotPasswordScreen, ResetLinkSent } from './ForgotPasswordScreen';

const meta = {
  title: 'Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: storyScreen({ route: '/forgot-password', handlers: [authHandlers.forgotPasswordSucceeds()] }),
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(canvas.getByText(AUTH_MESSAGES.invalidEmail)).toBeInTheDocument();
  },
};

/** After submitting: the confirmation card, saying it once (no toast repeating it). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'bola@refinery.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  },
};

/** The confirmation on its own, for review without running the submit. */
export const Confirmation: Story = {
  render: () => (
    <CenteredPanel>
      <ResetLinkSent email="bola@refinery.example" />
    </CenteredPanel>
  ),
};

export const ServerError: Story = {
  parameters: storyScreen({
    route: '/forgot-password',
    handlers: [authHandlers.forgotPasswordFails('Too many requests. Please try again later.')],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'bola@refinery.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
  },
};

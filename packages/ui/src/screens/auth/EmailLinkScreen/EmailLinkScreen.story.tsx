import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { trpcMsw } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { EmailLinkScreen } from './EmailLinkScreen';

const meta = {
  title: 'Auth/EmailLinkScreen',
  component: EmailLinkScreen,
  args: { kind: 'verify' },
  parameters: storyScreen({
    route: '/verify-email?token=mailed-token',
    handlers: [
      trpcMsw.auth.verifyEmail.mutation(() => ({ message: EMAIL_MESSAGES.verified })),
      trpcMsw.auth.confirmEmailChange.mutation(() => ({ message: EMAIL_MESSAGES.changeConfirmed })),
      trpcMsw.auth.undoEmailChange.mutation(() => ({ message: EMAIL_MESSAGES.changeUndone })),
    ],
  }),
} satisfies Meta<typeof EmailLinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifySignUp: Story = {};
export const ConfirmChange: Story = { args: { kind: 'confirm' } };
export const UndoChange: Story = { args: { kind: 'undo' } };
export const MissingToken: Story = { parameters: storyScreen({ route: '/verify-email' }) };

import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers } from '../../mocks/handlers';
import { storyScreen } from '../../test-utils/storyParameters';
import { ProtectedRoute } from './ProtectedRoute';

const meta = {
  title: 'Layout/ProtectedRoute',
  component: ProtectedRoute,
  args: { children: <Text p="xl">The protected page</Text> },
  parameters: storyScreen({ route: '/rfq', session: authHandlers.signedInAs(sessionUsers.buyer) }),
} satisfies Meta<typeof ProtectedRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner while auth.me has not answered. */
export const Loading: Story = {
  parameters: storyScreen({ route: '/rfq', session: authHandlers.sessionLoading() }),
};

export const Allowed: Story = {};

/** A buyer on a finance page: the denial page in place of the content. */
export const Denied: Story = {
  parameters: storyScreen({ route: '/payments', session: authHandlers.signedInAs(sessionUsers.buyer) }),
};

/** No session: the guard sends the visitor to /auth. */
export const SignedOut: Story = {
  parameters: storyScreen({ route: '/rfq' }),
};

/** The server could not be asked (not a 401): said plainly, with a retry, rather than a silent sign-out. */
export const SessionUnavailable: Story = {
  parameters: storyScreen({ route: '/rfq', session: authHandlers.sessionUnavailable() }),
};

import { AUTH_NOTICES } from '@energy/domain/notices';
import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { serverMessages, sessionUsers } from '../../../mocks/fixtures/auth';
import { INVITATION_TOKEN, invitationPreview, organizationMessages } from '../../../mocks/fixtures/organization';
import { authHandlers } from '../../../mocks/handlers';
import { invitationHandlers } from '../../../mocks/organizationHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AuthScreen, INVITATION_TEXTS } from './AuthScreen';

const meta = {
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  parameters: storyScreen({ route: '/auth' }),
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The visible tab, once the session check has finished (a spinner shows until then). Both tabs stay
 * mounted so typed values survive a switch, so queries look at the visible one only.
 */
const activeTab = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('tabpanel'));

export const SignIn: Story = {};

export const SignInValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await userEvent.click(await tab.findByRole('button', { name: 'Sign In' }));
    await expect(tab.getByText(AUTH_MESSAGES.usernameRequired)).toBeInTheDocument();
    await expect(tab.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
  },
};

/** The server refuses the credentials: the destructive 'Login failed' notice carries its message. */
export const LoginFailed: Story = {
  parameters: storyScreen({ route: '/auth', handlers: [authHandlers.loginFails()] }),
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await userEvent.type(await tab.findByLabelText('Username'), 'bola.buyer');
    await userEvent.type(tab.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(tab.getByRole('button', { name: 'Sign In' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(AUTH_NOTICES.loginFailed)).toBeInTheDocument();
    await expect(page.getByText(serverMessages.invalidCredentials)).toBeInTheDocument();
  },
};

export const LoginSucceeds: Story = {
  parameters: storyScreen({ route: '/auth', handlers: [authHandlers.loginSucceeds(sessionUsers.buyer)] }),
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await userEvent.type(await tab.findByLabelText('Username'), sessionUsers.buyer.username);
    await userEvent.type(tab.getByLabelText('Password'), 'correct horse');
    await userEvent.click(tab.getByRole('button', { name: 'Sign In' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(AUTH_NOTICES.welcomeBack)).toBeInTheDocument();
  },
};

export const SignUp: Story = { args: { initialTab: 'register' } };

export const SignUpValidationErrors: Story = {
  args: { initialTab: 'register' },
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await userEvent.click(await tab.findByRole('button', { name: 'Create Account' }));
    await expect(tab.getByText(AUTH_MESSAGES.usernameTooShort)).toBeInTheDocument();
    await expect(tab.getByText(AUTH_MESSAGES.firstNameRequired)).toBeInTheDocument();
  },
};

export const SignUpUsernameTaken: Story = {
  args: { initialTab: 'register' },
  parameters: storyScreen({
    route: '/auth',
    handlers: [
      authHandlers.registerFails(serverMessages.usernameTaken, [
        { path: 'username', message: serverMessages.usernameTaken },
      ]),
    ],
  }),
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await userEvent.type(await tab.findByLabelText('First Name'), 'Chidi');
    await userEvent.type(tab.getByLabelText('Last Name'), 'Nwosu');
    await userEvent.type(tab.getByLabelText('Username'), 'bola.buyer');
    await userEvent.type(tab.getByLabelText('Email'), 'chidi@refinery.example');
    await userEvent.type(tab.getByLabelText('Password'), 'secret1');
    await userEvent.type(tab.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(tab.getByRole('button', { name: 'Create Account' }));
    await expect(await tab.findByText(serverMessages.usernameTaken)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyScreen({ route: '/auth', session: authHandlers.sessionLoading() }),
};

/** The server says admin sign-up is open (no admin yet, outside production): "Administrator" is offered. */
export const SignUpAdminOpen: Story = {
  args: { initialTab: 'register' },
  parameters: storyScreen({ route: '/auth', handlers: [authHandlers.signupOptions(true)] }),
};

/** The invitation link: Sign Up with the organization, role and email fixed. */
export const SignUpByInvitation: Story = {
  parameters: storyScreen({
    route: `/auth?invite=${INVITATION_TOKEN}`,
    handlers: [invitationHandlers.preview(), authHandlers.registerSucceeds()],
  }),
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await expect(
      await tab.findByText(INVITATION_TEXTS.joining(invitationPreview.organizationName)),
    ).toBeInTheDocument();
    await expect(tab.getByLabelText('Email')).toHaveValue(invitationPreview.email);
  },
};

export const InvitationLoading: Story = {
  parameters: storyScreen({
    route: `/auth?invite=${INVITATION_TOKEN}`,
    handlers: [invitationHandlers.previewLoading()],
  }),
};

/** An expired, revoked or used link: said plainly, and the ordinary sign-up stays available. */
export const InvitationInvalid: Story = {
  parameters: storyScreen({ route: '/auth?invite=stale', handlers: [invitationHandlers.previewInvalid()] }),
  play: async ({ canvasElement }) => {
    const tab = await activeTab(canvasElement);
    await expect(await tab.findByText(organizationMessages.invalidInvitation)).toBeInTheDocument();
  },
};

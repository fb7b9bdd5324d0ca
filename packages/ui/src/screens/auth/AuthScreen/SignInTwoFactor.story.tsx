import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AuthScreen } from './AuthScreen';

const TEXTS = en.twoFactor.signIn;

const at = (handlers: RequestHandler[]) => storyScreen({ route: '/auth', handlers });

const meta = {
  title: 'Auth/Sign-in with two-factor',
  component: AuthScreen,
  parameters: at([twoFactorHandlers.loginAsksForCode(), twoFactorHandlers.codeSignsIn(sessionUsers.finance)]),
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function passwordStep(canvasElement: HTMLElement) {
  const tab = within(await within(canvasElement).findByRole('tabpanel'));
  await userEvent.type(await tab.findByLabelText(TEXTS.username), sessionUsers.finance.username);
  await userEvent.type(tab.getByLabelText(TEXTS.password), 'correct horse');
  await userEvent.click(tab.getByRole('button', { name: TEXTS.submit }));
  return tab;
}

/** The password was right: the form asks for the authenticator's code. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const tab = await passwordStep(canvasElement);
    await expect(await tab.findByLabelText(TEXTS.code)).toBeInTheDocument();
    await expect(tab.getByRole('button', { name: TEXTS.useRecoveryCode })).toBeInTheDocument();
  },
};

/** "Use a recovery code" swaps the field. */
export const RecoveryCodeStep: Story = {
  play: async ({ canvasElement }) => {
    const tab = await passwordStep(canvasElement);
    await userEvent.click(await tab.findByRole('button', { name: TEXTS.useRecoveryCode }));
    await expect(await tab.findByLabelText(TEXTS.recoveryCode)).toBeInTheDocument();
  },
};

/** A code already used is refused with the server's message on the field. */
export const CodeReused: Story = {
  parameters: at([twoFactorHandlers.loginAsksForCode(), twoFactorHandlers.codeReused()]),
  play: async ({ canvasElement }) => {
    const tab = await passwordStep(canvasElement);
    await userEvent.type(await tab.findByLabelText(TEXTS.code), '123456');
    await userEvent.click(tab.getByRole('button', { name: TEXTS.verify }));
    await expect(await tab.findByText(en.twoFactor.server.codeReused)).toBeInTheDocument();
  },
};

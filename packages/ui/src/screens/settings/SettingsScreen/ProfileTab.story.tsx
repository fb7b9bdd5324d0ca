import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { buyerProfile } from '../../../mocks/fixtures/settings';
import { authHandlers } from '../../../mocks/handlers';
import { MOCK_PHONE_CODE, phoneHandlers, verifiedProfile } from '../../../mocks/phoneHandlers';
import { allSettings, settingsHandlers } from '../../../mocks/settingsHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SettingsScreen } from './SettingsScreen';

const TEXTS = en.sms.profile;

const profileWith = (handlers: RequestHandler[]) =>
  storyScreen({
    route: '/settings',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [...handlers, ...allSettings()],
  });

const meta = {
  title: 'Settings/Profile phone',
  component: SettingsScreen,
  parameters: profileWith([settingsHandlers.profile(), phoneHandlers.sendCodeSucceeds(), phoneHandlers.verify()]),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved phone not verified yet: "Send code". */
export const Unverified: Story = {};

/** The code was sent: the code field and Verify, and a new code on demand. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS.sendCode }));
    await expect(await canvas.findByRole('textbox', { name: TEXTS.code })).toBeInTheDocument();
  },
};

/** The right code: the phone shows as verified. */
export const VerifiedWithCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS.sendCode }));
    await userEvent.type(await canvas.findByRole('textbox', { name: TEXTS.code }), MOCK_PHONE_CODE);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.verify }));
    await expect(await canvas.findByRole('status', { name: TEXTS.verified })).toBeInTheDocument();
  },
};

/** A wrong code: the server's refusal on the code field. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS.sendCode }));
    await userEvent.type(await canvas.findByRole('textbox', { name: TEXTS.code }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.verify }));
    await expect(
      await canvas.findByText(en.sms.server.wrongCode, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  },
};

/** A code asked for again within the minute: refused (429), said in a notice. */
export const ResendTooSoon: Story = {
  parameters: profileWith([settingsHandlers.profile(), phoneHandlers.sendCodeTooSoon()]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXTS.sendCode }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(TEXTS.sendFailed)).toBeInTheDocument();
  },
};

/** A verified phone: the badge, no code to send. */
export const Verified: Story = { parameters: profileWith([settingsHandlers.profile(verifiedProfile)]) };

/** No phone saved: nothing to verify. */
export const NoPhone: Story = { parameters: profileWith([settingsHandlers.profile({ ...buyerProfile, phone: '' })]) };

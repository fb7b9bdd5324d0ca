import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { recoveryCodes, twoFactorEnrolment, twoFactorManager, twoFactorOn } from '../../../mocks/fixtures/twoFactor';
import { authHandlers } from '../../../mocks/handlers';
import { allSettings } from '../../../mocks/settingsHandlers';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { SettingsScreen } from './SettingsScreen';

const TEXTS = en.twoFactor;

const security = (handlers: RequestHandler[]) =>
  storyScreen({
    route: '/settings?tab=security',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [...handlers, ...allSettings()],
  });

const meta = {
  title: 'Settings/Security: two-factor sign-in',
  component: SettingsScreen,
  parameters: security([twoFactorHandlers.status(), twoFactorHandlers.start(), twoFactorHandlers.confirms()]),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button sets it up. */
export const Off: Story = {};

/** On: since when, the recovery codes left, and turning it off. */
export const On: Story = {
  parameters: security([twoFactorHandlers.status(twoFactorOn), twoFactorHandlers.disables()]),
};

/** Setting it up: the QR code (drawn in the page) and the secret, then the first code. */
export const Enrol: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.card.enable }));
    await expect(await page.findByRole('img', { name: TEXTS.enrol.qrLabel })).toBeInTheDocument();
    await expect(page.getByText(twoFactorEnrolment.secret)).toBeInTheDocument();
  },
};

/** Confirmed: the ten recovery codes, shown once, to copy or download. */
export const RecoveryCodesShown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.card.enable }));
    await userEvent.type(await page.findByLabelText(TEXTS.enrol.code, { exact: false }), '123456');
    await userEvent.click(page.getByRole('button', { name: TEXTS.enrol.confirm }));
    await expect(await page.findByText(recoveryCodes.recoveryCodes[0] ?? '')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: TEXTS.recovery.download })).toBeInTheDocument();
  },
};

/** A wrong first code shows on its field. */
export const WrongCode: Story = {
  parameters: security([twoFactorHandlers.status(), twoFactorHandlers.start(), twoFactorHandlers.confirmRefused()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.card.enable }));
    await userEvent.type(await page.findByLabelText(TEXTS.enrol.code, { exact: false }), '000000');
    await userEvent.click(page.getByRole('button', { name: TEXTS.enrol.confirm }));
    await expect(await page.findAllByText(TEXTS.server.invalidCode)).not.toHaveLength(0);
  },
};

/** Turning it off asks for the password and a code. */
export const Disable: Story = {
  parameters: security([twoFactorHandlers.status(twoFactorOn), twoFactorHandlers.disables()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.card.disable }));
    await expect(await page.findByRole('button', { name: TEXTS.card.disableSubmit })).toBeInTheDocument();
  },
};

/** The organization's manager can require it of every member. */
export const OrganizationManager: Story = {
  parameters: security([
    twoFactorHandlers.status(twoFactorManager),
    twoFactorHandlers.setsOrganizationRule(twoFactorManager),
  ]),
};

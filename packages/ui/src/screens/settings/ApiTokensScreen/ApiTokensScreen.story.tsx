import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiTokenHandlers } from '../../../mocks/apiTokenHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ApiTokensScreen } from './ApiTokensScreen';

const TEXTS = en.settings.apiTokens;
const ROUTE = '/settings/api-tokens';

const at = (handlers: RequestHandler[]) =>
  storyScreen({ route: ROUTE, path: ROUTE, session: authHandlers.signedInAs(sessionUsers.buyer), handlers });
const everything = [apiTokenHandlers.list(), apiTokenHandlers.createSucceeds(), apiTokenHandlers.revokeSucceeds()];

const meta = {
  title: 'Settings/ApiTokensScreen',
  component: ApiTokensScreen,
  parameters: at(everything),
} satisfies Meta<typeof ApiTokensScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three tokens of the buyer's organization: one in use (time and address), one never used, one revoked. */
export const Default: Story = {};

export const Loading: Story = { parameters: at([apiTokenHandlers.listLoading()]) };

export const Empty: Story = { parameters: at([apiTokenHandlers.list([])]) };

/** The list could not be read. */
export const Error: Story = { parameters: at([apiTokenHandlers.listFails()]) };

/** A new token is shown once, with its copy button. */
export const CreatedShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.create }));
    const form = within(await page.findByRole('dialog', { name: TEXTS.form.title }));
    await userEvent.type(form.getByLabelText(new RegExp(TEXTS.form.name)), 'Bot');
    await userEvent.click(form.getByRole('button', { name: TEXTS.form.submit }));
    const shown = within(await page.findByRole('dialog', { name: TEXTS.shown.heading }));
    await expect(shown.getByText(/^ehub_N3wT0k/)).toBeInTheDocument();
    await expect(shown.getByRole('button', { name: TEXTS.shown.copy })).toBeInTheDocument();
  },
};

/** A role stronger than the creator's is refused by the server, which the dialog says. */
export const RoleRefused: Story = {
  parameters: at([
    apiTokenHandlers.list(),
    apiTokenHandlers.createFails("A token's role cannot be stronger than your own", [
      { path: 'role', message: "A token's role cannot be stronger than your own" },
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.create }));
    const form = within(await page.findByRole('dialog', { name: TEXTS.form.title }));
    await userEvent.type(form.getByLabelText(new RegExp(TEXTS.form.name)), 'Up');
    await userEvent.click(form.getByRole('button', { name: TEXTS.form.submit }));
    await expect(await form.findByText("A token's role cannot be stronger than your own")).toBeInTheDocument();
  },
};

/** Revoking asks first, naming the token. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.revokeNamed.replace('{name}', 'ERP sync') }));
    const dialog = within(await page.findByRole('dialog', { name: TEXTS.revokeTitle }));
    await expect(dialog.getByText(TEXTS.revokeQuestion.replace('{name}', 'ERP sync'))).toBeInTheDocument();
  },
};

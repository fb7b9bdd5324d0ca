import { WEBHOOK_MESSAGES } from '@energy/domain/schemas/webhooks';
import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { webhookHandlers, webhookList } from '../../../mocks/webhookHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { WebhooksScreen } from './WebhooksScreen';

const TEXTS = en.settings.webhooks;
const ROUTE = '/settings/webhooks';
const finance = webhookList[1] as (typeof webhookList)[number];
const staging = webhookList[2] as (typeof webhookList)[number];

const at = (handlers: RequestHandler[]) =>
  storyScreen({ route: ROUTE, path: ROUTE, session: authHandlers.signedInAs(sessionUsers.buyer), handlers });
const everything = [
  webhookHandlers.list(),
  webhookHandlers.deliveries(),
  webhookHandlers.createSucceeds(),
  webhookHandlers.updateSucceeds(),
  webhookHandlers.deleteSucceeds(),
];

/** Opens the registration dialog and types a URL into it. */
async function register(canvasElement: HTMLElement, url: string) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: TEXTS.create }));
  const form = within(await page.findByRole('dialog', { name: TEXTS.form.createTitle }));
  if (url) await userEvent.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) }), url);
  return { page, form };
}

const meta = {
  title: 'Settings/WebhooksScreen',
  component: WebhooksScreen,
  parameters: at(everything),
} satisfies Meta<typeof WebhooksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three endpoints of the buyer's organization: one healthy, one failing since yesterday, one disabled after 3 days. */
export const Default: Story = {};

export const Loading: Story = { parameters: at([webhookHandlers.listLoading()]) };

export const Empty: Story = { parameters: at([webhookHandlers.list([])]) };

/** The list could not be read. */
export const Error: Story = { parameters: at([webhookHandlers.listFails()]) };

/** The server refuses the list (a role without webhook:read): its message is shown. */
export const Forbidden: Story = {
  parameters: at([webhookHandlers.listFails('FORBIDDEN', 'Missing permission: webhook:read')]),
};

/** The registration dialog, choosing event types from the catalogue. */
export const CreateDialog: Story = {
  parameters: at([webhookHandlers.list([]), webhookHandlers.createSucceeds()]),
  play: async ({ canvasElement }) => {
    const { form } = await register(canvasElement, 'https://erp.example.com/hooks');
    await userEvent.click(form.getByRole('radio', { name: TEXTS.form.chosenEvents }));
    await expect(form.getByLabelText(TEXTS.form.eventTypes, { selector: 'input' })).toBeInTheDocument();
  },
};

/** A new endpoint's signing secret is shown once, with its copy button. */
export const SecretShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const { page, form } = await register(canvasElement, 'https://erp.example.com/hooks');
    await userEvent.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    const shown = within(await page.findByRole('dialog', { name: TEXTS.shown.heading }));
    await expect(shown.getByText(/^whsec_/)).toBeInTheDocument();
    await expect(shown.getByRole('button', { name: TEXTS.shown.copy })).toBeInTheDocument();
  },
};

/** An address that resolves to a private network is refused by the server (SSRF), on the URL field. */
export const PrivateAddressRefused: Story = {
  parameters: at([
    webhookHandlers.list([]),
    webhookHandlers.createFails('BAD_REQUEST', WEBHOOK_MESSAGES.urlPrivate, [
      { path: 'url', message: WEBHOOK_MESSAGES.urlPrivate },
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const { form } = await register(canvasElement, 'https://intranet.example.com/hook');
    await userEvent.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    await expect(await form.findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();
  },
};

/** The organization has its 20 endpoints: the server's 409 is said in the dialog. */
export const TooManyRefused: Story = {
  parameters: at([webhookHandlers.list([]), webhookHandlers.createFails('CONFLICT', WEBHOOK_MESSAGES.tooMany)]),
  play: async ({ canvasElement }) => {
    const { form } = await register(canvasElement, 'https://one-more.example.com/hook');
    await userEvent.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    await expect(await form.findByText(WEBHOOK_MESSAGES.tooMany)).toBeInTheDocument();
  },
};

/** Editing an endpoint: its URL, description, events, and the switch that enables or disables it. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Edit ${finance.url}` }));
    const form = within(await page.findByRole('dialog', { name: TEXTS.form.editTitle }));
    await expect(form.getByRole('switch', { name: new RegExp(`^${TEXTS.form.enabled}`) })).toBeChecked();
  },
};

/** Deleting asks first, naming the endpoint. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Delete ${staging.url}` }));
    const dialog = within(await page.findByRole('dialog', { name: TEXTS.deleteTitle }));
    await expect(dialog.getByText(TEXTS.deleteQuestion.replace('{url}', staging.url))).toBeInTheDocument();
  },
};

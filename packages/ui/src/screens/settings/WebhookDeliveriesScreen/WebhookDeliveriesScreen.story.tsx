import { WEBHOOK_MESSAGES } from '@energy/domain/schemas/webhooks';
import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { webhookHandlers, webhookList } from '../../../mocks/webhookHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { WebhookDeliveriesScreen } from './WebhookDeliveriesScreen';

const TEXTS = en.settings.webhooks.log;
const PATH = '/settings/webhooks/:id';
const finance = webhookList[1] as (typeof webhookList)[number];
const staging = webhookList[2] as (typeof webhookList)[number];

const at = (handlers: RequestHandler[], id = finance.id) =>
  storyScreen({
    route: `/settings/webhooks/${id}`,
    path: PATH,
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers,
  });
const everything = [
  webhookHandlers.list(),
  webhookHandlers.deliveries(),
  webhookHandlers.testSucceeds(),
  webhookHandlers.resendSucceeds(),
];

/** Clicks Resend on the failed test delivery. */
async function resendFailedDelivery(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: /^Resend webhook\.test of / }));
  return page;
}

const meta = {
  title: 'Settings/WebhookDeliveriesScreen',
  component: WebhookDeliveriesScreen,
  parameters: at(everything),
} satisfies Meta<typeof WebhookDeliveriesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The failing endpoint's log: a delivery waiting for its 5th attempt after a 503, and a test that timed out. */
export const Default: Story = {};

export const Loading: Story = { parameters: at([webhookHandlers.list(), webhookHandlers.deliveriesLoading()]) };

/** A disabled endpoint that never received anything. */
export const Empty: Story = {
  parameters: at([webhookHandlers.list(), webhookHandlers.deliveries()], staging.id),
};

/** The log could not be read. */
export const Error: Story = { parameters: at([webhookHandlers.list(), webhookHandlers.deliveriesFail()]) };

/** An endpoint of another organization, or deleted: the server's 404. */
export const NotFound: Story = {
  parameters: at(
    [webhookHandlers.list(), webhookHandlers.deliveriesFail('NOT_FOUND', WEBHOOK_MESSAGES.notFound)],
    'b8000000-0000-4000-8000-0000000000ff',
  ),
};

/** A delivery sent again: the notice says so. */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    const page = await resendFailedDelivery(canvasElement);
    await expect(await page.findByText(TEXTS.resent)).toBeInTheDocument();
  },
};

/** The server refuses the resend (the delivery is gone): its message is shown. */
export const ResendRefused: Story = {
  parameters: at([
    webhookHandlers.list(),
    webhookHandlers.deliveries(),
    webhookHandlers.resendFails('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound),
  ]),
  play: async ({ canvasElement }) => {
    const page = await resendFailedDelivery(canvasElement);
    await expect(await page.findByText(WEBHOOK_MESSAGES.deliveryNotFound)).toBeInTheDocument();
  },
};

/** Send test event queues a signed webhook.test delivery. */
export const TestEventSent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: TEXTS.sendTest }));
    await expect(await page.findByText(TEXTS.testQueued)).toBeInTheDocument();
  },
};

import { WEBHOOK_MESSAGES } from '@energy/domain/schemas/webhooks';
import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { webhookHandlers, webhookList } from '../../../mocks/webhookHandlers';
import { Route } from 'react-router';
import { renderRoutes } from '../../../test-utils/render';
import { WebhookDeliveriesScreen } from './WebhookDeliveriesScreen';

const TEXTS = en.settings.webhooks.log;
const finance = webhookList[1] as (typeof webhookList)[number];
const render = (handlers: RequestHandler[], id = finance.id) =>
  renderRoutes(<Route path="/settings/webhooks/:id" element={<WebhookDeliveriesScreen />} />, {
    route: `/settings/webhooks/${id}`,
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
  });
const rowOf = (event: string) => {
  const row = screen.getByText(event, { selector: 'td *' }).closest('tr');
  if (!row) throw new Error(`no row for ${event}`);
  return within(row);
};

describe('WebhookDeliveriesScreen', () => {
  it("lists the endpoint's deliveries: event, status with the last answer, attempts, next attempt", async () => {
    render([webhookHandlers.list(), webhookHandlers.deliveries()]);
    expect(await screen.findByText(finance.url)).toBeInTheDocument();
    await screen.findByText('settlement.paid', { selector: 'td *' });
    expect(rowOf('settlement.paid').getByText(en.settings.webhooks.delivery.pending)).toBeInTheDocument();
    expect(rowOf('settlement.paid').getByText('HTTP 503')).toBeInTheDocument();
    expect(rowOf('settlement.paid').getByText('4')).toBeInTheDocument();
    // Its next attempt and its time; a finished delivery has no next attempt.
    expect(rowOf('settlement.paid').getAllByText(/Nov 28, 2026/)).toHaveLength(2);
    expect(rowOf('webhook.test').getAllByText(/Nov 27, 2026/)).toHaveLength(1);
    expect(rowOf('webhook.test').getByText(en.settings.webhooks.delivery.failed)).toBeInTheDocument();
    expect(rowOf('webhook.test').getByText('Timed out after 10 s')).toBeInTheDocument();
    expect(rowOf('webhook.test').getByText(TEXTS.never)).toBeInTheDocument();
  });

  it('resends a delivery and says so', async () => {
    const sent: unknown[] = [];
    const { user } = render([
      webhookHandlers.list(),
      webhookHandlers.deliveries(),
      webhookHandlers.resendSucceeds(sent),
    ]);
    await screen.findByText('webhook.test', { selector: 'td *' });
    await user.click(rowOf('webhook.test').getByRole('button', { name: /^Resend webhook\.test of / }));
    expect(await screen.findByText(TEXTS.resent)).toBeInTheDocument();
    expect(sent).toEqual([{ id: finance.id, deliveryId: 'c9000000-0000-4000-8000-000000000012' }]);
  });

  it("shows the server's refusal of a resend", async () => {
    const { user } = render([
      webhookHandlers.list(),
      webhookHandlers.deliveries(),
      webhookHandlers.resendFails('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound),
    ]);
    await screen.findByText('webhook.test', { selector: 'td *' });
    await user.click(rowOf('webhook.test').getByRole('button', { name: /^Resend webhook\.test of / }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deliveryNotFound)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.resendFailed)).toBeInTheDocument();
  });

  it('queues a test event and says so', async () => {
    const sent: unknown[] = [];
    const { user } = render([webhookHandlers.list(), webhookHandlers.deliveries(), webhookHandlers.testSucceeds(sent)]);
    await user.click(await screen.findByRole('button', { name: TEXTS.sendTest }));
    expect(await screen.findByText(TEXTS.testQueued)).toBeInTheDocument();
    expect(sent).toEqual([{ id: finance.id }]);
  });

  it('shows a refused test event as the server words it', async () => {
    const { user } = render([
      webhookHandlers.list(),
      webhookHandlers.deliveries(),
      webhookHandlers.testFails('FORBIDDEN', 'Missing permission: webhook:manage'),
    ]);
    await user.click(await screen.findByRole('button', { name: TEXTS.sendTest }));
    expect(await screen.findByText('Missing permission: webhook:manage')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.testFailed)).toBeInTheDocument();
  });

  it('offers neither Send test event nor Resend when the endpoint allows neither', async () => {
    render([webhookHandlers.list([{ ...finance, allowedActions: [] }]), webhookHandlers.deliveries()]);
    await screen.findByText('webhook.test', { selector: 'td *' });
    expect(screen.queryByRole('button', { name: TEXTS.sendTest })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resend / })).not.toBeInTheDocument();
  });

  it("says so when the endpoint is not the organization's", async () => {
    render(
      [webhookHandlers.list(), webhookHandlers.deliveriesFail('NOT_FOUND', WEBHOOK_MESSAGES.notFound)],
      'b8000000-0000-4000-8000-0000000000ff',
    );
    expect(await screen.findByText(WEBHOOK_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.loadFailed)).toBeInTheDocument();
  });
});

import { WEBHOOK_MESSAGES } from '@energy/domain/schemas/webhooks';
import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { webhookHandlers, webhookList } from '../../../mocks/webhookHandlers';
import { renderScreen } from '../../../test-utils/render';
import { WebhooksScreen } from './WebhooksScreen';

const TEXTS = en.settings.webhooks;
const [erp, finance, staging] = webhookList as [
  (typeof webhookList)[0],
  (typeof webhookList)[0],
  (typeof webhookList)[0],
];
const render = (handlers: RequestHandler[]) =>
  renderScreen(<WebhooksScreen />, {
    route: '/settings/webhooks',
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
  });
const rowOf = (url: string) => {
  const row = screen.getByText(url).closest('tr');
  if (!row) throw new Error(`no row for ${url}`);
  return within(row);
};
const openForm = async (user: ReturnType<typeof render>['user']) => {
  await user.click(await screen.findByRole('button', { name: TEXTS.create }));
  return within(await screen.findByRole('dialog', { name: TEXTS.form.createTitle }));
};

describe('WebhooksScreen', () => {
  it('lists the endpoints with their events, state and last delivery', async () => {
    render([webhookHandlers.list(), webhookHandlers.deliveries()]);
    await screen.findByText(erp.url);
    expect(rowOf(erp.url).getByText('ERP purchase feed')).toBeInTheDocument();
    expect(rowOf(erp.url).getByText('order.*')).toBeInTheDocument();
    expect(rowOf(erp.url).getByText('+1 more')).toBeInTheDocument();
    expect(await rowOf(erp.url).findByText('HTTP 200')).toBeInTheDocument();
    expect(rowOf(erp.url).getByText(TEXTS.delivery.succeeded)).toBeInTheDocument();
    expect(rowOf(finance.url).getByText(TEXTS.allEvents)).toBeInTheDocument();
    expect(rowOf(finance.url).getByText(/^Failing since /)).toBeInTheDocument();
    expect(await rowOf(finance.url).findByText('HTTP 503')).toBeInTheDocument();
    expect(rowOf(finance.url).getByText(TEXTS.delivery.pending)).toBeInTheDocument();
    expect(rowOf(staging.url).getByText(TEXTS.state.disabled)).toBeInTheDocument();
    expect(rowOf(staging.url).getByText(TEXTS.disabledFailing)).toBeInTheDocument();
    expect(await rowOf(staging.url).findByText(TEXTS.noDelivery)).toBeInTheDocument();
    expect(rowOf(staging.url).getByRole('link', { name: `Deliveries of ${staging.url}` })).toHaveAttribute(
      'href',
      `/settings/webhooks/${staging.id}`,
    );
  });

  it('registers an endpoint for chosen event types and shows its signing secret once', async () => {
    const sent: unknown[] = [];
    const { user } = render([webhookHandlers.list([]), webhookHandlers.createSucceeds(sent)]);
    const form = await openForm(user);
    await user.click(form.getByRole('radio', { name: TEXTS.form.chosenEvents }));
    await user.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    expect(await form.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(form.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) }), 'https://erp.example.com/in');
    await user.type(form.getByRole('textbox', { name: TEXTS.form.description }), 'ERP');
    await user.click(form.getByLabelText(TEXTS.form.eventTypes, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /^order\.\* \(every order event\)$/ }));
    await user.click(screen.getByRole('option', { name: 'shipment.delivered' }));
    await user.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    const shown = within(await screen.findByRole('dialog', { name: TEXTS.shown.heading }));
    expect(shown.getByText(/^whsec_/)).toBeInTheDocument();
    expect(shown.getByText(TEXTS.shown.once)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: TEXTS.shown.copy })).toBeInTheDocument();
    expect(sent).toEqual([
      { url: 'https://erp.example.com/in', description: 'ERP', events: ['order.*', 'shipment.delivered'] },
    ]);
    await user.click(shown.getByRole('button', { name: TEXTS.shown.done }));
    expect(screen.queryByText(/^whsec_/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a private address on the URL field", async () => {
    const { user } = render([
      webhookHandlers.list([]),
      webhookHandlers.createFails('BAD_REQUEST', WEBHOOK_MESSAGES.urlPrivate, [
        { path: 'url', message: WEBHOOK_MESSAGES.urlPrivate },
      ]),
    ]);
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) }), 'https://10.0.0.5/hook');
    await user.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    expect(await form.findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a refusal that names no field (409) as the server's message in the dialog", async () => {
    const { user } = render([
      webhookHandlers.list([]),
      webhookHandlers.createFails('CONFLICT', WEBHOOK_MESSAGES.tooMany),
    ]);
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) }), 'https://one.example.com/');
    await user.click(form.getByRole('button', { name: TEXTS.form.submitCreate }));
    expect(await form.findByText(WEBHOOK_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('edits an endpoint: its events narrowed and disabled', async () => {
    const sent: unknown[] = [];
    const { user } = render([
      webhookHandlers.list(),
      webhookHandlers.deliveries(),
      webhookHandlers.updateSucceeds(sent),
    ]);
    await user.click(await screen.findByRole('button', { name: `Edit ${finance.url}` }));
    const form = within(await screen.findByRole('dialog', { name: TEXTS.form.editTitle }));
    expect(form.getByRole('textbox', { name: new RegExp(TEXTS.form.url) })).toHaveValue(finance.url);
    expect(form.getByRole('radio', { name: TEXTS.form.allEvents })).toBeChecked();
    await user.click(form.getByRole('radio', { name: TEXTS.form.chosenEvents }));
    await user.click(form.getByLabelText(TEXTS.form.eventTypes, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'settlement.paid' }));
    await user.click(form.getByRole('switch', { name: new RegExp(`^${TEXTS.form.enabled}`) }));
    await user.click(form.getByRole('button', { name: TEXTS.form.submitEdit }));
    expect(await screen.findByText(TEXTS.form.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: finance.id,
        url: finance.url,
        description: finance.description,
        events: ['settlement.paid'],
        enabled: false,
      },
    ]);
  });

  it('deletes an endpoint after confirming', async () => {
    const sent: unknown[] = [];
    const { user } = render([
      webhookHandlers.list(),
      webhookHandlers.deliveries(),
      webhookHandlers.deleteSucceeds(sent),
    ]);
    await user.click(await screen.findByRole('button', { name: `Delete ${staging.url}` }));
    const dialog = within(await screen.findByRole('dialog', { name: TEXTS.deleteTitle }));
    expect(dialog.getByText(TEXTS.deleteQuestion.replace('{url}', staging.url))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: TEXTS.delete }));
    expect(await screen.findByText(TEXTS.deleted)).toBeInTheDocument();
    expect(sent).toEqual([{ id: staging.id }]);
  });

  it('offers Edit and Delete only where the row allows them', async () => {
    render([webhookHandlers.list([{ ...erp, allowedActions: [] }]), webhookHandlers.deliveries()]);
    await screen.findByText(erp.url);
    expect(rowOf(erp.url).getByRole('link', { name: `Deliveries of ${erp.url}` })).toBeInTheDocument();
    expect(rowOf(erp.url).queryByRole('button', { name: `Edit ${erp.url}` })).not.toBeInTheDocument();
    expect(rowOf(erp.url).queryByRole('button', { name: `Delete ${erp.url}` })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list is refused", async () => {
    render([webhookHandlers.listFails('FORBIDDEN', 'Missing permission: webhook:read')]);
    expect(await screen.findByText('Missing permission: webhook:read')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.loadFailed)).toBeInTheDocument();
  });
});

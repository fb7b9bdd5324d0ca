import { en } from '@energy/i18n/messages/en/screens';
import { CONTENT_MESSAGES } from '@energy/domain/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contentItems } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { ContentScreen } from './ContentScreen';

const CONTENT_FORM_TEXTS = {
  ...en.admin.contentScreen.form,
  create: en.admin.common.create,
  save: en.admin.common.saveChanges,
};
const CONTENT_TEXTS = en.admin.contentScreen;

const renderContent = (handlers: RequestHandler[] = [contentHandlers.list()], route = '/admin/content') =>
  renderScreen(<ContentScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers.admin), ...handlers] });
const dialog = () => within(screen.getByRole('dialog'));

describe('ContentScreen', () => {
  it('lists title, type, status, created and updated', async () => {
    renderContent();
    expect(await screen.findByText(contentItems.maintenance.title)).toBeInTheDocument();
    const row = screen.getByText(contentItems.escrowFaq.title).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('FAQ')).toBeInTheDocument();
    expect(within(row).getByText('Review')).toBeInTheDocument();
    expect(within(row).getByText('Apr 18, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Apr 19, 2026')).toBeInTheDocument();
  });

  it("sends the status and type filters, and shows the spec's empty text", async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.content.list.query(({ input }) => {
      inputs.push(input);
      return mockPage([]);
    });
    renderContent([recording], '/admin/content?status=published&type=faq');
    expect(await screen.findByRole('button', { name: /Clear filters/i })).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ status: 'published', type: 'faq' });
  });

  it('shows the empty and failed states with the spec texts', async () => {
    const empty = renderContent([contentHandlers.list([])]);
    expect(await screen.findByText(CONTENT_MESSAGES.empty)).toBeInTheDocument();
    empty.unmount();
    renderContent([contentHandlers.listFails()]);
    expect(await screen.findByText(CONTENT_MESSAGES.fetchFailed)).toBeInTheDocument();
  });

  it('requires title, content and type, then creates as draft', async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.content.create.mutation(({ input }) => {
      sent.push(input);
      return { ...contentItems.maintenance, ...input, status: input.status ?? 'draft' };
    });
    const { user } = renderContent([contentHandlers.list(), create]);
    await user.click(await screen.findByRole('button', { name: CONTENT_TEXTS.create }));
    await screen.findByRole('dialog', { name: CONTENT_FORM_TEXTS.createTitle });
    await user.click(dialog().getByRole('button', { name: CONTENT_FORM_TEXTS.create }));
    for (const message of [
      CONTENT_MESSAGES.titleRequired,
      CONTENT_MESSAGES.contentRequired,
      CONTENT_MESSAGES.typeRequired,
    ]) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }
    await user.type(dialog().getByLabelText(/^Title/), 'Depot closure');
    await user.click(dialog().getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'News' }));
    await user.type(dialog().getByLabelText(/^Content/), 'The Apapa depot closes on Friday.');
    await user.click(dialog().getByRole('button', { name: CONTENT_FORM_TEXTS.create }));
    expect(await screen.findByText(CONTENT_MESSAGES.created)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      title: 'Depot closure',
      content: 'The Apapa depot closes on Friday.',
      type: 'news',
      status: 'draft',
    });
  });

  it('edits an item', async () => {
    const { user } = renderContent([contentHandlers.list(), contentHandlers.updateSucceeds()]);
    await user.click(await screen.findByRole('button', { name: `Edit ${contentItems.terms.title}` }));
    await screen.findByRole('dialog', { name: CONTENT_FORM_TEXTS.editTitle });
    await user.click(dialog().getByRole('button', { name: CONTENT_FORM_TEXTS.save }));
    expect(await screen.findByText(CONTENT_MESSAGES.updated)).toBeInTheDocument();
  });

  it('deletes after confirmation, and reports a failed delete', async () => {
    const deleted = renderContent([contentHandlers.list(), contentHandlers.deleteSucceeds()]);
    await deleted.user.click(await screen.findByRole('button', { name: `Delete ${contentItems.rfqHelp.title}` }));
    const confirm = within(await screen.findByRole('dialog', { name: CONTENT_TEXTS.deleteTitle }));
    expect(confirm.getByText(CONTENT_MESSAGES.deleteConfirm)).toBeInTheDocument();
    await deleted.user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    deleted.unmount();
    const failing = renderContent([contentHandlers.list(), contentHandlers.deleteFails()]);
    await failing.user.click(await screen.findByRole('button', { name: `Delete ${contentItems.rfqHelp.title}` }));
    await failing.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONTENT_MESSAGES.deleteFailed)).toBeInTheDocument();
  });

  it('speaks French: title, column titles, notices and dates in the French style', async () => {
    renderScreen(<ContentScreen />, {
      route: '/admin/content',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), contentHandlers.list()],
    });
    expect(
      await screen.findByRole('heading', { name: 'Gestion des contenus' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(contentItems.escrowFaq.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un contenu' })).toBeInTheDocument();
    expect(screen.getAllByText('Mis à jour le').length).toBeGreaterThan(0);
    const row = within(screen.getByText(contentItems.escrowFaq.title).closest('tr') as HTMLElement);
    expect(row.getByText('18 avr. 2026')).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Modifier ${contentItems.escrowFaq.title}` })).toBeInTheDocument();
  });
});

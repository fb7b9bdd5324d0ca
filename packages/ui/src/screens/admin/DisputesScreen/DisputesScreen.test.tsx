import { en } from '@energy/i18n/messages/en/screens';
import { DISPUTE_MESSAGES } from '@energy/domain/schemas/dispute';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { disputeHandlers } from '../../../mocks/adminHandlers';
import { disputeFixtures, disputeList } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { columnHeader } from '../../../test-utils/tableQueries';
import { DisputesScreen } from './DisputesScreen';

const ADMIN_NOTICES = en.admin.notices;
const DISPUTE_TEXTS = en.admin.disputes;

const renderDisputes = (handlers: RequestHandler[] = [disputeHandlers.list()], route = '/admin/disputes') =>
  renderScreen(<DisputesScreen />, { route, handlers: [authHandlers.signedInAs(sessionUsers.admin), ...handlers] });
const short = (id: string) => id.slice(0, 8);
const rowOf = (id: string) => within(screen.getByText(short(id)).closest('tr') as HTMLElement);

describe('DisputesScreen', () => {
  it('shows the spec columns with the ID cut to 8 characters, and no actions on final disputes', async () => {
    renderDisputes();
    await screen.findByText(short(disputeFixtures.open.id));
    for (const header of ['ID', 'Type', 'Priority', 'Status', 'Related Entity', 'Reported By', 'Created', 'Actions'])
      expect(columnHeader(header)).toBeInTheDocument();
    expect(screen.queryByText(disputeFixtures.open.id)).toBeNull();
    for (const live of [disputeFixtures.open, disputeFixtures.investigating]) {
      expect(rowOf(live.id).getByRole('button', { name: `Resolve ${short(live.id)}` })).toBeInTheDocument();
      expect(rowOf(live.id).getByRole('button', { name: `Escalate ${short(live.id)}` })).toBeInTheDocument();
    }
    for (const final of [disputeFixtures.escalated, disputeFixtures.resolved, disputeFixtures.closed])
      expect(rowOf(final.id).queryByRole('button')).toBeNull();
  });

  it("names each dispute's type and priority in French", async () => {
    renderScreen(<DisputesScreen />, {
      route: '/admin/disputes',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), disputeHandlers.list()],
    });
    const id = short(disputeFixtures.open.id);
    await screen.findByRole('button', { name: `Résoudre ${id}` }, { timeout: 10_000 });
    const row = rowOf(disputeFixtures.open.id);
    expect(row.getByText('Livraison')).toBeInTheDocument();
    expect(row.getByText('Haute')).toBeInTheDocument();
    expect(row.queryByText('Delivery')).not.toBeInTheDocument();
    expect(row.queryByText('High')).not.toBeInTheDocument();
  });

  it('sends the search, status and category filters', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.dispute.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(disputeList);
    });
    renderDisputes([recording], '/admin/disputes?q=ORD&status=open&category=delivery');
    await screen.findByRole('table');
    expect(inputs[0]).toMatchObject({ q: 'ORD', status: 'open', category: 'delivery' });
  });

  it('shows the spec empty text when nothing matches', async () => {
    renderDisputes(undefined, '/admin/disputes?status=resolved&category=payment');
    expect(await screen.findByText(DISPUTE_MESSAGES.empty)).toBeInTheDocument();
  });

  it('escalates, and resolves only with notes', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.dispute.updateStatus.mutation(({ input }) => {
      sent.push(input);
      return { ...disputeFixtures.open, status: input.status, allowedActions: [] };
    });
    const { user } = renderDisputes([disputeHandlers.list(), update]);
    await user.click(
      await screen.findByRole('button', { name: `Escalate ${short(disputeFixtures.investigating.id)}` }),
    );
    expect(await screen.findByText(ADMIN_NOTICES.disputeUpdated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Resolve ${short(disputeFixtures.open.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: DISPUTE_TEXTS.resolveTitle }));
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    expect(dialog.getByText(DISPUTE_MESSAGES.notesRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(DISPUTE_TEXTS.resolveLabel), 'Credited');
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    await screen.findByText(ADMIN_NOTICES.disputeUpdated);
    expect(sent).toEqual([
      { id: disputeFixtures.investigating.id, status: 'escalated' },
      { id: disputeFixtures.open.id, status: 'resolved', resolutionNotes: 'Credited' },
    ]);
  });

  it('reports a refused change with the spec failure text', async () => {
    const { user } = renderDisputes([
      disputeHandlers.list(),
      disputeHandlers.updateFails('This dispute is escalated and cannot be escalated'),
    ]);
    await user.click(await screen.findByRole('button', { name: `Escalate ${short(disputeFixtures.open.id)}` }));
    expect(await screen.findByText(ADMIN_NOTICES.disputeFailed)).toBeInTheDocument();
  });
});

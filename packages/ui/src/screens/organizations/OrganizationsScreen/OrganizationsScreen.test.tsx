import { en } from '@energy/i18n/messages/en/screens';
import { ORGANIZATION_MESSAGES } from '@energy/domain/schemas/organization';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminDirectory, buyerDirectory } from '../../../mocks/fixtures/organization';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { directoryHandlers, invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { renderScreen } from '../../../test-utils/render';
import { columnHeader } from '../../../test-utils/tableQueries';
import { OrganizationsScreen } from './OrganizationsScreen';

const MEMBERS_TEXTS = {
  ...en.settings.members,
  revokedText: (email: string) => `The invitation to ${email} no longer works.`,
};
const ORGANIZATION_TEXTS = en.organizations;

const render = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  renderScreen(<OrganizationsScreen />, {
    route: '/organizations',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });
const member = () => [directoryHandlers.list(), memberHandlers.list(), invitationHandlers.list()];

describe('OrganizationsScreen', () => {
  it('shows a member its organization (members, invitations, Invite) and its counterparties by name and verification only', async () => {
    render('buyer', member());
    const counterparties = within(await screen.findByRole('region', { name: ORGANIZATION_TEXTS.counterparties }));
    expect(await counterparties.findByText('Harbour Fuels Trading')).toBeInTheDocument();
    expect(
      within(counterparties.getByText('Harbour Fuels Trading').closest('tr') as HTMLElement).getByText('Pending'),
    ).toBeInTheDocument();
    expect(counterparties.queryByText(buyerDirectory[0]?.name ?? '')).not.toBeInTheDocument();
    expect(
      within(counterparties.getByRole('table')).queryByRole('columnheader', { name: 'Members' }),
    ).not.toBeInTheDocument();
    expect(counterparties.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: MEMBERS_TEXTS.title }));
    expect(card.getByRole('button', { name: MEMBERS_TEXTS.invite })).toBeInTheDocument();
    expect(await card.findByText('ngozi@refinery.example')).toBeInTheDocument();
  });

  it('shows the admin every organization with its member count, and saves an edit', async () => {
    const inputs: unknown[] = [];
    const update = trpcMsw.organization.update.mutation(({ input }) => {
      inputs.push(input);
      return { ...(adminDirectory[3] as (typeof adminDirectory)[number]), verification: 'verified' as const };
    });
    const { user } = render('admin', [directoryHandlers.list(adminDirectory), update]);
    expect(await screen.findByText('Harbour Fuels Trading')).toBeInTheDocument();
    expect(columnHeader('Members')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MEMBERS_TEXTS.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Harbour Fuels Trading' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Harbour Fuels Trading' }));
    await user.click(dialog.getByRole('combobox', { name: 'Verification' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.updated)).toBeInTheDocument();
    expect(inputs).toEqual([
      { id: adminDirectory[3]?.id, name: 'Harbour Fuels Trading', type: 'supplier', verification: 'verified' },
    ]);
  });

  it('says so when the organization has no counterparties yet', async () => {
    render('buyer', [
      trpcMsw.organization.list.query(({ input }) => mockPage(buyerDirectory.slice(0, 1), input)),
      memberHandlers.list(),
      invitationHandlers.list([]),
    ]);
    await waitFor(() => expect(screen.getByText(ORGANIZATION_TEXTS.none)).toBeInTheDocument());
  });

  it('shows the load failure', async () => {
    render('buyer', [directoryHandlers.listFails(), memberHandlers.list(), invitationHandlers.list()]);
    expect(await screen.findByText(ORGANIZATION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('speaks Spanish: headings, the counterparties table and the invitations with Spanish dates', async () => {
    renderScreen(<OrganizationsScreen />, {
      route: '/organizations',
      language: 'es',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...member()],
    });
    expect(await screen.findByRole('heading', { name: 'Organizaciones' }, { timeout: 15_000 })).toBeInTheDocument();
    const counterparties = within(await screen.findByRole('region', { name: 'Contrapartes' }));
    expect(await counterparties.findByText('Harbour Fuels Trading')).toBeInTheDocument();
    expect(counterparties.getByRole('columnheader', { name: /Verificación/ })).toBeInTheDocument();
    const invitations = within(screen.getByRole('region', { name: 'Invitaciones pendientes' }));
    expect(await invitations.findByText(/^27 nov\.? 2026, 9:00$/)).toBeInTheDocument();
  });
});

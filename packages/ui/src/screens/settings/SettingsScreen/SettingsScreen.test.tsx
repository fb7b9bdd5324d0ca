import { en } from '@energy/i18n/messages/en/screens';
import { ROLE_LABELS } from '@energy/domain/roles';
import type { TCreateInvitationInput } from '@energy/domain/schemas/invitation';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { members, organizationMessages, pendingInvitations } from '../../../mocks/fixtures/organization';
import { trpcMsw } from '../../../mocks/handlers';
import { invitationHandlers, memberHandlers } from '../../../mocks/organizationHandlers';
import { settingsHandlers } from '../../../mocks/settingsHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { authHandlers } from '../../../mocks/handlers';
import { SettingsScreen } from './SettingsScreen';

const INVITE_TEXTS = { ...en.settings.invite, sentText: (email: string) => `An invitation was sent to ${email}.` };
const MEMBERS_TEXTS = {
  ...en.settings.members,
  revokedText: (email: string) => `The invitation to ${email} no longer works.`,
};

const renderSettings = (
  handlers: RequestHandler[] = [memberHandlers.list(), invitationHandlers.list()],
  role: keyof typeof sessionUsers = 'buyer',
) =>
  renderScreen(<SettingsScreen />, {
    route: '/settings?tab=organization',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), settingsHandlers.organization(), ...handlers],
  });

const card = () => within(screen.getByRole('region', { name: MEMBERS_TEXTS.title }));
const pending = () => within(screen.getByRole('region', { name: MEMBERS_TEXTS.pending }));

describe('SettingsScreen: organization members', () => {
  it('lists the members with name, username, email and role, and the pending invitations', async () => {
    renderSettings();
    expect(await screen.findByText(members[1]?.name ?? '')).toBeInTheDocument();
    for (const member of members) {
      const row = within(card().getByText(member.username).closest('tr') as HTMLElement);
      expect(row.getByText(member.email)).toBeInTheDocument();
      expect(row.getByText(member.role === 'finance' ? ROLE_LABELS.finance : ROLE_LABELS.buyer)).toBeInTheDocument();
    }
    expect(await pending().findByText(pendingInvitations[0]?.email ?? '')).toBeInTheDocument();
    expect(pending().getAllByRole('button', { name: /^Revoke invitation to / })).toHaveLength(
      pendingInvitations.length,
    );
  });

  it('invites by email with a role that fits the organization: a buyer organization offers Buyer and Finance only', async () => {
    let sent: TCreateInvitationInput | undefined;
    const create = trpcMsw.invitation.create.mutation(({ input }) => {
      sent = input;
      return {
        ...(pendingInvitations[0] as (typeof pendingInvitations)[number]),
        email: input.email,
        role: input.role,
      };
    });
    const { user } = renderSettings([memberHandlers.list(), invitationHandlers.list(), create]);
    await user.click(await screen.findByRole('button', { name: MEMBERS_TEXTS.invite }));
    const dialog = within(await screen.findByRole('dialog', { name: INVITE_TEXTS.title }));
    await user.click(dialog.getByLabelText(/^Role/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: ROLE_LABELS.finance })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: ROLE_LABELS.buyer })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: ROLE_LABELS.supplier })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: ROLE_LABELS.admin })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: ROLE_LABELS.finance }));
    fillIn(dialog.getByRole('textbox', { name: 'Email' }), 'kemi@refinery.example');
    await user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(INVITE_TEXTS.sentText('kemi@refinery.example'))).toBeInTheDocument();
    expect(sent).toEqual({
      organizationId: sessionUsers.buyer.organizationId,
      email: 'kemi@refinery.example',
      role: 'finance',
    });
  });

  it('shows who manages the members; finance, which does not, is offered its own role only', async () => {
    const { user } = renderSettings([memberHandlers.list(), invitationHandlers.list()], 'finance');
    const region = within(await screen.findByRole('region', { name: MEMBERS_TEXTS.title }));
    const buyerRow = within((await region.findByText(sessionUsers.buyer.username)).closest('tr') as HTMLElement);
    expect(buyerRow.getByText(MEMBERS_TEXTS.managesMembers)).toBeInTheDocument();
    const financeRow = within(region.getByText(sessionUsers.finance.username).closest('tr') as HTMLElement);
    expect(financeRow.queryByText(MEMBERS_TEXTS.managesMembers)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: MEMBERS_TEXTS.invite }));
    const dialog = within(await screen.findByRole('dialog', { name: INVITE_TEXTS.title }));
    await user.click(dialog.getByLabelText(/^Role/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: ROLE_LABELS.finance })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: ROLE_LABELS.buyer })).not.toBeInTheDocument();
  });

  it('shows the email problem on the field', async () => {
    const { user } = renderSettings([
      memberHandlers.list(),
      invitationHandlers.list(),
      invitationHandlers.createFails(),
    ]);
    await user.click(await screen.findByRole('button', { name: MEMBERS_TEXTS.invite }));
    const dialog = within(await screen.findByRole('dialog', { name: INVITE_TEXTS.title }));
    await user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    fillIn(dialog.getByRole('textbox', { name: 'Email' }), 'finance@refinery.example');
    await user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(INVITE_TEXTS.failed)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(organizationMessages.emailTaken);
  });

  it('revokes a pending invitation', async () => {
    const first = pendingInvitations[0];
    let revoked: string | undefined;
    const revoke = trpcMsw.invitation.revoke.mutation(({ input }) => {
      revoked = input.id;
      return { success: true as const };
    });
    const { user } = renderSettings([memberHandlers.list(), invitationHandlers.list(), revoke]);
    await user.click(await screen.findByRole('button', { name: `Revoke invitation to ${first?.email}` }));
    expect(await screen.findByText(MEMBERS_TEXTS.revokedText(first?.email ?? ''))).toBeInTheDocument();
    expect(revoked).toBe(first?.id);
  });

  it('shows the empty states', async () => {
    renderSettings([memberHandlers.list([]), invitationHandlers.list([])]);
    expect(await screen.findByText(MEMBERS_TEXTS.none)).toBeInTheDocument();
    expect(await screen.findByText(MEMBERS_TEXTS.nonePending)).toBeInTheDocument();
  });

  it('says when the members cannot be loaded', async () => {
    renderSettings([memberHandlers.listFails(), invitationHandlers.list()]);
    expect(await screen.findByText(MEMBERS_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('tells an account without an organization that it has no members, and offers no Invite', async () => {
    renderSettings([], 'admin');
    expect(await screen.findByText(MEMBERS_TEXTS.noOrganization)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MEMBERS_TEXTS.invite })).not.toBeInTheDocument();
  });

  it('speaks German: tabs, the members card and the invitations, with German dates', async () => {
    renderScreen(<SettingsScreen />, {
      route: '/settings?tab=organization',
      language: 'de',
      handlers: [
        authHandlers.signedInAs(sessionUsers.buyer),
        settingsHandlers.organization(),
        memberHandlers.list(),
        invitationHandlers.list(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Einstellungen' }, { timeout: 10_000 })).toBeInTheDocument();
    for (const tab of ['Profil', 'Organisation', 'Sicherheit', 'Gefahrenzone'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const invitations = within(await screen.findByRole('region', { name: 'Ausstehende Einladungen' }));
    expect(await invitations.findByText(pendingInvitations[0]?.email ?? '')).toBeInTheDocument();
    expect(invitations.getByRole('columnheader', { name: 'Läuft ab' })).toBeInTheDocument();
    expect(invitations.getByText(/^27\.11\.2026, 09:00$/)).toBeInTheDocument();
    expect(
      invitations.getByRole('button', { name: `Einladung an ${pendingInvitations[0]?.email} widerrufen` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organisation speichern' })).toBeInTheDocument();
  });
});

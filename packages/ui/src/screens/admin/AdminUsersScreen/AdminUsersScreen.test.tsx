import { en } from '@energy/i18n/messages/en/screens';
import { ADMIN_USER_MESSAGES } from '@energy/domain/schemas/admin-user';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUserHandlers } from '../../../mocks/adminHandlers';
import { accountList, accounts } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { directoryHandlers } from '../../../mocks/organizationHandlers';
import { renderScreen } from '../../../test-utils/render';
import { AdminUsersScreen } from './AdminUsersScreen';

const ADMIN_NOTICES = en.admin.notices;

const renderUsers = (handlers: RequestHandler[] = [adminUserHandlers.list()], route = '/admin/users') =>
  renderScreen(<AdminUsersScreen />, {
    route,
    handlers: [authHandlers.signedInAs(sessionUsers.admin), directoryHandlers.list(), ...handlers],
  });
const rowOf = (username: string) => within(screen.getByText(username).closest('tr') as HTMLElement);

describe('AdminUsersScreen', () => {
  it('offers each row its allowed actions: the last active admin Edit only, a deactivated user Reactivate', async () => {
    renderUsers();
    await screen.findByText(accounts.supplier.username);
    expect(
      rowOf(accounts.admin.username)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit']);
    expect(
      rowOf(accounts.supplier.username).getByRole('button', { name: 'Deactivate sam.supplier' }),
    ).toBeInTheDocument();
    expect(
      rowOf(accounts.deactivated.username).getByRole('button', { name: 'Reactivate old.finance' }),
    ).toBeInTheDocument();
    expect(rowOf(accounts.deactivated.username).getByText('Deactivated')).toBeInTheDocument();
  });

  it("shows each user's KYC verification as a badge in the KYC column", async () => {
    renderUsers();
    await screen.findByText(accounts.buyer.username);
    const kycOf = (username: string) =>
      rowOf(username).getByText(
        new RegExp(`^(${VERIFICATION_MESSAGES.verified}|${VERIFICATION_MESSAGES.notVerified})$`),
      );
    expect(kycOf(accounts.buyer.username)).toHaveTextContent(VERIFICATION_MESSAGES.verified);
    expect(kycOf(accounts.buyer.username).closest('.mantine-Badge-root')).not.toBeNull();
    expect(kycOf(accounts.supplier.username)).toHaveTextContent(VERIFICATION_MESSAGES.notVerified);
    expect(kycOf(accounts.supplier.username).closest('.mantine-Badge-root')).not.toBeNull();
  });

  it('sends the search, role and status filters', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.user.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(accountList);
    });
    renderUsers([recording], '/admin/users?q=bola&role=buyer&status=active');
    await screen.findByRole('table');
    expect(inputs[0]).toMatchObject({ q: 'bola', role: 'buyer', status: 'active' });
  });

  it('deactivates and reactivates with the notice', async () => {
    const { user } = renderUsers([
      adminUserHandlers.list(),
      adminUserHandlers.deactivateSucceeds(),
      adminUserHandlers.reactivateSucceeds(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate sam.supplier' }));
    expect(await screen.findByText(ADMIN_NOTICES.userUpdated)).toBeInTheDocument();
  });

  it('changes the role and shows the server refusal for the last admin', async () => {
    const { user } = renderUsers([
      adminUserHandlers.list(),
      adminUserHandlers.updateFails(ADMIN_USER_MESSAGES.lastAdmin),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit ada.admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_NOTICES.userFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(ADMIN_USER_MESSAGES.lastAdmin)).toBeInTheDocument());
  });

  it('shows the list failure', async () => {
    renderUsers([adminUserHandlers.listFails()]);
    expect((await screen.findAllByText(ADMIN_USER_MESSAGES.fetchFailed)).length).toBeGreaterThan(0);
  });
});

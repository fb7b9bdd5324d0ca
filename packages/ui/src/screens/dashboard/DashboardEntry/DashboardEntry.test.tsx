import { AUTH_NOTICES } from '@energy/domain/notices';
import { DASHBOARD_PATHS, ROLES } from '@energy/domain/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers, unknownRoleUser } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { DashboardEntry } from './DashboardEntry';

describe('DashboardEntry (/)', () => {
  it.each(ROLES)('sends %s to their dashboard', async (role) => {
    renderScreen(<DashboardEntry />, { route: '/', handlers: [authHandlers.signedInAs(sessionUsers[role])] });
    expect(await screen.findByText(`Navigated to ${DASHBOARD_PATHS[role]}`)).toBeInTheDocument();
  });

  it('shows "Role Configuration Required" with the current role to an unknown role', async () => {
    renderScreen(<DashboardEntry />, { route: '/', handlers: [authHandlers.signedInAs(unknownRoleUser)] });
    expect(await screen.findByRole('heading', { name: 'Role Configuration Required' })).toBeInTheDocument();
    expect(screen.getByText(unknownRoleUser.role)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
  });

  it('signs the unknown role out to /auth', async () => {
    const { user } = renderScreen(<DashboardEntry />, {
      route: '/',
      handlers: [authHandlers.signedInAs(unknownRoleUser), authHandlers.logoutSucceeds()],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
    expect(screen.getByText(AUTH_NOTICES.loggedOut)).toBeInTheDocument();
  });
});

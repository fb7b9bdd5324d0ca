import { findRoute } from '@energy/domain/routes';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverMessages, sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers } from '../../mocks/handlers';
import { renderRoutes } from '../../test-utils/render';
import { ProtectedRoute } from './ProtectedRoute';

function renderGuarded(route: string, handlers: RequestHandler[], sessionOnly = false) {
  return renderRoutes(
    <Route element={<ProtectedRoute sessionOnly={sessionOnly} />}>
      <Route path="/rfq" element={<p>RFQ page</p>} />
      <Route path="/payments" element={<p>Payments page</p>} />
      <Route path="/dashboard/buyer" element={<p>Buyer dashboard</p>} />
      <Route path="/fleet/jobs" element={<p>Job tracking</p>} />
    </Route>,
    { route, handlers },
  );
}

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads', async () => {
    renderGuarded('/rfq', [authHandlers.sessionLoading()]);
    expect(await screen.findByLabelText('Loading session')).toBeInTheDocument();
    expect(screen.queryByText('RFQ page')).not.toBeInTheDocument();
  });

  it('shows the spinner, then redirects to /auth when auth.me answers 401', async () => {
    renderGuarded('/rfq', [authHandlers.signedOut()]);
    expect(screen.getByLabelText('Loading session')).toBeInTheDocument();
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
  });

  it('shows the page to a role allowed in', async () => {
    renderGuarded('/rfq', [authHandlers.signedInAs(sessionUsers.buyer)]);
    expect(await screen.findByText('RFQ page')).toBeInTheDocument();
  });

  it('shows "Access Restricted" naming the role and the required roles', async () => {
    renderGuarded('/payments', [authHandlers.signedInAs(sessionUsers.buyer)]);
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(
      screen.getByText('Your current role (buyer) does not have permission to access this page.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Required roles: ${findRoute('/payments')?.roles?.join(', ')}`)).toBeInTheDocument();
    expect(screen.queryByText('Payments page')).not.toBeInTheDocument();
  });

  it('shows "Access Denied" to a role the platform does not know', async () => {
    renderGuarded('/dashboard/buyer', [authHandlers.signedInAs({ ...sessionUsers.buyer, role: 'trader' })]);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('lets any signed-in user through when only a session is required', async () => {
    renderGuarded('/dashboard/buyer', [authHandlers.signedInAs({ ...sessionUsers.buyer, role: 'trader' })], true);
    expect(await screen.findByText('Buyer dashboard')).toBeInTheDocument();
  });

  it('does not take a server failure for a sign-out: it says so and offers a retry', async () => {
    renderGuarded('/rfq', [authHandlers.sessionUnavailable()]);
    expect(await screen.findByText('We could not check your session')).toBeInTheDocument();
    expect(screen.getByText(serverMessages.serverUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

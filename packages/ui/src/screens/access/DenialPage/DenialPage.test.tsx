import { AUTH_NOTICES, DENIAL_TEXTS } from '@energy/domain/notices';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { DenialPage, type Denial } from './DenialPage';

const cases: [string, Denial, string[]][] = [
  [
    'Access Restricted',
    { allowed: false, reason: 'roles', role: 'supplier', requiredRoles: ['buyer', 'admin'] },
    ['Your current role (supplier) does not have permission to access this page.', 'Required roles: buyer, admin'],
  ],
  [
    'Insufficient Permissions',
    { allowed: false, reason: 'permission', required: 'rfq:create' },
    ["You don't have the necessary permissions to access this resource.", 'Required: rfq:create'],
  ],
  [
    'Page Not Available',
    { allowed: false, reason: 'route', route: '/fleet/jobs' },
    ['This page is not accessible with your current role.', 'Route: /fleet/jobs'],
  ],
  [
    'Access Denied',
    { allowed: false, reason: 'default' },
    ['You do not have permission to access this page.', 'Please contact your administrator for access.'],
  ],
];

describe('DenialPage', () => {
  it.each(cases)('shows "%s" with its message, detail, footer and three buttons', (title, denial, lines) => {
    renderScreen(<DenialPage denial={denial} />, { route: '/rfq' });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(DENIAL_TEXTS.footer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('Go Back returns to the previous page', async () => {
    const { user } = renderScreen(<DenialPage denial={{ allowed: false, reason: 'default' }} />, {
      route: '/rfq',
      history: ['/orders'],
    });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Navigated to /orders')).toBeInTheDocument();
  });

  it('Sign Out logs out, says so and goes to /auth', async () => {
    const { user } = renderScreen(<DenialPage denial={{ allowed: false, reason: 'default' }} />, {
      route: '/rfq',
      handlers: [authHandlers.logoutSucceeds()],
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
    // The notice stack loads with the first notice, so the notice shows once its chunk is in.
    expect(await screen.findByText(AUTH_NOTICES.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(AUTH_NOTICES.loggedOutText)).toBeInTheDocument();
  });

  it('Sign Out that fails shows "Logout failed" with the server message and stays', async () => {
    const { user } = renderScreen(<DenialPage denial={{ allowed: false, reason: 'default' }} />, {
      route: '/rfq',
      handlers: [authHandlers.logoutFails('Session store unavailable')],
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(AUTH_NOTICES.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('speaks German, the roles named in German words', async () => {
    renderScreen(
      <DenialPage denial={{ allowed: false, reason: 'roles', role: 'supplier', requiredRoles: ['buyer', 'admin'] }} />,
      { route: '/rfq', language: 'de' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Zugriff eingeschränkt' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ihre aktuelle Rolle (Lieferant) hat keine Berechtigung für diese Seite.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Erforderliche Rollen: Käufer und Plattformadministrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/');
  });

  it('speaks French, the roles named in French words', async () => {
    renderScreen(
      <DenialPage denial={{ allowed: false, reason: 'roles', role: 'supplier', requiredRoles: ['buyer', 'admin'] }} />,
      { route: '/rfq', language: 'fr' },
    );
    expect(await screen.findByRole('heading', { name: 'Accès restreint' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByText('Votre rôle actuel (Fournisseur) ne vous permet pas d’accéder à cette page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rôles requis : Acheteur et Administrateur')).toBeInTheDocument();
  });
});

import { en } from '@energy/i18n/messages/en/screens';
import { ADMIN_CONSOLE_MESSAGES } from '@energy/domain/schemas/admin-console';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  embeddedSystemHealth,
  idleAdminCounts,
  idleSystemHealth,
  noSecurityAlerts,
} from '../../../mocks/fixtures/adminConsole';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { AdminPanelScreen } from './AdminPanelScreen';

const COUNT_TEXTS = en.admin.panel.counts;
const HEALTH_TEXTS = en.admin.panel.health;
const ALERT_TEXTS = en.admin.panel.alerts;

const renderPanel = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'admin',
  element = <AdminPanelScreen />,
) => renderScreen(element, { route: '/admin', handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('AdminPanelScreen (/admin)', () => {
  it('shows system health: database, failing job, outbox lag, mail queue and live connections', async () => {
    renderPanel(adminConsoleHandlers.console());
    const health = await region(HEALTH_TEXTS.title);
    expect(await health.findByText('Operational (1.4 ms)')).toBeInTheDocument();
    expect(health.getByText('3 events waiting, 40 s behind')).toBeInTheDocument();
    expect(health.getByText('1 mail waiting')).toBeInTheDocument();
    expect(health.getByText('4 streams (3 sessions)')).toBeInTheDocument();
    const jobs = within(health.getByRole('table', { name: 'Background jobs' }));
    const failing = jobs.getByRole('row', { name: /notifications/ });
    expect(within(failing).getByText('2')).toBeInTheDocument();
    expect(within(failing).getByText(/database error: 57014/)).toBeInTheDocument();
  });

  it('shows the figures the metrics expose: webhook queue, database pool and requests answered', async () => {
    renderPanel(adminConsoleHandlers.console());
    const health = await region(HEALTH_TEXTS.title);
    expect(await health.findByText('5 deliveries waiting')).toBeInTheDocument();
    expect(health.getByText('3 of 10 in use, 1 waiting')).toBeInTheDocument();
    expect(health.getByText('18,432 (2 server errors)')).toBeInTheDocument();
    expect(health.getByText(HEALTH_TEXTS.pool)).toBeInTheDocument();
  });

  it('says the embedded database has no pool', async () => {
    renderPanel(adminConsoleHandlers.console(embeddedSystemHealth));
    const health = await region(HEALTH_TEXTS.title);
    expect(await health.findByText(HEALTH_TEXTS.poolEmbedded)).toBeInTheDocument();
    expect(health.queryByText(/in use/)).not.toBeInTheDocument();
  });

  it('writes the pool and request figures in French', async () => {
    renderScreen(<AdminPanelScreen />, {
      route: '/admin',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), ...adminConsoleHandlers.console()],
    });
    const health = within(await screen.findByRole('region', { name: 'État du système' }, { timeout: 10_000 }));
    expect(await health.findByText('3 sur 10 utilisées, 1 en attente')).toBeInTheDocument();
    expect(health.getByText(/^18\s432 \(2 erreurs serveur\)$/)).toBeInTheDocument();
    expect(health.getByText('5 envois en attente')).toBeInTheDocument();
  });

  it('writes the outbox lag with the German unit', async () => {
    renderScreen(<AdminPanelScreen />, {
      route: '/admin',
      language: 'de',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), ...adminConsoleHandlers.console()],
    });
    const health = within(await screen.findByRole('region', { name: 'Systemzustand' }, { timeout: 10_000 }));
    expect(await health.findByText(/40 Sek\./)).toBeInTheDocument();
    expect(health.queryByText(/40 s\b/)).not.toBeInTheDocument();
  });

  it('lists security alerts with their time and address', async () => {
    renderPanel(adminConsoleHandlers.console());
    const alerts = await region(ALERT_TEXTS.title);
    const locked = await alerts.findByRole('row', { name: /Sign-in locked/ });
    expect(within(locked).getByText('203.0.113.77')).toBeInTheDocument();
    expect(within(locked).getByText('finance')).toBeInTheDocument();
    expect(within(alerts.getByRole('row', { name: /Role changed/ })).getByText('finance → buyer')).toBeInTheDocument();
    expect(
      within(alerts.getByRole('row', { name: /New admin/ })).getByText(ALERT_TEXTS.unknownAddress),
    ).toBeInTheDocument();
    expect(alerts.getByRole('link', { name: ALERT_TEXTS.search })).toHaveAttribute('href', '/admin/audit-log');
  });

  it('links each admin screen with its count', async () => {
    renderPanel(adminConsoleHandlers.console());
    const counts = await region(COUNT_TEXTS.title);
    expect(await counts.findByRole('link', { name: 'KYB/KYC reviews waiting: 2' })).toHaveAttribute(
      'href',
      '/admin/kyb-kyc-reviews',
    );
    expect(counts.getByRole('link', { name: 'Open disputes: 1' })).toHaveAttribute('href', '/admin/disputes');
    expect(counts.getByRole('link', { name: 'Users: 9' })).toHaveAttribute('href', '/admin/users');
    expect(counts.getByRole('link', { name: 'Feature flags: 3' })).toHaveAttribute('href', '/admin/feature-flags');
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit-log');
  });

  it('says so on a fresh instance: no jobs yet, no alerts, nothing waiting', async () => {
    renderPanel(adminConsoleHandlers.console(idleSystemHealth, noSecurityAlerts, idleAdminCounts));
    expect(await screen.findByText(HEALTH_TEXTS.noJobs)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_CONSOLE_MESSAGES.noAlerts)).toBeInTheDocument();
    expect(screen.getByText('Up to date')).toBeInTheDocument();
    expect(screen.getByText('0 (0 server errors)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'KYB/KYC reviews waiting: 0' })).toBeInTheDocument();
  });

  it('shows the loading state of each panel', async () => {
    renderPanel(adminConsoleHandlers.consoleLoading());
    expect(await screen.findByText('Loading system health...')).toBeInTheDocument();
    expect(screen.getByText('Loading security alerts...')).toBeInTheDocument();
  });

  it('says which panel failed to load', async () => {
    renderPanel(adminConsoleHandlers.consoleFails());
    expect(await screen.findByText(ADMIN_CONSOLE_MESSAGES.healthFailed)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_CONSOLE_MESSAGES.alertsFailed)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_CONSOLE_MESSAGES.countsFailed)).toBeInTheDocument();
  });

  it('denies a buyer the admin panel', async () => {
    renderPanel(
      [],
      'buyer',
      <ProtectedRoute>
        <AdminPanelScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});

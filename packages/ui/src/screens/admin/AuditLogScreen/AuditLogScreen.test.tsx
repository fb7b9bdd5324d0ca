import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { featureFlagHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { AuditLogScreen } from './AuditLogScreen';

const AUDIT_FILTER_TEXTS = en.admin.audit.filters;
const AUDIT_LOG_TEXTS = en.admin.audit;

const renderLog = (handlers: RequestHandler[], route = '/admin/audit-log') =>
  renderScreen(<AuditLogScreen />, {
    route,
    handlers: [authHandlers.signedInAs(sessionUsers.admin), featureFlagHandlers.mine(), ...handlers],
  });

describe('AuditLogScreen (/admin/audit-log)', () => {
  it('lists the audit rows newest first, with actor, organization and address', async () => {
    renderLog([adminConsoleHandlers.auditLog()]);
    expect(await screen.findByText('auth.signin_locked')).toBeInTheDocument();
    expect(screen.getByText('user.role_changed')).toBeInTheDocument();
    expect(screen.getByText('User role changed')).toBeInTheDocument();
    expect(screen.getByText('finance → buyer')).toBeInTheDocument();
    expect(screen.getAllByText('198.51.100.23').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Lagos Power & Industrial Ltd').length).toBeGreaterThan(0);
  });

  it('words the actions in French, the codes kept beneath them', async () => {
    renderScreen(<AuditLogScreen />, {
      route: '/admin/audit-log',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.admin),
        featureFlagHandlers.mine(),
        adminConsoleHandlers.auditLog(),
      ],
    });
    expect(
      await screen.findByText('Rôle de l’utilisateur modifié', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Authentification : connexion bloquée')).toBeInTheDocument();
    expect(screen.getByText('Demande de prix : annulation')).toBeInTheDocument();
    expect(screen.getByText('user.role_changed')).toBeInTheDocument();
    expect(screen.queryByText('User role changed')).not.toBeInTheDocument();
  });

  it('filters by actor and record, keeps the filters in the URL-backed export link', async () => {
    const { user } = renderLog([adminConsoleHandlers.auditLog()]);
    await screen.findByText('auth.signin_locked');
    await user.type(screen.getByLabelText(AUDIT_FILTER_TEXTS.actor), 'admin');
    await user.click(screen.getByRole('button', { name: AUDIT_FILTER_TEXTS.apply }));
    expect(await screen.findByText('rfq.cancelled')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('auth.signin_locked')).toBeNull();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/admin\/audit-log\.csv\?.*actor=admin/,
    );
    await user.type(screen.getByLabelText(AUDIT_FILTER_TEXTS.record), 'rfq');
    await user.click(screen.getByRole('button', { name: AUDIT_FILTER_TEXTS.apply }));
    await expect.poll(() => screen.queryByText('user.role_changed')).toBeNull();
    expect(await screen.findByText('rfq.cancelled')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the log cannot be loaded', async () => {
    const { unmount } = renderLog([adminConsoleHandlers.auditLog([])]);
    expect(await screen.findByText(AUDIT_LOG_TEXTS.empty)).toBeInTheDocument();
    unmount();
    renderLog([adminConsoleHandlers.auditLogFails()]);
    expect(await screen.findByText(AUDIT_LOG_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('shows its loading state', async () => {
    renderLog([adminConsoleHandlers.auditLogLoading()]);
    expect(await screen.findByText(AUDIT_LOG_TEXTS.loading)).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Audit log filters' })).getByLabelText(AUDIT_FILTER_TEXTS.from),
    ).toBeInTheDocument();
  });
});

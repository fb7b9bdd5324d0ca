import { checkRouteAccess } from '@energy/domain/routes';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredPanel } from '../../components/CenteredPanel';
import { FullPageLoader } from '../../components/FullPageLoader';
import { LazyDenialPage } from '../../screens/access/DenialPage/LazyDenialPage';
import { useSessionUser } from '../../session/useSessionUser';

interface ProtectedRouteProps {
  /**
   * Only require a signed-in user, leaving the role to the page: the dashboard entry must reach users of an
   * unknown role to tell them so, where the route check would deny them outright.
   */
  sessionOnly?: boolean;
  /** The protected content; defaults to the nested routes. */
  children?: ReactNode;
}

/** Spinner while the session loads, /auth without a user, the denial page when the role may not enter. */
export function ProtectedRoute({ sessionOnly = false, children }: ProtectedRouteProps) {
  const session = useSessionUser();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (session.status === 'error') {
    return (
      <CenteredPanel>
        <Stack>
          <Alert color="red" title={t('layout.session.checkFailed')}>
            {session.message}
          </Alert>
          <Button onClick={session.retry}>{t('common.actions.retry')}</Button>
        </Stack>
      </CenteredPanel>
    );
  }
  if (!sessionOnly) {
    const decision = checkRouteAccess(session.user.role, pathname);
    if (!decision.allowed) return <LazyDenialPage denial={decision} />;
  }
  return children ?? <Outlet />;
}

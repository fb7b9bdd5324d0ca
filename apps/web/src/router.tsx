import { ROUTES } from '@energy/domain/routes';
import { AppLayout } from '@energy/ui/layout/AppLayout/AppLayout';
import { ProtectedRoute } from '@energy/ui/layout/ProtectedRoute/ProtectedRoute';
import { AuthScreen } from '@energy/ui/screens/auth/AuthScreen/AuthScreen';
import { ForgotPasswordScreen } from '@energy/ui/screens/auth/ForgotPasswordScreen/ForgotPasswordScreen';
import { ResetPasswordScreen } from '@energy/ui/screens/auth/ResetPasswordScreen/ResetPasswordScreen';
import { DashboardEntry } from '@energy/ui/screens/dashboard/DashboardEntry/DashboardEntry';
import { LogisticsDashboardScreen } from '@energy/ui/screens/fulfilment/LogisticsDashboardScreen/LogisticsDashboardScreen';
import { OrderManagementScreen } from '@energy/ui/screens/fulfilment/OrderManagementScreen/OrderManagementScreen';
import { PaymentDashboardScreen } from '@energy/ui/screens/fulfilment/PaymentDashboardScreen/PaymentDashboardScreen';
import { ProofOfDeliveryScreen } from '@energy/ui/screens/fulfilment/ProofOfDeliveryScreen/ProofOfDeliveryScreen';
import { ContractsScreen } from '@energy/ui/screens/procurement/ContractsScreen/ContractsScreen';
import { OffersManagementScreen } from '@energy/ui/screens/procurement/OffersManagementScreen/OffersManagementScreen';
import { RfqDetailScreen } from '@energy/ui/screens/procurement/RfqDetailScreen/RfqDetailScreen';
import { RfqManagementScreen } from '@energy/ui/screens/procurement/RfqManagementScreen/RfqManagementScreen';
import { SettingsScreen } from '@energy/ui/screens/settings/SettingsScreen/SettingsScreen';
import { SettlementDashboardScreen } from '@energy/ui/screens/procurement/SettlementDashboardScreen/SettlementDashboardScreen';
import { ComingSoonScreen } from '@energy/ui/screens/system/ComingSoonScreen/ComingSoonScreen';
import type { ReactElement } from 'react';
import { NotFoundScreen } from '@energy/ui/screens/system/NotFoundScreen/NotFoundScreen';
import { Route } from 'react-router';

/** The screens built so far, by route; each later domain adds its lines here. */
const screens: Record<string, ReactElement> = {
  '/rfq': <RfqManagementScreen />,
  '/rfq/:id': <RfqDetailScreen />,
  '/offers': <OffersManagementScreen />,
  '/contracts': <ContractsScreen />,
  '/settlements': <SettlementDashboardScreen />,
  '/orders': <OrderManagementScreen />,
  '/logistics': <LogisticsDashboardScreen />,
  '/payments': <PaymentDashboardScreen />,
  '/pod': <ProofOfDeliveryScreen />,
  '/settings': <SettingsScreen />,
};

export const builtScreenPaths = Object.keys(screens);

/** Every signed-in page of the route table that has no screen yet; each gets the coming-soon page. */
const comingSoonPaths = ROUTES.filter((route) => !route.public && route.path !== '/' && !(route.path in screens)).map(
  (route) => route.path,
);

/**
 * The app's routes. `/` only needs a session, so that a user of an unknown role reaches the dashboard
 * entry and is told about their role; every other page also passes the route-access check.
 */
export const appRoutes = (
  <>
    <Route path="/auth" element={<AuthScreen />} />
    <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
    <Route path="/reset-password" element={<ResetPasswordScreen />} />
    <Route element={<ProtectedRoute sessionOnly />}>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardEntry />} />
        <Route element={<ProtectedRoute />}>
          {Object.entries(screens).map(([path, screen]) => (
            <Route key={path} path={path} element={screen} />
          ))}
          {comingSoonPaths.map((path) => (
            <Route key={path} path={path} element={<ComingSoonScreen />} />
          ))}
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<NotFoundScreen />} />
  </>
);

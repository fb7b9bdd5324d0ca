import { isRole, LANDING_PATHS } from '@energy/domain/roles';
import { checkRouteAccess, ROUTES } from '@energy/domain/routes';
import { ProtectedRoute } from '@energy/ui/layout/ProtectedRoute/ProtectedRoute';
// Relative: the ui package exports only .tsx subpaths, and the session hook is a plain .ts module.
import { useSessionUser } from '@energy/ui/session/useSessionUser';
import { useEffect } from 'react';
import { Outlet, Route } from 'react-router';
import { loadScreen } from '@energy/ui/screen-loaders';
import { preloadDenialPage } from '@energy/ui/screens/access/DenialPage/LazyDenialPage';
import { preloadTwoFactorEnrolment } from '@energy/ui/screens/auth/TwoFactorEnrolmentScreen/LazyTwoFactorEnrolmentScreen';
import { lazyScreen, type LazyScreen } from './lazy-screens';

/*
 * Every screen is its own chunk, loaded when its route is first visited: the sign-in page fetches only the
 * sign-in screen, and @mantine/charts with recharts (and the charts and dates styles) arrive with the
 * screens that use them.
 */
const datesStyles = () => import('@mantine/dates/styles.css');
const chartsStyles = () => import('@mantine/charts/styles.css');

const auth = lazyScreen(() => import('@energy/ui/screens/auth/AuthScreen/AuthScreen').then((m) => m.AuthScreen));
const forgotPassword = lazyScreen(() =>
  import('@energy/ui/screens/auth/ForgotPasswordScreen/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
);
const resetPassword = lazyScreen(() =>
  import('@energy/ui/screens/auth/ResetPasswordScreen/ResetPasswordScreen').then((m) => m.ResetPasswordScreen),
);
const emailLink = (kind: 'VerifyEmailScreen' | 'ConfirmEmailChangeScreen' | 'UndoEmailChangeScreen') =>
  lazyScreen(() => import('@energy/ui/screens/auth/EmailLinkScreen/EmailLinkScreen').then((m) => m[kind]));
const verifyEmail = emailLink('VerifyEmailScreen');
const confirmEmailChange = emailLink('ConfirmEmailChangeScreen');
const undoEmailChange = emailLink('UndoEmailChangeScreen');
const appLayout = lazyScreen(() => import('@energy/ui/layout/AppLayout/AppLayout').then((m) => m.AppLayout));
const dashboardEntry = lazyScreen(() =>
  import('@energy/ui/screens/dashboard/DashboardEntry/DashboardEntry').then((m) => m.DashboardEntry),
);
// Landing pages link to the screens built so far, so the coming-soon page is told which those are.
const comingSoon = lazyScreen(() =>
  import('@energy/ui/screens/system/ComingSoonScreen/ComingSoonScreen').then(({ ComingSoonScreen }) => {
    const ComingSoonWithWorkingScreens = () => <ComingSoonScreen workingPaths={builtScreenPaths} />;
    return ComingSoonWithWorkingScreens;
  }),
);
const terms = lazyScreen(() => import('@energy/ui/screens/help/TermsScreen/TermsScreen').then((m) => m.TermsScreen));
const notFound = lazyScreen(() =>
  import('@energy/ui/screens/system/NotFoundScreen/NotFoundScreen').then((m) => m.NotFoundScreen),
);

// Its Create RFQ form brings the date pickers' styles itself, when opened (lazyCreateRfqForm).
const rfqManagement = lazyScreen(() =>
  import('@energy/ui/screens/procurement/RfqManagementScreen/RfqManagementScreen').then((m) => m.RfqManagementScreen),
);

/**
 * The screens built so far, by route. A route of the table that names its screen (routes.ts `screen`) gets it
 * loaded by its folder; the ones below load styles with it or share a screen, so they are bound here.
 */
const screens: Record<string, LazyScreen> = {
  ...Object.fromEntries(
    ROUTES.flatMap(({ path, screen }) => (screen ? [[path, lazyScreen(() => loadScreen(screen))]] : [])),
  ),
  '/rfq': rfqManagement,
  // The Create RFQ form's deep link: the RFQ list with the dialog open.
  '/rfq/new': rfqManagement,
  '/rfq/:id': lazyScreen(() =>
    Promise.all([datesStyles(), import('@energy/ui/screens/procurement/RfqDetailScreen/RfqDetailScreen')]).then(
      ([, m]) => m.RfqDetailScreen,
    ),
  ),
  '/settlements': lazyScreen(() =>
    Promise.all([
      chartsStyles(),
      import('@energy/ui/screens/procurement/SettlementDashboardScreen/SettlementDashboardScreen'),
    ]).then(([, m]) => m.SettlementDashboardScreen),
  ),
  '/orders': lazyScreen(() =>
    Promise.all([
      datesStyles(),
      import('@energy/ui/screens/fulfilment/OrderManagementScreen/OrderManagementScreen'),
    ]).then(([, m]) => m.OrderManagementScreen),
  ),
  // Both hold the proof-of-delivery form, whose Delivered At is a @mantine/dates picker.
  '/logistics': lazyScreen(() =>
    Promise.all([
      datesStyles(),
      import('@energy/ui/screens/fulfilment/LogisticsDashboardScreen/LogisticsDashboardScreen'),
    ]).then(([, m]) => m.LogisticsDashboardScreen),
  ),
  '/pod': lazyScreen(() =>
    Promise.all([
      datesStyles(),
      import('@energy/ui/screens/fulfilment/ProofOfDeliveryScreen/ProofOfDeliveryScreen'),
    ]).then(([, m]) => m.ProofOfDeliveryScreen),
  ),
  // Fleet: vehicles, onboarding, details, drivers and blackouts; the pickers and calendar are @mantine/dates.
  '/fleet/vehicles/onboard': lazyScreen(() =>
    Promise.all([
      datesStyles(),
      import('@energy/ui/screens/fleet/VehicleOnboardingScreen/VehicleOnboardingScreen'),
    ]).then(([, m]) => m.VehicleOnboardingScreen),
  ),
  '/fleet/vehicles/:id': lazyScreen(() =>
    Promise.all([datesStyles(), import('@energy/ui/screens/fleet/VehicleDetailsScreen/VehicleDetailsScreen')]).then(
      ([, m]) => m.VehicleDetailsScreen,
    ),
  ),
  '/fleet/drivers': lazyScreen(() =>
    Promise.all([datesStyles(), import('@energy/ui/screens/fleet/DriversScreen/DriversScreen')]).then(
      ([, m]) => m.DriversScreen,
    ),
  ),
  '/fleet/blackouts': lazyScreen(() =>
    Promise.all([datesStyles(), import('@energy/ui/screens/fleet/BlackoutDatesScreen/BlackoutDatesScreen')]).then(
      ([, m]) => m.BlackoutDatesScreen,
    ),
  ),
  // The role dashboards: their trend charts come with them (the buyer's Create RFQ form, with its dates, on demand).
  '/dashboard/buyer': lazyScreen(() =>
    Promise.all([
      chartsStyles(),
      import('@energy/ui/screens/dashboard/ProcurementDashboardScreen/ProcurementDashboardScreen'),
    ]).then(([, m]) => m.ProcurementDashboardScreen),
  ),
  '/dashboard/supplier': lazyScreen(() =>
    Promise.all([
      chartsStyles(),
      import('@energy/ui/screens/dashboard/SupplierPortalScreen/SupplierPortalScreen'),
    ]).then(([, m]) => m.SupplierPortalScreen),
  ),
  '/dashboard/logistics': lazyScreen(() =>
    Promise.all([chartsStyles(), import('@energy/ui/screens/dashboard/LogisticsHubScreen/LogisticsHubScreen')]).then(
      ([, m]) => m.LogisticsHubScreen,
    ),
  ),
  '/dashboard/finance': lazyScreen(() =>
    Promise.all([chartsStyles(), import('@energy/ui/screens/dashboard/FinancePortalScreen/FinancePortalScreen')]).then(
      ([, m]) => m.FinancePortalScreen,
    ),
  ),
  '/dashboard/admin': lazyScreen(() =>
    Promise.all([chartsStyles(), import('@energy/ui/screens/dashboard/AdminPortalScreen/AdminPortalScreen')]).then(
      ([, m]) => m.AdminPortalScreen,
    ),
  ),
  // Live job tracking: its status dialog has a @mantine/dates picker.
  '/fleet/jobs': lazyScreen(() =>
    Promise.all([datesStyles(), import('@energy/ui/screens/fleet/JobTrackingScreen/JobTrackingScreen')]).then(
      ([, m]) => m.JobTrackingScreen,
    ),
  ),
  // Platform analytics, with its charts.
  '/admin/analytics': lazyScreen(() =>
    Promise.all([chartsStyles(), import('@energy/ui/screens/admin/AnalyticsScreen/AnalyticsScreen')]).then(
      ([, m]) => m.AnalyticsScreen,
    ),
  ),
};

export const builtScreenPaths = Object.keys(screens);

/** Every signed-in page of the route table that has no screen yet; each gets the coming-soon page. */
const comingSoonPaths = ROUTES.filter((route) => !route.public && route.path !== '/' && !(route.path in screens)).map(
  (route) => route.path,
);

const publicScreens: Record<string, LazyScreen> = {
  '/auth': auth,
  '/forgot-password': forgotPassword,
  '/reset-password': resetPassword,
  '/terms': terms,
  '/verify-email': verifyEmail,
  '/email-change/confirm': confirmEmailChange,
  '/email-change/undo': undoEmailChange,
};
const screenPatterns = Object.entries(screens).map(
  ([path, screen]) => [new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), screen] as const,
);

/** What of the signed-in user decides which chunks a page's first frame needs. */
interface PageUser {
  role: string;
  twoFactorEnrolmentRequired: boolean;
}

/**
 * Starts loading the chunks of the page being opened right away, alongside the session check, instead of
 * one round trip later when the router renders it (main.tsx calls this before the first render). Settles
 * once they have loaded or failed. Given the signed-in user, a page that user's role may not enter loads the denial
 * page too (ProtectedRoute shows it), and a user who must enrol a second factor loads its enrolment (AppLayout shows
 * only that), so that the server's frame of either is taken over as drawn.
 */
export function preloadPath(pathname: string, user?: PageUser): Promise<unknown> {
  const publicScreen = publicScreens[pathname];
  if (publicScreen) return publicScreen.preload();
  const screen = pathname === '/' ? dashboardEntry : screenPatterns.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!screen) return Promise.resolve();
  // Each import() starts its chunk's fetch and appends a link for its CSS: the layout's and the screen's
  // together were one long task on a phone, so the screen's go in the next task.
  const screenLoaded = new Promise((resolve) => setTimeout(resolve, 0)).then(() => screen.preload());
  const denied = user !== undefined && !checkRouteAccess(user.role, pathname).allowed;
  return Promise.all([
    appLayout.preload(),
    screenLoaded,
    denied ? preloadDenialPage() : undefined,
    user?.twoFactorEnrolmentRequired ? preloadTwoFactorEnrolment() : undefined,
  ]);
}

/** Loads every screen: the server's page renderer does this once at start, so no page waits for its chunk. */
export function preloadEveryScreen(): Promise<unknown> {
  return Promise.all([
    ...[
      appLayout,
      dashboardEntry,
      comingSoon,
      notFound,
      ...Object.values(publicScreens),
      ...Object.values(screens),
    ].map((screen) => screen.preload()),
    preloadDenialPage(),
    preloadTwoFactorEnrolment(),
  ]);
}

/** Starts loading what a role sees first (the layout and its landing screen) as soon as it is signed in. */
export function preloadLanding(role: string): void {
  void appLayout.preload();
  const landing = isRole(role) ? LANDING_PATHS[role] : undefined;
  void (landing ? screens[landing] : undefined)?.preload();
  if (landing && !screens[landing]) void comingSoon.preload();
}

/** Wraps the public pages: the moment a sign-in succeeds there, the role's landing screen starts loading. */
function PreloadOnSignIn() {
  const session = useSessionUser();
  const role = session.status === 'signed-in' ? session.user.role : undefined;
  useEffect(() => {
    if (role !== undefined) preloadLanding(role);
  }, [role]);
  return <Outlet />;
}

/**
 * The app's routes. `/` only needs a session, so that a user of an unknown role reaches the dashboard
 * entry and is told about their role; every other page also passes the route-access check.
 */
export const appRoutes = (
  <>
    <Route element={<PreloadOnSignIn />}>
      <Route path="/auth" element={auth.element} />
      <Route path="/forgot-password" element={forgotPassword.element} />
      <Route path="/reset-password" element={resetPassword.element} />
    </Route>
    <Route path="/terms" element={terms.element} />
    <Route path="/verify-email" element={verifyEmail.element} />
    <Route path="/email-change/confirm" element={confirmEmailChange.element} />
    <Route path="/email-change/undo" element={undoEmailChange.element} />
    <Route element={<ProtectedRoute sessionOnly />}>
      <Route element={appLayout.element}>
        <Route index element={dashboardEntry.element} />
        <Route element={<ProtectedRoute />}>
          {Object.entries(screens).map(([path, screen]) => (
            <Route key={path} path={path} element={screen.element} />
          ))}
          {comingSoonPaths.map((path) => (
            <Route key={path} path={path} element={comingSoon.element} />
          ))}
        </Route>
      </Route>
    </Route>
    <Route path="*" element={notFound.element} />
  </>
);

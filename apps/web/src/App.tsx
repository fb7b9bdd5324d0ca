import type { AppRouter } from '@energy/trpc/root';
import { AppProviders } from '@energy/ui/components/AppProviders/AppProviders';
import { BrowserTimeZoneReport } from '@energy/ui/session/BrowserTimeZoneReport';
import { LiveInvalidation } from '@energy/ui/session/LiveInvalidation';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { StrictMode, type ReactNode } from 'react';
import { Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '@energy/ui/components/PageErrorBoundary';
import { DrawnNarrowProvider } from '@energy/ui/components/data-table/narrowScreen';
import { DocumentTitle } from './DocumentTitle';
import { FirstFrameReleased } from './FirstFrameReleased';
import type { DrawnFrame } from './first-frame/pageData';
import { appRoutes } from './router';

export interface AppClients {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

/**
 * The routes, with a failing page shown as such rather than unmounting the app (cleared on another page), and
 * the browser title of each page ("RFQ Management · EnergyHub") set on every navigation.
 */
function GuardedRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <DocumentTitle />
      <PageErrorBoundary resetKey={pathname}>
        <Routes>{appRoutes}</Routes>
      </PageErrorBoundary>
    </>
  );
}

/**
 * The whole app inside a router (the browser's, or the server's for one URL): one tree for both, so that
 * the browser takes over the server's first frame of a page as it stands (hydrates it) instead of drawing
 * the page a second time. Anything added here is added for both.
 */
export function App({
  clients,
  router: Router,
  frame,
}: {
  clients: AppClients;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The server's first frame: drawn for a narrow screen or not, and where its live feed starts (none signed out). */
  frame?: DrawnFrame;
}) {
  return (
    <StrictMode>
      <DrawnNarrowProvider value={frame?.narrowScreen ?? false}>
        <FirstFrameReleased />
        <AppProviders trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
          <LiveInvalidation from={frame?.liveFrom} />
          <BrowserTimeZoneReport />
          <Router>
            <GuardedRoutes />
          </Router>
        </AppProviders>
      </DrawnNarrowProvider>
    </StrictMode>
  );
}

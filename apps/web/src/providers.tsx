import { AppProviders, createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
import { LiveInvalidation } from '@energy/ui/session/LiveInvalidation';
// Relative: the ui package exports only .tsx subpaths, and this is a plain .ts module.
import { seedPageSession } from '../../../packages/ui/src/session/pageSession';
import { useState, type ReactNode } from 'react';
import { createBrowserTrpcClient } from './trpc';

/** The page's query cache, starting with the session user the server wrote into the page. */
function createPageQueryClient() {
  const queryClient = createQueryClient();
  seedPageSession(queryClient);
  return queryClient;
}

/** One query cache and one tRPC client for the lifetime of the page, kept current by the live feed. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createPageQueryClient);
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <AppProviders trpcClient={trpcClient} queryClient={queryClient}>
      <LiveInvalidation />
      {children}
    </AppProviders>
  );
}

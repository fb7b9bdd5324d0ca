import { AppProviders, createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
import { LiveInvalidation } from '@energy/ui/session/LiveInvalidation';
import { useState, type ReactNode } from 'react';
import { createBrowserTrpcClient } from './trpc';

/** One query cache and one tRPC client for the lifetime of the page, kept current by the live feed. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <AppProviders trpcClient={trpcClient} queryClient={queryClient}>
      <LiveInvalidation />
      {children}
    </AppProviders>
  );
}

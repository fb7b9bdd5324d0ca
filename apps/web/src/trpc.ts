import type { AppRouter } from '@energy/trpc/root';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';

/** The browser's tRPC client: batched calls to the same origin, with the session cookie on every call. */
export function createBrowserTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

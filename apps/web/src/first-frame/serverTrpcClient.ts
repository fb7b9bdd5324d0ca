import type { PageQuery } from '@energy/domain/page-session';
import type { AppRouter } from '@energy/trpc/root';
import { createTRPCClient, TRPCClientError, type TRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/**
 * The tRPC client of a page's render on the server. With `query` (the server's way to the page user's queries) it
 * answers queries in the server's own process; mutations and subscriptions it leaves unanswered, as it does every
 * call without `query`: such a page shows each of them as loading, exactly as the browser's first frame would.
 */
export function serverTrpcClient(query?: PageQuery): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            if (!query || op.type !== 'query') return;
            query(op.path, op.input).then(
              (data) => {
                observer.next({ result: { type: 'data', data } });
                observer.complete();
              },
              (cause: unknown) =>
                observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)))),
            );
          }),
    ],
  });
}

import { MAX_BATCH_CALLS, UNBATCHABLE_PROCEDURES } from '@energy/domain/batching';
import { REQUEST_NOTICES } from '@energy/domain/notices';
import type { AppRouter } from '@energy/trpc/root';
import { currentLanguage } from '@energy/ui/i18n/currentLanguage';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClient,
} from '@trpc/client';

type Envelope = { error: { message: string; code: number; data: { code: string; httpStatus: number } } };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** tRPC's own answer: `{ result }` or `{ error: { code: number } }`, or a batch of them. */
function isTrpcAnswer(body: unknown): boolean {
  const one = (item: unknown) =>
    isObject(item) && ('result' in item || (isObject(item.error) && typeof item.error.code === 'number'));
  return Array.isArray(body) ? body.length > 0 && body.every(one) : one(body);
}

function messageOf(body: unknown): unknown {
  if (!isObject(body)) return undefined;
  return isObject(body.error) ? body.error.message : body.error;
}

function envelope(status: number, code: string, message: string): Response {
  // FORBIDDEN and the like keep their JSON-RPC codes; the client only needs a number there.
  const body: Envelope = { error: { message, code: -32000, data: { code, httpStatus: status } } };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * Makes every answer one the tRPC client can read, so a user never sees "Unable to transform response
 * from server": an origin refusal becomes a plain sentence saying so, and anything else that is not
 * tRPC's shape (a proxy's HTML error page, an older server's `{ error }`) a short notice with its status.
 */
export async function readableFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The page's language: the server answers a visitor's calls (and errors) in it; a signed-in user's come in theirs.
  const headers = new Headers(init?.headers);
  headers.set('accept-language', currentLanguage());
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && json) return response;
  const body = json ? await readJson(response) : undefined;
  if (response.status === 403 && messageOf(body) === REQUEST_NOTICES.originRefused) {
    return envelope(403, 'FORBIDDEN', REQUEST_NOTICES.originRefusedPlain(window.location.origin));
  }
  if (isTrpcAnswer(body)) return response;
  const status = response.ok ? 502 : response.status;
  return envelope(status, 'INTERNAL_SERVER_ERROR', REQUEST_NOTICES.unreadableAnswer(response.status));
}

/**
/**
 * The browser's tRPC client: calls to the same origin with the session cookie, batched up to the server's
 * cap, except the sign-in, sign-up and password calls, which the server takes only one per request;
 * subscriptions (the live feed) over server-sent events, which resume from the last event id on reconnect.
 */
export function createBrowserTrpcClient(url = '/api/trpc'): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, eventSourceOptions: { withCredentials: true } }),
        false: splitLink({
          condition: (op) => UNBATCHABLE_PROCEDURES.includes(op.path),
          true: httpLink({ url, fetch: readableFetch }),
          false: httpBatchLink({ url, fetch: readableFetch, maxItems: MAX_BATCH_CALLS }),
        }),
      }),
    ],
  });
}

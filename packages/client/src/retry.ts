/** How the client retries an answer that says "try again later". */
export interface RetryPolicy {
  /** Retries after the first attempt (0: never retry). */
  max: number;
  /** The longest wait before one retry; an answer asking for longer is returned as it is, not retried. */
  maxDelayMs: number;
  /** The wait when the answer gives no usable Retry-After: doubled on each retry, never above maxDelayMs. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { max: 3, maxDelayMs: 30_000, baseDelayMs: 500 };

/**
 * The statuses retried: 429 (rate limited: the call did not run) and 503 (the database was away or the server was
 * stopping). Every other status is the answer, and is never retried.
 */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Milliseconds a Retry-After header asks for: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined if neither. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that sends a request again, unchanged (its Idempotency-Key included), while the answer is 429 or 503, at
 * most `policy.max` times, each time after the wait the answer's Retry-After asks for.
 */
export function retryingFetch(
  send: (request: Request) => Promise<Response>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let retry = 0; ; retry++) {
      const response = await send(request.clone());
      if (!RETRIED_STATUSES.has(response.status) || retry >= policy.max) return response;
      const wait =
        retryAfterMs(response.headers.get('retry-after')) ??
        Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs);
      if (wait > policy.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(wait, request.signal);
    }
  };
}

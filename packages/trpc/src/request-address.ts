import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the audit rows of the request being served record of it (recordAudit reads it), so no service has to pass
 * it along: its address, and the API token it came with. Background jobs run outside any request: their rows carry
 * neither.
 */
interface RequestOrigin {
  address: string;
  apiTokenId: string | null;
}

const current = new AsyncLocalStorage<RequestOrigin>();

export function withRequestAddress<T>(address: string, work: () => T, apiTokenId: string | null = null): T {
  return current.run({ address, apiTokenId }, work);
}

/** The address of the request in progress, or null outside one. */
export function requestAddress(): string | null {
  return current.getStore()?.address ?? null;
}

/** The API token of the request in progress, or null (a signed-in session, a job). */
export function requestApiToken(): string | null {
  return current.getStore()?.apiTokenId ?? null;
}

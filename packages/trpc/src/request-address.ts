import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The address of the request being served, for the audit rows it writes (recordAudit reads it), so no
 * service has to pass it along. Background jobs run outside any request: their rows carry none.
 */
const current = new AsyncLocalStorage<string>();

export function withRequestAddress<T>(address: string, work: () => T): T {
  return current.run(address, work);
}

/** The address of the request in progress, or null outside one. */
export function requestAddress(): string | null {
  return current.getStore() ?? null;
}

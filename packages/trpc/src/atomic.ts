/**
 * Mutations that run outside the one-transaction-per-mutation rule, each with its reason. An entry
 * ending in ".*" covers every procedure of that router, including ones added later.
 */
export const NON_ATOMIC_MUTATIONS: Readonly<Record<string, string>> = {
  'auth.*':
    'Sign-in, sign-up and password calls record throttling attempts and failures that must stay recorded when the call answers 401 or 429, and they set or clear the session cookie as they go.',
  'payment.process':
    'A capture at a payment provider cannot be undone by a rollback: its record (captured, or failed when declined) must commit whatever happens to the answer.',
};

/** Why a procedure runs outside the transaction, or undefined when it runs inside one. */
export function nonAtomicReason(path: string): string | undefined {
  const router = path.split('.')[0] ?? '';
  return NON_ATOMIC_MUTATIONS[path] ?? NON_ATOMIC_MUTATIONS[`${router}.*`];
}

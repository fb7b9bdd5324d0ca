/**
 * Mutations that run outside the one-transaction-per-mutation rule, each with its reason. An entry
 * ending in ".*" covers every procedure of that router, including ones added later.
 */
export const NON_ATOMIC_MUTATIONS: Readonly<Record<string, string>> = {
  'auth.*':
    'Sign-in, sign-up and password calls record throttling attempts and failures that must stay recorded when the call answers 401 or 429, and they set or clear the session cookie as they go.',
  'phone.verify':
    'A wrong verification code is counted (the fifth spends the code), and that count must stay recorded when the call answers 400 or 429.',
  'payment.process':
    'A declined capture is recorded as failed, with its Idempotency-Key, and that record must stay whatever the call answers: retries with the same key rely on it, and the provider has already been asked.',
};

/** Why a procedure runs outside the transaction, or undefined when it runs inside one. */
export function nonAtomicReason(path: string): string | undefined {
  const router = path.split('.')[0] ?? '';
  return NON_ATOMIC_MUTATIONS[path] ?? NON_ATOMIC_MUTATIONS[`${router}.*`];
}

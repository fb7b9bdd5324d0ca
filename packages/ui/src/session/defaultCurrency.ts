import type { TPreferences } from '@energy/domain/schemas/settings';
import { useCachedSessionUser } from './sessionPreferences';

export type DefaultCurrency = TPreferences['currency'];

/**
 * The signed-in user's default currency (Settings > System), as the session carries it; undefined before sign-in.
 * Reads the session from the cache without asking for it, and follows a saved change at once.
 */
export function useDefaultCurrency(): DefaultCurrency | undefined {
  return useCachedSessionUser()?.preferences.currency;
}

/**
 * Amounts of several currencies with the user's currency first and the others in their given order: a choice of
 * which to show first, never a conversion and never a sum across currencies (the server's converted total, shown
 * beside them labelled as converted, is that: components/fulfilment/convertedTotal.ts).
 */
export function preferredCurrencyFirst<T extends { currency: string }>(
  items: readonly T[],
  preferred: string | undefined,
): T[] {
  return [
    ...items.filter((item) => item.currency === preferred),
    ...items.filter((item) => item.currency !== preferred),
  ];
}

import type { Language } from '@energy/i18n/languages';
import { useSyncExternalStore } from 'react';
import { useCachedSessionUser } from '../session/sessionPreferences';
import { rememberVisitorLanguage, visitorLanguage } from './currentLanguage';

const listeners = new Set<() => void>();
let chosen: Language | undefined;

/** The sign-in page's language switch: speaks `language` at once, and remembers it on this browser. */
export function chooseVisitorLanguage(language: Language): void {
  chosen = language;
  rememberVisitorLanguage(language);
  for (const listener of listeners) listener();
}

/** Forgets the visitor's choice made on this page (tests: each file starts as a fresh page, its storage cleared too). */
export function resetVisitorLanguage(): void {
  chosen = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language the interface speaks: the signed-in user's setting (Settings > System), else the visitor's
 * choice on this browser, else the browser's language. Reads the session from the cache without asking for it
 * (through the SessionPreferencesProvider in AppProviders).
 */
export function useUiLanguage(): Language {
  const user = useCachedSessionUser();
  const visitor = useSyncExternalStore(
    subscribe,
    () => chosen ?? visitorLanguage(),
    () => 'en' as Language,
  );
  return user?.preferences.language ?? visitor;
}

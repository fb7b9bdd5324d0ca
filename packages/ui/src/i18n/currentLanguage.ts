import { DEFAULT_LANGUAGE, isLanguage, languageOfHeader, type Language } from '@energy/i18n/languages';

/** Where a visitor's choice of language is kept before (and between) sign-ins. */
const STORAGE_KEY = 'energy.language';

let current: Language = DEFAULT_LANGUAGE;

/** The language the page speaks now: the tRPC client sends it as Accept-Language, so the server answers in it. */
export function currentLanguage(): Language {
  return current;
}

export function setCurrentLanguage(language: Language): void {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The visitor's language before sign-in: the one chosen on this browser, else the browser's own, else English. */
export function visitorLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return languageOfHeader(window.navigator.languages?.join(',') ?? window.navigator.language);
}

/** Remembers a visitor's choice on this browser (the sign-in page's switch, and a signed-in user's setting). */
export function rememberVisitorLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the next visit asks the browser again.
  }
}

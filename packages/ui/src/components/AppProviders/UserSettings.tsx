import { COLOR_SCHEME_COOKIE, COLOR_SCHEME_STORAGE_KEY, isColorScheme } from '@energy/domain/color-scheme';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import type { ColorScheme } from '@energy/domain/schemas/preference-options';
import { isLanguage, type Language } from '@energy/i18n/languages';
import { localStorageColorSchemeManager, useMantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setCurrentTimeZone } from '../../i18n/currentTimeZone';
import { pageZone } from '../../i18n/useDisplay';
import { useCachedSessionUser } from '../../session/sessionPreferences';
import { trpc } from '../../trpc';

const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the scheme in a cookie too, so the server draws the next page's first frame in it (signed out as well). */
function rememberInCookie(scheme: ColorScheme): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COLOR_SCHEME_COOKIE}=${scheme}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

const storedSchemes = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** Remembers a signed-in user's scheme on this browser, for its pages after sign-out. */
function rememberScheme(scheme: ColorScheme): void {
  storedSchemes.set(scheme);
  rememberInCookie(scheme);
}

/**
 * Mantine's colour scheme, kept in local storage and a cookie. A signed-in page starts in its user's setting
 * (the session user in the cache), as the server drew it; a visitor, in the scheme last used on this browser.
 */
export function colorSchemeManager(queryClient: QueryClient): MantineColorSchemeManager {
  const stored = storedSchemes;
  return {
    ...stored,
    get: (defaultValue) => {
      const user = queryClient.getQueryData<TSessionUser>(getQueryKey(trpc.auth.me, undefined, 'query'));
      const chosen = user?.preferences.colorScheme;
      return isColorScheme(chosen) ? chosen : stored.get(defaultValue);
    },
    set: rememberScheme,
  };
}

/**
 * The signed-in user's colour scheme and time zone applied to the page: the scheme when the session user
 * arrives or their setting changes (remembered for this browser), the zone for the date-time pickers.
 */
function SessionSettings() {
  const user = useCachedSessionUser();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const chosen = user?.preferences.colorScheme;
  const timezone = user?.preferences.timezone ?? 'UTC';
  // During render, before the forms below read it for their first values.
  setCurrentTimeZone(pageZone(timezone));
  // Only a new choice applies; a change made on this page (Settings > System) is saved with it.
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!chosen || applied.current === chosen) return;
    applied.current = chosen;
    if (chosen !== colorScheme) setColorScheme(chosen);
    else rememberScheme(chosen);
  }, [chosen, colorScheme, setColorScheme]);
  return null;
}

/** dayjs's month and day names of each language but English (built in), loaded when first spoken. */
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
};
const loadedLocales = new Set<Language>(['en']);

/** The dates components (calendars, pickers, typed dates) in the interface's language, its names loaded on demand. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language === 'en' || loadedLocales.has(language)) return;
    let live = true;
    void DAYJS_LOCALES[language]().then(() => {
      loadedLocales.add(language);
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  const locale = loadedLocales.has(language) ? language : 'en';
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}

/** The user's settings around the screens: dates in their language, times in their zone, their colour scheme. */
export function UserSettings({ children }: { children: ReactNode }) {
  return (
    <LocalizedDates>
      <SessionSettings />
      {children}
    </LocalizedDates>
  );
}

import { i18nFor, loadedCatalogue, loadScreenTexts } from '@energy/i18n/translator';
import type { Language } from '@energy/i18n/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { setCurrentLanguage } from './currentLanguage';

/**
 * Speaks `language` to everything below: react-i18next's useTranslation() reads it. A language not loaded yet loads
 * its catalogue first (its own chunk; English's too, when the page did not load it before React mounted); until then
 * the page stays in the language it spoke.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  // An object, so that English arriving draws again even when English was already the language shown.
  const [shown, setShown] = useState<{ language: Language }>(() => ({
    language: loadedCatalogue(language) ? language : 'en',
  }));
  const spoken = loadedCatalogue(language) ? language : shown.language;
  useEffect(() => {
    let live = true;
    if (!loadedCatalogue(language)) void loadScreenTexts(language).then(() => live && setShown({ language }));
    return () => {
      live = false;
    };
  }, [language]);
  setCurrentLanguage(spoken);
  return <I18nextProvider i18n={i18nFor(spoken)}>{children}</I18nextProvider>;
}

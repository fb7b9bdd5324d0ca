import { i18nFor, loadCatalogue, loadedCatalogue } from '@energy/i18n/translator';
import type { Language } from '@energy/i18n/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { setCurrentLanguage } from './currentLanguage';

/**
 * Speaks `language` to everything below: react-i18next's useTranslation() reads it. Another language than English
 * loads its catalogue first (its own chunk); until then the page stays in the language it spoke.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [shown, setShown] = useState<Language>(() => (loadedCatalogue(language) ? language : 'en'));
  const spoken = loadedCatalogue(language) ? language : shown;
  useEffect(() => {
    let live = true;
    if (!loadedCatalogue(language)) void loadCatalogue(language).then(() => live && setShown(language));
    return () => {
      live = false;
    };
  }, [language]);
  setCurrentLanguage(spoken);
  return <I18nextProvider i18n={i18nFor(spoken)}>{children}</I18nextProvider>;
}

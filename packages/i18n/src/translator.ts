import i18next, { type i18n, type TFunction } from 'i18next';
import { en, type Catalogue } from './messages/en';
import { IcuFormat } from './icu-format';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    /** t() answers a string, never null. */
    returnNull: false;
  }
}

export type Translate = TFunction<'translation'>;

/** The catalogues of the other languages load on demand: a page carries only English and its user's own. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
  de: () => import('./messages/de').then((module) => module.de),
};

const loaded = new Map<Language, Catalogue>([['en', en]]);

/** A language's catalogue, loaded once. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = await LOADERS[language as Exclude<Language, 'en'>]();
  loaded.set(language, catalogue);
  return catalogue;
}

/** Registers a catalogue loaded by other means (the server imports them all: all-catalogues.ts). */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  loaded.set(language, catalogue);
}

/** The catalogue of a language when it is already loaded (English always is). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded.get(language);
}

const instances = new Map<Language, i18n>();

/**
 * An i18next instance for one language, ICU MessageFormat, English where a text is missing. Built synchronously
 * from a loaded catalogue (loadCatalogue first for another language than English), one per language for the
 * process's life: the server translates with one per recipient's language, the browser with its user's.
 */
export function i18nFor(language: Language): i18n {
  const known = instances.get(language);
  if (known) return known;
  const catalogue = loaded.get(language);
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded: await loadCatalogue('${language}') first`);
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en }, [language]: { translation: catalogue } },
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}

/** The t function of a language (its catalogue loaded). */
export function translatorFor(language: Language): Translate {
  return i18nFor(language).t;
}

/** The locale Intl uses for a language. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

import i18next, { type i18n, type TFunction } from 'i18next';
import type { Catalogue, en, ScreenTexts } from './messages/en';
import { en as screens } from './messages/en/screens';
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

/**
 * The catalogues of the other languages load on demand: a page carries only English and its user's own. English
 * itself comes in two parts: the screens' texts, always here, and the server's areas (messages/en/later-areas.ts),
 * which load with any other language (localize.ts reads a message back from its English text) or when English is
 * asked for by name (the server, which speaks every language, imports them all at its start: all-catalogues.ts).
 */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
  de: () => import('./messages/de').then((module) => module.de),
};

const instances = new Map<Language, i18n>();

/** What is loaded of English: its screens' areas at first; every area once the later ones arrived. */
let english: ScreenTexts = screens;
let englishWhole = false;
const loaded = new Map<Language, Catalogue>();

async function loadWholeEnglish(): Promise<void> {
  if (englishWhole) return;
  const { laterAreas } = await import('./messages/en/later-areas');
  registerCatalogue('en', { ...screens, ...laterAreas });
}

/** A language's catalogue, loaded once (with English's later areas, which every other language reads back). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  await loadWholeEnglish();
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = await LOADERS[language as Exclude<Language, 'en'>]();
  registerCatalogue(language, catalogue);
  return catalogue;
}

/**
 * Registers a catalogue loaded by other means (the server imports them all: all-catalogues.ts); English registered
 * whole joins the screens' texts in the instances already made.
 */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  if (language === 'en') {
    english = catalogue;
    englishWhole = true;
    for (const instance of instances.values()) {
      instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', catalogue, true, true);
    }
  }
  loaded.set(language, catalogue);
}

/**
 * The catalogue of a language when it is already loaded. English always is, at least its screens' areas: a
 * screen's text in English needs nothing more, and a message it shows is shown as written.
 */
export function loadedCatalogue(language: Language): ScreenTexts | undefined {
  return loaded.get(language) ?? (language === 'en' ? english : undefined);
}

/** The English texts loaded so far: the screens' areas, and every area once the later ones arrived. */
export function loadedEnglish(): ScreenTexts {
  return english;
}

/**
 * An i18next instance for one language, ICU MessageFormat, English where a text is missing. Built synchronously
 * from a loaded catalogue (loadCatalogue first for another language than English), one per language for the
 * process's life: the server translates with one per recipient's language, the browser with its user's.
 */
export function i18nFor(language: Language): i18n {
  const known = instances.get(language);
  if (known) return known;
  const catalogue = loadedCatalogue(language);
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded: await loadCatalogue('${language}') first`);
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: english }, [language]: { translation: catalogue } },
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

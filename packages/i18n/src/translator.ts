import i18next, { type i18n, type TFunction } from 'i18next';
import type { Catalogue, en, ScreenTexts } from './messages/en';
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
 * Every catalogue loads on demand, English's too: a page carries only its user's language (apps/web/src/boot.tsx
 * loads it before React mounts: loadScreenTexts). English comes in two parts: the screens' texts
 * (messages/en/screens.ts), all an English page needs, and the server's areas (messages/en/later-areas.ts), which
 * load with any other language (localize.ts reads a message back from its English text) or when the whole English
 * catalogue is asked for (loadCatalogue; the server, which speaks every language, imports them all at its start:
 * all-catalogues.ts).
 */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
  de: () => import('./messages/de').then((module) => module.de),
};

const instances = new Map<Language, i18n>();

/** What is loaded of English: nothing at first, then its screens' areas, then every area once the later ones arrived. */
let english: ScreenTexts | undefined;
let englishWhole = false;
const loaded = new Map<Language, Catalogue>();

/** English's texts join every instance made so far (each falls back to English). */
function setEnglish(texts: ScreenTexts): void {
  english = texts;
  for (const instance of instances.values()) {
    instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, true);
  }
}

async function loadEnglishScreens(): Promise<ScreenTexts> {
  if (english) return english;
  const { en: screens } = await import('./messages/en/screens');
  if (!english) setEnglish(screens);
  return english ?? screens;
}

async function loadWholeEnglish(): Promise<void> {
  if (englishWhole) return;
  const [screens, { laterAreas }] = await Promise.all([loadEnglishScreens(), import('./messages/en/later-areas')]);
  registerCatalogue('en', { ...screens, ...laterAreas });
}

/** A language's whole catalogue, loaded once (with English's later areas, which every other language reads back). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  await loadWholeEnglish();
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = await LOADERS[language as Exclude<Language, 'en'>]();
  registerCatalogue(language, catalogue);
  return catalogue;
}

/**
 * What a page in `language` needs before it draws: English's screens' texts alone for English (a message the server
 * or a rule wrote is shown as written), the whole catalogue for another language (loadCatalogue).
 */
export async function loadScreenTexts(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) await loadEnglishScreens();
  else await loadCatalogue(language);
}

/**
 * Registers a catalogue loaded by other means (the server imports them all: all-catalogues.ts; tests and Storybook
 * register English's screens' texts, registerEnglishScreens); English registered whole joins the instances already
 * made.
 */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  if (language === 'en') {
    setEnglish(catalogue);
    englishWhole = true;
  }
  loaded.set(language, catalogue);
}

/** Registers English's screens' texts imported by other means (tests and Storybook, which render at once). */
export function registerEnglishScreens(screens: ScreenTexts): void {
  if (!english) setEnglish(screens);
}

/** The catalogue of a language when it is already loaded (for English, at least its screens' areas). */
export function loadedCatalogue(language: Language): ScreenTexts | undefined {
  return loaded.get(language) ?? (language === 'en' ? english : undefined);
}

/** The English texts loaded so far: none, the screens' areas, or every area once the later ones arrived. */
export function loadedEnglish(): ScreenTexts | undefined {
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
  // English's instance may be made before its texts are in (a module's English translator, made as it loads): they
  // join it when they arrive, before anything is drawn with it (setEnglish).
  if (!catalogue && language !== DEFAULT_LANGUAGE) {
    throw new Error(`The ${language} catalogue is not loaded: await loadCatalogue('${language}') first`);
  }
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      [DEFAULT_LANGUAGE]: { translation: english ?? {} },
      [language]: { translation: catalogue ?? english ?? {} },
    },
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

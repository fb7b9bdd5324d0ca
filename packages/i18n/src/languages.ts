import { LANGUAGES, type Language } from '@energy/domain/schemas/preference-options';

export { LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 locale Intl formats a language's dates, numbers and money with. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** Each language named in itself, as a language switch lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of an Accept-Language header's languages (by weight) that the platform speaks, else English:
 * "fr-CH, fr;q=0.9, en;q=0.8" gives fr.
 */
export function languageOfHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

type Tree = { readonly [key: string]: string | Tree };

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [inner, text] of flatten(value, path)) messages.set(inner, text);
  }
  return messages;
}

const ENGLISH = flatten(en);
const OTHERS = { es: flatten(es), fr: flatten(fr), de: flatten(de) };

/**
 * Words that read the same in a language as in English and are right so: international words and codes. A text
 * equal to its English one passes when, its values ({name}) set aside, every word is a code (AGO, KYB, RFQ-…) or one
 * of these; anything else equal to the English is a text left untranslated.
 */
const SAME_WORDS = new Set([
  'ok',
  'e',
  'mail',
  'email',
  'status',
  'total',
  'normal',
  'admin',
  'portal',
  'dashboard',
  'information',
  'version',
  'document',
  'documents',
  'notification',
  'notifications',
  'organisation',
  'option',
  'options',
  'action',
  'actions',
  'message',
  'minimum',
  'maximum',
  'navigation',
  'description',
  'contact',
  'date',
  'type',
  'audit',
  'budget',
  'min',
  'max',
  'error',
  'invitation',
  'route',
  'volume',
  'transport',
  'position',
  'tracking',
  'id',
  'm',
  'km',
  'kg',
  'mi',
  'no',
  'via',
  'pro',
  'hub',
  'energyhub',
  'logistik',
  'logistique',
  'logo',
  'filter',
  'filtre',
  'format',
  'region',
  'total',
]);

function readsTheSame(text: string): boolean {
  const words = text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((word) => word === word.toUpperCase() || SAME_WORDS.has(word.toLowerCase()));
}

/** The value names of a message ({name}, {count, plural, …}), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options) as { value: typeof elements }[]) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

describe('message catalogues', () => {
  it('every catalogue has exactly the English keys', () => {
    for (const [language, messages] of Object.entries(OTHERS)) {
      expect([...messages.keys()].sort(), language).toEqual([...ENGLISH.keys()].sort());
    }
  });

  it('every message is valid ICU and uses the values its English text uses', () => {
    const problems: string[] = [];
    for (const [key, text] of ENGLISH) {
      const wanted = argumentsOf(text, 'en');
      for (const [language, messages] of Object.entries(OTHERS)) {
        const translated = messages.get(key) ?? '';
        try {
          const used = argumentsOf(translated, language);
          if (used.join() !== wanted.join())
            problems.push(`${language} ${key}: uses {${used}} where English uses {${wanted}}`);
        } catch (error) {
          problems.push(`${language} ${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no text of another language is left in English', () => {
    const untranslated = Object.entries(OTHERS).flatMap(([language, messages]) =>
      [...messages]
        .filter(([key, text]) => text === ENGLISH.get(key) && !readsTheSame(text))
        .map(([key, text]) => `${language} ${key}: "${text}"`),
    );
    expect(untranslated).toEqual([]);
  });
});

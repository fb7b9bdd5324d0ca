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
  // The litre's symbol (SI): "32,588 l".
  'l',
  // The litre's name, in French as in British English (a unit choice: "litres").
  'litres',
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

type Other = keyof typeof OTHERS;

/**
 * The trade's terms, one word per language (docs/TRANSLATIONS.md has the whole glossary): every text whose English
 * names the term names it in that language's word. `english` is matched case-sensitively where lower case is a value
 * name or code ({rfq}, rfq:…); a language's pattern may allow the term's verb or adjective form.
 */
const GLOSSARY: { term: string; english: RegExp; words: Record<Other, RegExp> }[] = [
  {
    term: 'RFQ',
    english: /\bRFQs?\b/,
    // Spanish "solicitud de cotización" ("Oportunidades de cotización", "Solicitudes y cotizaciones" where the
    // page names quotes beside RFQs); French "appel d’offres" is the logistics tender, never an RFQ.
    words: { es: /cotizaci[oó]n/i, fr: /demandes? de prix/i, de: /Angebotsanfrage/ },
  },
  {
    term: 'tender',
    english: /\b[Tt]enders?\b/,
    words: { es: /licitaci/i, fr: /appels? d’offres/i, de: /Ausschreibung|ausgeschrieben/i },
  },
  {
    term: 'settlement',
    english: /\b[Ss]ettlements?\b/,
    words: { es: /liquidaci/i, fr: /règlement/i, de: /Abrechnung/i },
  },
  {
    term: 'escrow',
    english: /\b[Ee]scrow/,
    words: { es: /depósito en garantía|en garantía/i, fr: /séquestre/i, de: /Treuhand|treuhänderisch/i },
  },
  {
    term: 'proof of delivery',
    english: /\b[Pp]roof of delivery\b|\bPOD\b/,
    words: { es: /comprobante|POD/i, fr: /preuve|POD/i, de: /Nachweis|POD/i },
  },
  {
    term: 'counter-offer',
    english: /\b[Cc]ounter-offers?\b/,
    words: { es: /contraoferta/i, fr: /contre-offre/i, de: /Gegenangebot/i },
  },
  {
    // German "Auftrag" is the carrier's job; a buyer's order is a "Bestellung" in every area.
    term: 'order',
    english: /\b[Oo]rders?\b/,
    words: { es: /pedido/i, fr: /commande/i, de: /Bestell/i },
  },
];

/** Words of the familiar register: the catalogues address the user formally (usted, vous, Sie). */
const FAMILIAR: Record<Other, RegExp> = {
  es: /\b(tú|tienes|puedes|quieres|debes|estás|eres)\b/i,
  fr: /(^|[^\p{L}’'-])(tu|toi|ton|tes|t’)(?=[^\p{L}]|$)/iu,
  de: /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)\b/,
};

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

  it('names each term of the trade in the glossary’s word of each language', () => {
    const astray: string[] = [];
    for (const { term, english, words } of GLOSSARY)
      for (const [key, text] of ENGLISH) {
        if (!english.test(text.replace(/\{[^{}]*\}/g, ' '))) continue;
        for (const language of Object.keys(OTHERS) as Other[]) {
          const translated = OTHERS[language].get(key) ?? '';
          if (!words[language].test(translated)) astray.push(`${language} ${key} (${term}): "${translated}"`);
        }
      }
    expect(astray).toEqual([]);
  });

  it('addresses the user formally: usted, vous, Sie', () => {
    const familiar = (Object.keys(OTHERS) as Other[]).flatMap((language) =>
      [...OTHERS[language]]
        .filter(([, text]) => FAMILIAR[language].test(text.replace(/\{[^{}]*\}/g, ' ')))
        .map(([key, text]) => `${language} ${key}: "${text}"`),
    );
    expect(familiar).toEqual([]);
  });

  it('keeps each language’s punctuation: French spaces before ; : ? !, Spanish opens ¿ and ¡', () => {
    const wrong: string[] = [];
    for (const [key, text] of OTHERS.fr) {
      const words = text.replace(/\{[^{}]*\}/g, 'x');
      // An ordinary space before ; ? ! and before a colon that ends a clause (not "type:id" or 10:30); never a
      // no-break one, so that the rule stays one rule (browsers keep the mark on the line either way).
      if (/[^\s][;?!]|[\p{L})»][:](\s|$)|[\u00a0\u202f][;:?!]/u.test(words)) wrong.push(`fr ${key}: "${text}"`);
    }
    for (const [key, text] of OTHERS.es) {
      const count = (mark: string) => text.split(mark).length - 1;
      if (count('?') !== count('¿') || count('!') !== count('¡')) wrong.push(`es ${key}: "${text}"`);
    }
    expect(wrong).toEqual([]);
  });
});

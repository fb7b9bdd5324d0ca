import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { isPlainText } from './icu-format';
import { translatorFor } from './translator';
import './all-catalogues';

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(texts);
}

describe('ICU formatting of texts without arguments', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
    ['de', de],
  ] as const)(
    '%s: every text read as plain formats to itself, as the ICU formatter formats it',
    (language, catalogue) => {
      const plain = texts(catalogue).filter(isPlainText);
      expect(plain.length).toBeGreaterThan(100);
      for (const text of plain)
        expect(new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).format(), text).toBe(text);
    },
  );

  it('still formats arguments, plurals and escaped apostrophes', () => {
    expect(isPlainText("Don't stop")).toBe(true);
    expect(isPlainText('{count, plural, one {# offer} other {# offers}}')).toBe(false);
    expect(isPlainText("It''s {name}")).toBe(false);
    expect(isPlainText("It''s")).toBe(false);
    const t = translatorFor('en');
    expect(t('fleet.routeMap.position', { number: 3 })).toBe(
      new IntlMessageFormat(en.fleet.routeMap.position, 'en').format({ number: 3 }),
    );
  });
});

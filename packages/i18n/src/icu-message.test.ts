import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { formatIcu, parseIcu } from './icu-message';

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree as Record<string, unknown>).flatMap(texts);
}

type IntlAst = ReturnType<IntlMessageFormat['getAst']>;

/** Each argument's candidate values, read from intl-messageformat's own parse of the message. */
function candidates(ast: IntlAst, found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  const add = (name: string, values: unknown[]) => found.set(name, [...(found.get(name) ?? []), ...values]);
  for (const element of ast) {
    if (element.type === 1) add(element.value, ['Lagos', 42]);
    else if (element.type === 2) add(element.value, [1234.5, 0, 7]);
    else if (element.type === 5 || element.type === 6) {
      const keys = Object.keys(element.options);
      add(
        element.value,
        element.type === 6
          ? [
              0,
              1,
              2,
              3,
              5,
              11,
              21,
              1000.5,
              ...keys.filter((key) => key.startsWith('=')).map((key) => Number(key.slice(1))),
            ]
          : [...keys, 'something_else'],
      );
      for (const option of Object.values(element.options)) candidates(option.value, found);
    }
  }
  return found;
}

const CATALOGUES = [
  ['en', en],
  ['es', es],
  ['fr', fr],
  ['de', de],
] as const;

describe('ICU messages (icu-message.ts) read and format as intl-messageformat does', () => {
  it.each(CATALOGUES)('%s: every message with values, with each of its values', (language, catalogue) => {
    const messages = texts(catalogue).filter((text) => /[{}']/.test(text));
    expect(messages.length).toBeGreaterThan(100);
    for (const message of messages) {
      const reference = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
      const values = candidates(reference.getAst());
      const rounds = Math.max(1, ...[...values.values()].map((list) => list.length));
      const ours = parseIcu(message);
      for (let round = 0; round < rounds; round += 1) {
        const given = Object.fromEntries([...values].map(([name, list]) => [name, list[round % list.length]]));
        expect(formatIcu(ours, language, given), `${message} with ${JSON.stringify(given)}`).toBe(
          reference.format(given),
        );
      }
    }
  });

  it('reads quoting, tags and braces as intl-messageformat does', () => {
    for (const message of [
      "It''s {name}",
      "'{literal}' and {name}",
      "{count, plural, one {# item} other {'#' is # items}}",
      '<b>{name}</b> at <5 km',
      "l'offre de {name}",
      '{ name } and {count, plural, =0 {none} other {{count, number} of {name}}}',
      '{kind, select, buyer {Buyer #} other {{count, plural, one {# other} other {# others}}}}',
      'a } at the top',
    ]) {
      const given = { name: 'Ada', count: 3, kind: 'seller' };
      expect(formatIcu(parseIcu(message), 'fr', given), message).toBe(
        new IntlMessageFormat(message, 'fr', undefined, { ignoreTag: true }).format(given),
      );
    }
  });

  it('refuses what it does not read, and a value not given', () => {
    expect(() => parseIcu('{when, date, short}')).toThrow(SyntaxError);
    expect(() => parseIcu('{count, plural, offset:1 other {#}}')).toThrow(SyntaxError);
    expect(() => parseIcu('{count, plural, one {#}}')).toThrow(SyntaxError);
    expect(() => parseIcu('{count, plural, other {#}')).toThrow(SyntaxError);
    expect(() => formatIcu(parseIcu('Hello {name}'), 'en', {})).toThrow(/name/);
  });
});

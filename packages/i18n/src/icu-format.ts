import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Whether ICU MessageFormat reads a text as it is written: no argument, plural or select (braces), and no doubled
 * apostrophe (an escaped one). Most texts are such: formatting them needs no parser (parsing each one the first time
 * it was shown was the largest share of a page's own script on a phone).
 */
export function isPlainText(text: string): boolean {
  return !text.includes('{') && !text.includes('}') && !text.includes("''");
}

/**
 * ICU MessageFormat for i18next: a text's values ({name}), plurals ({count, plural, one {# offer} other {# offers}})
 * and selects are formatted by intl-messageformat in the text's language, each message parsed once.
 * (i18next-icu does the same but imports the library by its default export, which Node's ESM loader does not
 * give; the server translates too.) Tags are text: "<5 km" is not markup.
 */
export class IcuFormat implements I18nFormatModule {
  readonly type = 'i18nFormat' as const;
  private readonly parsed = new Map<string, IntlMessageFormat>();

  init(): void {}

  parse(res: unknown, options: Record<string, unknown>, lng: string): unknown {
    if (typeof res !== 'string') return res;
    if (isPlainText(res)) return res;
    const key = `${lng}\u0000${res}`;
    let message = this.parsed.get(key);
    if (!message) {
      message = new IntlMessageFormat(res, lng, undefined, { ignoreTag: true });
      this.parsed.set(key, message);
    }
    return message.format(options as Record<string, string | number | Date>);
  }

  /** Plurals and selects live inside one message: no extra keys to look up. */
  addLookupKeys(finalKeys: string[]): string[] {
    return finalKeys;
  }
}

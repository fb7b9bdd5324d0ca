import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

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

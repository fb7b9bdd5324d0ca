import type { I18nFormatModule } from 'i18next';
import { formatIcu, type IcuElement, type IcuValues, parseIcu } from './icu-message';

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
 * and selects are formatted in the text's language (icu-message.ts, as intl-messageformat formats them), each message
 * parsed once. Tags are text: "<5 km" is not markup.
 */
export class IcuFormat implements I18nFormatModule {
  readonly type = 'i18nFormat' as const;
  private readonly parsed = new Map<string, IcuElement[]>();

  init(): void {}

  parse(res: unknown, options: Record<string, unknown>, lng: string): unknown {
    if (typeof res !== 'string') return res;
    if (isPlainText(res)) return res;
    let message = this.parsed.get(res);
    if (!message) {
      message = parseIcu(res);
      this.parsed.set(res, message);
    }
    return formatIcu(message, lng, options as IcuValues);
  }

  /** Plurals and selects live inside one message: no extra keys to look up. */
  addLookupKeys(finalKeys: string[]): string[] {
    return finalKeys;
  }
}

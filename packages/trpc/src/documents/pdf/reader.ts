import { formatShortDate } from '@energy/domain/dates';
import { dateTimeFormat, numberFormat } from '@energy/domain/intl';
import { formatMoney, formatQuantity, minorToMajor, type Currency } from '@energy/domain/money';
import { tenThousandthsToDecimal } from '@energy/domain/money-input';
import type { FormulaDisplay, FormulaSay } from '@energy/domain/pricing/formula-words';
import '@energy/i18n/all-catalogues';
import type { Language } from '@energy/i18n/languages';
import { i18nFor, localeOf, translatorFor, type Translate } from '@energy/i18n/translator';

/** A decimal string as Intl formats it exactly (no float on the way). */
type Decimal = `${number}`;
const isDecimal = (value: string): value is Decimal => /^-?\d+(\.\d+)?$/.test(value);
function decimal(value: string): Decimal | number {
  return isDecimal(value) ? value : Number(value);
}

/** The catalogue's words for a value (labels, the PDFs' own lists): keys built from the value, held by the catalogue test. */
type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * Who a PDF is written for: their language (texts from the catalogue), their locale (numbers, money, dates) and
 * their time zone (times). English keeps the spec's formats, as the screens do.
 */
export interface PdfReader extends FormulaDisplay {
  language: Language;
  t: Translate;
  /** A catalogue text by a key built from a value ("labels.productType.refined-products"). */
  say: Say;
  /** The catalogue's word for a value of a group ("labels.productType"), else the value as stored. */
  label(group: string, value: string): string;
  /** The formula words' translation. */
  formulaSay: FormulaSay;
  money(minor: number, currency: Currency): string;
  /** A unit price as answers carry it, integer ten-thousandths (10373500), as money with 2 to 4 decimals. */
  unitPrice(tenThousandths: number, currency: Currency): string;
  /** A quantity or decimal ("12500.000"), grouped, at most 3 decimals. */
  quantity(value: string): string;
  /** A percentage kept as its figure ("5.00" -> "5 %"). */
  percent(value: string): string;
  /** A moment in the reader's zone, with the zone's name. */
  dateTime(iso: string): string;
}

export function pdfReader(language: Language, timeZone: string): PdfReader {
  const locale = localeOf(language);
  const english = language === 'en';
  const t = translatorFor(language);
  const say = t as unknown as Say;
  return {
    language,
    locale,
    t,
    say,
    label: (group, value) => (i18nFor(language).exists(`${group}.${value}`) ? say(`${group}.${value}`) : value),
    formulaSay: (key, values) => say(key, values),
    day: (isoDay) =>
      english
        ? formatShortDate(`${isoDay.slice(0, 10)}T12:00:00`)
        : dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${isoDay.slice(0, 10)}T00:00:00Z`),
          ),
    number: (value, maximumFractionDigits = 3) =>
      numberFormat(locale, { maximumFractionDigits }).format(typeof value === 'string' ? decimal(value) : value),
    money: (minor, currency) =>
      english
        ? formatMoney(minor, currency)
        : numberFormat(locale, { style: 'currency', currency }).format(decimal(minorToMajor(minor))),
    unitPrice: (value, currency) =>
      numberFormat(english && currency === 'NGN' ? 'en-NG' : locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      }).format(decimal(tenThousandthsToDecimal(value))),
    quantity: (value) =>
      english ? formatQuantity(value) : numberFormat(locale, { maximumFractionDigits: 3 }).format(decimal(value)),
    percent: (value) =>
      numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value) / 100),
    dateTime: (iso) =>
      dateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(iso)),
  };
}

/**
 * The part of ICU MessageFormat the catalogues use, parsed and formatted as intl-messageformat does (tags read as
 * text): values (`{name}`), numbers (`{count, number}`), plurals (`=0`, the language's categories, `#`) and selects,
 * with ICU's apostrophe quoting. intl-messageformat with its parser was a sixth of the first page's own JavaScript;
 * this is a tenth of it. icu-message.test.ts formats every message of the four catalogues with both and compares.
 * Anything else (an offset, a selectordinal, a date, a number style) is refused when parsed, so a catalogue using
 * one fails its tests instead of reading wrong.
 */
export type IcuElement =
  | { type: 'text'; value: string }
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string }
  | { type: 'pound' }
  | { type: 'plural' | 'select'; name: string; options: Readonly<Record<string, readonly IcuElement[]>> };

export type IcuValues = Readonly<Record<string, unknown>>;

const WHITESPACE = /\s/;
const NAME = /[^\s{}#,'<>=]/;

class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): IcuElement[] {
    return this.elements(false, false);
  }

  private fail(what: string): never {
    throw new SyntaxError(`ICU message: ${what} at ${this.at} in "${this.source}"`);
  }

  private peek(offset = 0): string {
    return this.source.charAt(this.at + offset);
  }

  private space(): void {
    while (this.at < this.source.length && WHITESPACE.test(this.peek())) this.at += 1;
  }

  private expect(char: string): void {
    this.space();
    if (this.peek() !== char) this.fail(`"${char}" expected`);
    this.at += 1;
  }

  private word(): string {
    this.space();
    const start = this.at;
    while (this.at < this.source.length && NAME.test(this.peek())) this.at += 1;
    if (this.at === start) this.fail('a name expected');
    return this.source.slice(start, this.at);
  }

  /**
   * A run of elements up to the end, or inside an argument's option up to its `}` (not taken; at the top a `}` is
   * text, as intl-messageformat reads it); `#` is the number inside a plural's option.
   */
  private elements(inPlural: boolean, nested: boolean): IcuElement[] {
    const elements: IcuElement[] = [];
    let text = '';
    const flush = () => {
      if (text) elements.push({ type: 'text', value: text });
      text = '';
    };
    while (this.at < this.source.length) {
      const char = this.peek();
      if (char === '}' && nested) break;
      if (char === '{') {
        flush();
        elements.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        elements.push({ type: 'pound' });
        this.at += 1;
      } else if (char === "'") text += this.quoted(inPlural);
      else {
        text += char;
        this.at += 1;
      }
    }
    flush();
    return elements;
  }

  /** An apostrophe: doubled, one; before a syntax character, the quoted text up to the next lone one; else itself. */
  private quoted(inPlural: boolean): string {
    const next = this.peek(1);
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (!['{', '}', '<', '>'].includes(next) && !(next === '#' && inPlural)) {
      this.at += 1;
      return "'";
    }
    let text = next;
    this.at += 2;
    while (this.at < this.source.length) {
      const char = this.peek();
      if (char === "'" && this.peek(1) === "'") {
        text += "'";
        this.at += 2;
      } else if (char === "'") {
        this.at += 1;
        return text;
      } else {
        text += char;
        this.at += 1;
      }
    }
    return text;
  }

  private argument(): IcuElement {
    this.at += 1;
    const name = this.word();
    this.space();
    if (this.peek() === '}') {
      this.at += 1;
      return { type: 'argument', name };
    }
    this.expect(',');
    const kind = this.word();
    this.space();
    if (kind === 'number') {
      this.expect('}');
      return { type: 'number', name };
    }
    if (kind !== 'plural' && kind !== 'select') this.fail(`"${kind}" is not supported`);
    this.expect(',');
    const options: Record<string, IcuElement[]> = {};
    for (this.space(); this.peek() !== '}'; this.space()) {
      if (this.at >= this.source.length) this.fail('an unclosed argument');
      const exact = this.peek() === '=';
      if (exact) this.at += 1;
      const selector = exact ? `=${this.word()}` : this.word();
      if (selector.startsWith('offset:')) this.fail('offsets are not supported');
      this.expect('{');
      options[selector] = this.elements(kind === 'plural', true);
      this.expect('}');
    }
    this.at += 1;
    if (!options.other) this.fail(`the ${kind} of "${name}" has no "other"`);
    return { type: kind, name, options };
  }
}

/** A message's elements; throws a SyntaxError on what it does not read. */
export function parseIcu(message: string): IcuElement[] {
  return new Parser(message).parse();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let known = numberFormats.get(locale);
  if (!known) numberFormats.set(locale, (known = new Intl.NumberFormat(locale)));
  return known;
}

function pluralRule(locale: string): Intl.PluralRules {
  let known = pluralRules.get(locale);
  if (!known) pluralRules.set(locale, (known = new Intl.PluralRules(locale)));
  return known;
}

function valueOf(values: IcuValues, name: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`The ICU message's value "${name}" was not given`);
  return values[name];
}

/** The elements as text in `locale`, with `values`; `count` is the number a plural's `#` shows. */
export function formatIcu(elements: readonly IcuElement[], locale: string, values: IcuValues, count?: number): string {
  let text = '';
  for (const element of elements) {
    if (element.type === 'text') text += element.value;
    else if (element.type === 'pound') text += numberFormat(locale).format(count ?? 0);
    else if (element.type === 'argument') {
      const value = valueOf(values, element.name);
      text += typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
    } else if (element.type === 'number') text += numberFormat(locale).format(Number(valueOf(values, element.name)));
    else {
      const value = valueOf(values, element.name);
      const options = element.options;
      if (element.type === 'select') {
        text += formatIcu(options[String(value)] ?? options.other ?? [], locale, values, count);
      } else {
        const number = Number(value);
        const chosen = options[`=${String(value)}`] ?? options[pluralRule(locale).select(number)] ?? options.other;
        text += formatIcu(chosen ?? [], locale, values, number);
      }
    }
  }
  return text;
}

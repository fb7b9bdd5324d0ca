import type { Language } from './languages';
import { type IcuElement, parseIcu } from './icu-message';
import { i18nFor, loadedCatalogue, loadedEnglish } from './translator';

/**
 * Messages found by their English text. The spec's texts are written in English where the rules live (the domain's
 * message constants, the services' refusals, zod schemas shared by forms and server); whoever shows one to a user
 * (the transport answering an error, a form showing a field's message, a notice) asks for it in the user's language
 * here. A text equal to a catalogue message is that message's translation; a text made from a template ("Offer not
 * found" from "{what} not found") is the template's translation with its values, each value translated in turn when
 * it is itself a catalogue text. Any other text is answered as it is.
 */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

interface Index {
  exact: Map<string, string>;
  templates: Template[];
}

type Tree = { readonly [key: string]: string | Tree };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text as a pattern, or null when it has more than plain values (plurals, selects) or none. */
function templateOf(key: string, message: string): Template | null {
  if (!message.includes('{')) return null;
  let ast: IcuElement[];
  try {
    ast = parseIcu(message);
  } catch {
    return null;
  }
  const names: string[] = [];
  let source = '';
  for (const element of ast) {
    if (element.type === 'text') source += escapeRegExp(element.value);
    else if (element.type === 'argument') {
      names.push(element.name);
      source += '(.+?)';
    } else return null;
  }
  return names.length > 0 ? { key, pattern: new RegExp(`^${source}$`, 's'), names } : null;
}

/** The index, and the English catalogue it was built from (the whole one once its later areas arrived). */
let index: Index | undefined;
let indexed: object | undefined;

function buildIndex(english: Tree & { activity: Tree }): Index {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const visit = (tree: Tree, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value !== 'string') visit(value, key);
      else if (value.includes('{')) {
        // Only the messages the server and the rules build are read back from their text: a display template
        // ("{kind} {verb}") would match any text.
        const template = key.startsWith('server.') ? templateOf(key, value) : null;
        if (template) templates.push(template);
      } else if (!exact.has(value)) exact.set(value, key);
    }
  };
  // The audit log's words (activity) are read by key only and come last: a refusal's state ("This RFQ is cancelled
  // ...") is the notices' participle ("annulé"), not the audit log's name of the event ("annulation").
  const { activity, ...others } = english;
  visit({ ...others, activity }, '');
  // The most specific template first: the one with the longest fixed text.
  const fixed = (template: Template) => template.pattern.source.replace(/\(\.\+\?\)/g, '').length;
  templates.sort((a, b) => fixed(b) - fixed(a));
  return { exact, templates };
}

const translated = new Map<Language, Map<string, string>>();
const REMEMBERED = 5_000;

function translate(text: string, language: Language, depth: number): string {
  const english = loadedEnglish();
  // Another language's catalogue loads English with it (translator.ts), so this holds whenever one is loaded.
  if (!english) return text;
  if (!index || indexed !== english) {
    index = buildIndex(english);
    indexed = english;
  }
  // Keys found at run time, not written in code: t is called untyped.
  const t = i18nFor(language).t as unknown as (key: string, values?: Record<string, string>) => string;
  const key = index.exact.get(text);
  if (key) return t(key);
  if (depth > 1) return text;
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, position) => [name, translate(match[position + 1] ?? '', language, depth + 1)]),
    );
    return t(template.key, values);
  }
  return text;
}

/** A message in `language`: its translation when the English catalogue holds it, else the text as it is. */
export function localizeMessage(text: string, language: Language): string {
  if (language === 'en' || text === '' || !loadedCatalogue(language)) return text;
  let known = translated.get(language);
  if (!known) translated.set(language, (known = new Map()));
  const remembered = known.get(text);
  if (remembered !== undefined) return remembered;
  const result = translate(text, language, 0);
  if (known.size >= REMEMBERED) known.clear();
  known.set(text, result);
  return result;
}

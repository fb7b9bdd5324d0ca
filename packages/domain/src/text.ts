import { z } from 'zod';
import { formatCount } from './intl';

/**
 * The text rules every input schema uses: one rule for single-line text, one for
 * multi-line text, and the identity rule for names that tell one party from another (usernames,
 * organization names, people's names), so that no two of them can look the same.
 */

export const TEXT_MESSAGES = {
  /** Line breaks, NUL and bidi overrides included: the user reads them all as "control characters". */
  controlCharacters: 'Must not contain control characters',
  tooLong: (max: number) => `Must be at most ${formatCount(max)} characters`,
} as const;

/** C0/C1 controls, NUL, line breaks and tabs included. */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** Format characters: zero-width space/joiners, bidi embeddings, overrides and isolates, BOM, soft hyphen. */
export const INVISIBLE_CHARACTER = /\p{Cf}/u;
/** Bidi controls that reorder how text is shown (U+061C, U+200E/F, U+202A-202E, U+2066-2069). */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Controls but line breaks and tabs: what multi-line text still refuses, with the bidi controls. */
const MULTI_LINE_CONTROL = /[^\P{Cc}\t\n\r]/u;

/** True when a line of text holds a control or bidi character. */
export function breaksSingleLine(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || BIDI_CONTROL.test(text);
}

/** True when free text holds a NUL, another control character but a line break or tab, or a bidi character. */
export function breaksMultiLine(text: string): boolean {
  return MULTI_LINE_CONTROL.test(text) || BIDI_CONTROL.test(text);
}

function boundedText(
  max: number,
  requiredMessage: string | undefined,
  tooLongMessage: string | undefined,
  broken: (text: string) => boolean,
) {
  const base = z.string(requiredMessage ? { message: requiredMessage } : undefined).trim();
  const required = requiredMessage ? base.min(1, requiredMessage) : base;
  return required
    .max(max, tooLongMessage ?? TEXT_MESSAGES.tooLong(max))
    .refine((v) => !broken(v), TEXT_MESSAGES.controlCharacters);
}

/** One line of text (names, titles, places, phone numbers, searches): trimmed, bounded, no control or bidi characters. */
export function singleLineText(max: number, requiredMessage?: string) {
  return boundedText(max, requiredMessage, undefined, breaksSingleLine);
}

/** Free text (notes, descriptions): line breaks and tabs allowed; NUL, other controls and bidi characters not. */
export function multiLineText(max: number, requiredMessage?: string, tooLongMessage?: string) {
  return boundedText(max, requiredMessage, tooLongMessage, breaksMultiLine);
}

/** Japanese mixes Han and kana by design, so they count as one writing system. */
const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

function scriptOf(letter: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(letter)) return name;
  return 'other';
}

/** The alphabets the letters of a text are written in (digits and punctuation belong to none). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) if (/\p{L}/u.test(char)) found.add(scriptOf(char));
  return found;
}

/** Compatibility forms folded (full-width "ａｄｍｉｎ" -> "admin", ligatures, no-break spaces to spaces), trimmed. */
export function normalizeIdentity(raw: string): string {
  return raw.normalize('NFKC').trim();
}

export interface IdentityMessages {
  control: string;
  invisible: string;
  mixedScripts: string;
}

export function identityMessages(label: string): IdentityMessages {
  return {
    control: `${label} must not contain control characters`,
    invisible: `${label} must not contain invisible or text-direction characters`,
    mixedScripts: `${label} must not mix letters from different alphabets${label === 'Username' ? '' : ' in one word'}`,
  };
}

/**
 * Why an identity (already normalised) is refused, or null. What NFKC cannot fold is refused: controls,
 * invisible characters, and letters of two alphabets ("Dеlta" with a Cyrillic е). A username is one token;
 * a name is judged word by word, so "Иван Петров (ivan)" or "Газпром Trading" stay possible.
 */
export function identityProblem(text: string, messages: IdentityMessages, scope: 'whole' | 'word'): string | null {
  if (CONTROL_CHARACTER.test(text)) return messages.control;
  if (INVISIBLE_CHARACTER.test(text)) return messages.invisible;
  const parts = scope === 'whole' ? [text] : text.split(/\s+/u);
  if (parts.some((part) => scriptsOf(part).size > 1)) return messages.mixedScripts;
  return null;
}

/**
 * A name that identifies someone (an organization, a person): normalised like a username (NFKC, one space
 * between words), a single line, no invisible characters, no word mixing alphabets.
 */
export function identityName(max: number, requiredMessage: string, label: string) {
  const messages = identityMessages(label);
  return z
    .string({ message: requiredMessage })
    .transform((raw) => normalizeIdentity(raw).replace(/ {2,}/g, ' '))
    .pipe(
      singleLineText(max, requiredMessage).superRefine((value, ctx) => {
        // Controls and bidi characters are the single-line rule's to name: one message per problem.
        const problem = breaksSingleLine(value) ? null : identityProblem(value, messages, 'word');
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    );
}

/**
 * Letters that look like Latin ones once lower-cased (Cyrillic and Greek capitals included, as their lower
 * case), and Latin look-alikes of each other (I/l/1, O/0): folded together in a name's skeleton, so "Dеlta",
 * "DeIta" and "De1ta" all collide with "Delta". Applied after NFKC, lower-casing, NFD and removing everything
 * that is not a letter or digit (packages/db/src/schema/organizations.ts builds the SQL).
 */
export const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'l',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'l',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  γ: 'y',
  // Latin and digits
  i: 'l',
  ı: 'l',
  '1': 'l',
  '0': 'o',
  ɑ: 'a',
};

/** Letter sequences that read as one letter: applied after CONFUSABLE_LETTERS, in this order. */
export const CONFUSABLE_SEQUENCES: ReadonlyArray<readonly [string, string]> = [
  ['ß', 'ss'],
  ['rn', 'm'],
  ['vv', 'w'],
];

/**
 * Usernames are compared and stored in one canonical form, so that two accounts cannot look the same.
 * NFKC folds compatibility forms (full-width "ａｄｍｉｎ" -> "admin", ligatures); what NFKC cannot fold is
 * refused: invisible characters and letters from two alphabets ("аdmin" with a Cyrillic а).
 */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** C0/C1 controls, NUL included: never part of any single-line text. */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** Format characters: zero-width space/joiners, bidi embeddings, overrides and isolates, BOM, soft hyphen. */
const FORMAT_CHARACTER = /\p{Cf}/u;
/** Bidi controls that reorder how text is shown (U+200E/F, U+202A-202E, U+2066-2069, U+061C). */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

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

export const USERNAME_MESSAGES = {
  control: 'Username must not contain control characters',
  invisible: 'Username must not contain invisible or text-direction characters',
  mixedScripts: 'Username must not mix letters from different alphabets',
} as const;

/** Why a (normalised) username is refused, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  if (CONTROL_CHARACTER.test(username)) return USERNAME_MESSAGES.control;
  if (FORMAT_CHARACTER.test(username)) return USERNAME_MESSAGES.invisible;
  if (scriptsOf(username).size > 1) return USERNAME_MESSAGES.mixedScripts;
  return null;
}

/** Why a single-line name (first or last name) is refused, or null. */
export function nameProblem(name: string, label: string): string | null {
  if (CONTROL_CHARACTER.test(name)) return `${label} must not contain control characters`;
  if (BIDI_CONTROL.test(name)) return `${label} must not contain text-direction characters`;
  return null;
}

/**
 * How deep a request's JSON may nest (objects and arrays, the body itself the first level). No input of ours
 * comes near it (free-form records stop at 3 levels); without a cap a deep enough body overflows the stack of the
 * recursive schema parsers (zod's z.json()) and answers "Maximum call stack size exceeded".
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether a JSON text nests deeper than `limit`, read in one pass without parsing (brackets inside strings do not
 * count). Malformed text is left to the parser, which says so.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

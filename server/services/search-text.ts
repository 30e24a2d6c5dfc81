/**
 * The free-text search as PostgreSQL receives it. `websearch_to_tsquery` never raises a syntax
 * error, but it has limits of its own: some fifty lone `-` words ('- - - …') overflow its operator
 * stack ('tsquery stack too small') and a long text overflows the server's stack. The text a
 * person typed is therefore normalised first, so that any text gives results or an empty list:
 *
 * - only the first 1,000 characters are read; control characters (NUL included) and broken
 *   surrogate pairs become spaces; typographic quotes („ “ ” «») become `"`;
 * - a `-` counts only right before a letter or digit (a negated word or a hyphenated one): lone
 *   and repeated dashes go, so NOT can never chain;
 * - words without a letter or digit (`"`, `|`, `!`, emoji…) go; quotes stay only when they pair up;
 * - at most 12 words and 200 characters are kept.
 *
 * Text that had something but keeps no word is '' — the caller makes that match nothing.
 */

/** Characters of the normalised text, at most. */
export const MAX_SEARCH_CHARS = 200;
/** Words of the normalised text, at most. */
export const MAX_SEARCH_WORDS = 12;

const readAtMost = MAX_SEARCH_CHARS * 5;
const hasWordCharacter = /[\p{L}\p{N}]/u;

/** Keeps the text's quotes when they pair up, and drops them all otherwise (an open phrase would swallow the rest). */
function pairedQuotes(text: string): string {
  const count = text.split('"').length - 1;
  return count % 2 === 0 ? text.replace(/"\s*"/g, ' ') : text.replaceAll('"', ' ');
}

/**
 * The text to give websearch_to_tsquery: null when nothing was typed, '' when nothing
 * searchable remains, else at most MAX_SEARCH_WORDS words and MAX_SEARCH_CHARS characters.
 */
export function normaliseSearchText(raw: string): string | null {
  const text = raw
    .slice(0, readAtMost)
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/gu, ' ')
    .normalize('NFC')
    .replace(/[„“”«»]/g, '"');
  if (text.trim() === '') return null;
  const words: string[] = [];
  let wordCount = 0;
  let length = 0;
  for (const word of text
    .replace(/-+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/-{2,}/g, '-')
    .split(/\s+/)) {
    // A quote on its own still opens or closes a phrase: it is kept for pairedQuotes to judge.
    const token = hasWordCharacter.test(word) ? word : word.includes('"') ? '"' : null;
    if (token === null) continue;
    if (token !== '"') wordCount += 1;
    if (wordCount > MAX_SEARCH_WORDS || length + token.length > MAX_SEARCH_CHARS) break;
    words.push(token);
    length += token.length + 1;
  }
  return pairedQuotes(words.join(' ')).replace(/\s+/g, ' ').trim();
}

/**
 * Matching of the searchable select (combobox, SPEC §2.6): suggestions are filtered as the user
 * types, ignoring case and spaces. On mobile and tablet the first suggestion that continues the
 * typed text is shown as a suffix instead of a list.
 */

/** The text as matching sees it: lower case, without any whitespace. */
export function compactText(text: string): string {
  return text.toLocaleLowerCase('ro').replace(/\s+/gu, '');
}

/** Suggestions containing the typed text (case and spaces ignored); none for blank text. */
export function matchSuggestions(suggestions: readonly string[], query: string): string[] {
  const needle = compactText(query);
  if (needle === '') return [];
  return suggestions.filter((suggestion) => compactText(suggestion).includes(needle));
}

/**
 * What `suggestion` adds after the typed text when it starts with it (case and spaces ignored):
 * 'dacia l' + 'Dacia Logan' gives 'ogan'. Null when it does not continue the text or adds nothing.
 */
export function completionSuffix(query: string, suggestion: string): string | null {
  const needle = compactText(query);
  if (needle === '') return null;
  let consumed = 0;
  for (let index = 0; index < suggestion.length; index += 1) {
    const char = suggestion.charAt(index);
    if (/\s/u.test(char)) continue;
    const lower = char.toLocaleLowerCase('ro');
    if (!needle.startsWith(lower, consumed)) return null;
    consumed += lower.length;
    if (consumed >= needle.length) {
      const rest = suggestion.slice(index + 1);
      // A query that ends in a space already typed the gap; do not show it twice.
      const suffix = /\s$/u.test(query) ? rest.trimStart() : rest;
      return suffix === '' ? null : suffix;
    }
  }
  return null;
}

/** The first suggestion that continues the typed text, with the part it adds; null if none. */
export function firstCompletion(
  suggestions: readonly string[],
  query: string,
): { suggestion: string; suffix: string } | null {
  for (const suggestion of suggestions) {
    const suffix = completionSuffix(query, suggestion);
    if (suffix !== null) return { suggestion, suffix };
  }
  return null;
}

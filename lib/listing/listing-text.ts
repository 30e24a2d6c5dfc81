/**
 * How the listing reads make text people type ('merc benz', 'škoda'): turned into slugs and matched
 * against the makes the server knows. Numbers are read by lib/format/number.ts.
 */

/** A slug of free text: diacritics dropped, lower case, runs of anything else as one '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An option the server offers (a make, a model): its slug and label. */
export interface NamedOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The option `text` means: the same slug, or the one option whose slug words each start with the
 * typed words in order ('merc benz' -> mercedes-benz, 'vw' is not guessed). Null when none or
 * several match.
 */
export function matchOption(text: string, options: readonly NamedOption[]): NamedOption | null {
  const slug = slugify(text);
  if (!slug) return null;
  const exact = options.find((o) => o.value === slug || slugify(o.label) === slug);
  if (exact) return exact;
  const typed = slug.split('-');
  const found = options.filter((o) => {
    const words = o.value.split('-');
    return words.length >= typed.length && typed.every((word, i) => words[i]?.startsWith(word));
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}

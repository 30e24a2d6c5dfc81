/**
 * How the listing reads what people type: Romanian numbers ('10.000,50', '12 500', '3,5') and make
 * text ('merc benz', 'škoda') turned into slugs and matched against the makes the server knows.
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

// '12.500', '12 500' (also a narrow no-break space), '1.234.567,89', '3,5', '12500', '10.5'.
const GROUPED = /^\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+(?:,\d+)?$/u;
const PLAIN = /^\d+(?:[.,]\d+)?$/u;

/**
 * A number as a Romanian types it: '.' or a space groups thousands, ',' marks decimals; a '.'
 * that does not group three digits is read as a decimal point ('10.5'). Returns null for blank
 * text and NaN for anything else (letters, signs, several commas).
 */
export function parseRomanianNumber(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  if (GROUPED.test(text)) return Number(text.replace(/[.\s\u00a0\u202f]/gu, '').replace(',', '.'));
  if (PLAIN.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
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

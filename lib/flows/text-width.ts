/**
 * Text width without a browser: the layout runs on the server, where nothing can measure glyphs.
 * The drawing sets an Arial-metric font stack (Arial, Helvetica, Liberation Sans), so the advance
 * widths of Helvetica's AFM are close to what browsers render; letters with diacritics take their
 * base letter's width, anything unknown the width of a digit.
 */

// Advance widths (1/1000 em) of ASCII 32..126 in Helvetica / Arial.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

const DEFAULT_WIDTH = 556;
/** Bold glyphs are about this much wider on average (Helvetica-Bold AFM against Regular). */
const BOLD_FACTOR = 1.07;

function glyphWidth(char: string): number {
  const base = char.normalize('NFD').charCodeAt(0);
  if (base >= 32 && base <= 126) return WIDTHS[base - 32] ?? DEFAULT_WIDTH;
  if (char === '→' || char === '←') return 1000;
  if (char === '„' || char === '”') return 333;
  return DEFAULT_WIDTH;
}

/** Estimated rendered width in px of `text` at `fontSize` px. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const char of text) units += glyphWidth(char);
  return (units / 1000) * fontSize * (bold ? BOLD_FACTOR : 1);
}

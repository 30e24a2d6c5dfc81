/** Paint colours of the advert colour codes, and shading helpers for the seed drawings. */

/** Advert colour code (COLOR_LABELS in ../equipment-data.ts) -> body paint. */
export const PAINT: Readonly<Record<string, string>> = {
  white: '#eef0f2',
  black: '#1d1f24',
  grey: '#6c727b',
  silver: '#b4bac2',
  blue: '#1f4c9e',
  red: '#b0161d',
  green: '#2c6a3b',
  brown: '#6a4128',
  beige: '#cdb993',
  yellow: '#efc21b',
  orange: '#e2621a',
};

/** Colour used for drawings that carry no paint of their own (parts). */
export const NATURAL = 'natural';

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: readonly number[]): string {
  const c = (v: number | undefined): string =>
    Math.max(0, Math.min(255, Math.round(v ?? 0)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Lighter (k > 1, towards white) or darker (k < 1, towards black) shade of a colour. */
export function shade(color: string, k: number): string {
  const c = rgb(color);
  if (k <= 1) return hex(c.map((v) => v * k));
  const t = Math.min(1, k - 1);
  return hex(c.map((v) => v + (255 - v) * t));
}

/** Mix of two colours (t = share of b). */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return hex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

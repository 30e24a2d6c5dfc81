/**
 * Romanian registration numbers (docs/vehicle-check.md): which kind a typed plate is and the
 * county it belongs to. Shared by the registration field's machine (local errors) and the server
 * (which names the county from the counties table and asks the register).
 */

/** The 41 county codes and Bucharest's B (counties.code). */
export const COUNTY_CODES = [
  'AB', 'AG', 'AR', 'B', 'BC', 'BH', 'BN', 'BR', 'BT', 'BV', 'BZ', 'CJ', 'CL', 'CS', 'CT', 'CV', 'DB',
  'DJ', 'GJ', 'GL', 'GR', 'HD', 'HR', 'IF', 'IL', 'IS', 'MH', 'MM', 'MS', 'NT', 'OL', 'PH', 'SB', 'SJ',
  'SM', 'SV', 'TL', 'TM', 'TR', 'VL', 'VN', 'VS',
] as const; // prettier-ignore

/** What kind of plate it is. */
export type PlateKind =
  /** County + 2 digits + 3 letters; Bucharest B + 2 or 3 digits + 3 letters. */
  | 'standard'
  /** Red temporary ('provizoriu'): county + 3-6 digits starting with 0. */
  | 'temporary'
  /** Red test plate: county + PROBE + digits. */
  | 'probe'
  /** Diplomatic CD, TC or CO + digits: no county. */
  | 'diplomatic'
  /** Army: A + digits. */
  | 'army'
  /** Ministry of Internal Affairs: MAI + digits. */
  | 'mai';

/** Why a typed plate is not one (i18n key under vehicle-check:plate.problem). */
export type PlateProblem = 'empty' | 'characters' | 'county' | 'letters' | 'reserved' | 'format';

/** A plate that decodes. */
export interface DecodedPlate {
  /** Normalised: upper case, no spaces or hyphens (CJ12ABC). */
  readonly plate: string;
  /** As printed: CJ 12 ABC, B 123 ABC, CD 123456. */
  readonly formatted: string;
  readonly kind: PlateKind;
  /** The county (counties.code) for county plates; null for diplomatic, army and MAI plates. */
  readonly countyCode: string | null;
}

/** Letter groups kept for institutions (police, state guard, government...). */
const RESERVED = new Set(['POL', 'DEP', 'SNT', 'SRI', 'GUV', 'MAI']);

const COUNTIES: ReadonlySet<string> = new Set(COUNTY_CODES);

/** Upper-cased without spaces, hyphens and dots. */
export function normalizePlate(typed: string): string {
  return typed.replace(/[\s.-]+/g, '').toUpperCase();
}

type Outcome = { readonly decoded: DecodedPlate } | { readonly problem: PlateProblem };

const ok = (plate: string, kind: PlateKind, countyCode: string | null, parts: string[]): Outcome => ({
  decoded: { plate, formatted: parts.join(' '), kind, countyCode },
});

function special(plate: string): Outcome | null {
  let m = /^(CD|TC|CO)(\d{3,6})$/.exec(plate);
  if (m) return ok(plate, 'diplomatic', null, [m[1]!, m[2]!]);
  m = /^(MAI)(\d{3,6})$/.exec(plate);
  if (m) return ok(plate, 'mai', null, [m[1]!, m[2]!]);
  m = /^(A)(\d{3,6})$/.exec(plate);
  if (m) return ok(plate, 'army', null, [m[1]!, m[2]!]);
  return null;
}

function countyPlate(plate: string): Outcome {
  const m = /^([A-Z]{1,2})(.*)$/.exec(plate);
  const county = m?.[1] ?? '';
  const rest = m?.[2] ?? '';
  if (!COUNTIES.has(county)) return { problem: 'county' };
  const probe = /^PROBE(\d{1,6})$/.exec(rest);
  if (probe) return ok(plate, 'probe', county, [county, 'PROBE', probe[1]!]);
  if (/^0\d{2,5}$/.test(rest)) return ok(plate, 'temporary', county, [county, rest]);
  const digits = county === 'B' ? '\\d{2,3}' : '\\d{2}';
  const standard = new RegExp(`^(${digits})([A-Z]{3})$`).exec(rest);
  if (!standard) return { problem: 'format' };
  const letters = standard[2]!;
  if (letters.includes('Q') || letters.startsWith('I') || letters.startsWith('O')) return { problem: 'letters' };
  if (RESERVED.has(letters)) return { problem: 'reserved' };
  return ok(plate, 'standard', county, [county, standard[1]!, letters]);
}

/** The plate's kind and county, or why it is not a Romanian registration number. */
export function decodePlate(typed: string): Outcome {
  const plate = normalizePlate(typed);
  if (plate === '') return { problem: 'empty' };
  if (!/^[A-Z0-9]+$/.test(plate)) return { problem: 'characters' };
  return special(plate) ?? countyPlate(plate);
}

/** The problem of a typed plate, or null when it decodes. */
export function plateProblem(typed: string): PlateProblem | null {
  const outcome = decodePlate(typed);
  return 'problem' in outcome ? outcome.problem : null;
}

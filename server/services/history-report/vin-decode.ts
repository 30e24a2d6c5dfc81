/**
 * What a VIN says by itself (ISO 3779 / 3780): the world manufacturer identifier (the first three
 * characters) gives the manufacturer and its country, the tenth character the model year (a
 * 30-year cycle from 1980, so the year closest to the one the advert gives is chosen).
 */

/** Known manufacturer codes: make and country (ISO 3166 alpha-2). */
const WMI: Record<string, readonly [string, string]> = {
  UU1: ['Dacia', 'RO'],
  UU6: ['Daewoo', 'RO'],
  WVW: ['Volkswagen', 'DE'],
  WV1: ['Volkswagen Vehicule Comerciale', 'DE'],
  WV2: ['Volkswagen', 'DE'],
  WBA: ['BMW', 'DE'],
  WBS: ['BMW M', 'DE'],
  WDD: ['Mercedes-Benz', 'DE'],
  WDB: ['Mercedes-Benz', 'DE'],
  WMA: ['MAN', 'DE'],
  WAU: ['Audi', 'DE'],
  WF0: ['Ford', 'DE'],
  W0L: ['Opel', 'DE'],
  WP0: ['Porsche', 'DE'],
  TMB: ['Škoda', 'CZ'],
  TMA: ['Hyundai', 'CZ'],
  U5Y: ['Kia', 'SK'],
  VF1: ['Renault', 'FR'],
  VF3: ['Peugeot', 'FR'],
  VF6: ['Renault Trucks', 'FR'],
  VF7: ['Citroën', 'FR'],
  VSS: ['SEAT', 'ES'],
  VBK: ['KTM', 'AT'],
  ZFA: ['Fiat', 'IT'],
  ZCF: ['Iveco', 'IT'],
  ZDM: ['Ducati', 'IT'],
  ZAP: ['Piaggio', 'IT'],
  SB1: ['Toyota', 'GB'],
  SJN: ['Nissan', 'GB'],
  SAL: ['Land Rover', 'GB'],
  SMT: ['Triumph', 'GB'],
  YV1: ['Volvo', 'SE'],
  YS2: ['Scania', 'SE'],
  XLR: ['DAF', 'NL'],
  XP7: ['Tesla', 'DE'],
  JMZ: ['Mazda', 'JP'],
  JH2: ['Honda', 'JP'],
  JYA: ['Yamaha', 'JP'],
  JKA: ['Kawasaki', 'JP'],
  JS1: ['Suzuki', 'JP'],
  '1HD': ['Harley-Davidson', 'US'],
};

/** Countries by the first character(s) of a manufacturer code, when the code itself is not known. */
const REGIONS: readonly (readonly [RegExp, string])[] = [
  [/^UU/, 'RO'],
  [/^W/, 'DE'],
  [/^V[F-R]/, 'FR'],
  [/^V[S-W]/, 'ES'],
  [/^Z/, 'IT'],
  [/^T[J-P]/, 'CZ'],
  [/^S[A-M]/, 'GB'],
  [/^Y[S-W]/, 'SE'],
  [/^J/, 'JP'],
  [/^K/, 'KR'],
  [/^[1-5]/, 'US'],
];

// Model-year codes from 1980 (A), skipping I O Q U Z 0.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The countries a decoded VIN may name (history:country.<code>). */
export const VIN_COUNTRIES = [
  'RO',
  'DE',
  'FR',
  'ES',
  'IT',
  'CZ',
  'SK',
  'AT',
  'GB',
  'SE',
  'NL',
  'JP',
  'KR',
  'US',
] as const;

/** A plausible VIN: 17 characters, no I, O or Q. */
export function isVin(value: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(value);
}

/** Manufacturer and country of the VIN's first three characters. */
export function decodeManufacturer(vin: string): { wmi: string; manufacturer: string | null; country: string | null } {
  const wmi = vin.slice(0, 3).toUpperCase();
  const known = WMI[wmi];
  if (known) return { wmi, manufacturer: known[0], country: known[1] };
  const region = REGIONS.find(([pattern]) => pattern.test(wmi));
  return { wmi, manufacturer: null, country: region ? region[1] : null };
}

/**
 * The model year of the VIN's tenth character: of the years the code stands for (every 30 years),
 * the one nearest `hint` (the advert's year), else the latest not after next year.
 */
export function decodeModelYear(vin: string, hint: number | null, now: Date): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9).toUpperCase());
  if (index < 0) return null;
  const latest = now.getUTCFullYear() + 1;
  const candidates = [1980, 2010, 2040].map((base) => base + index).filter((year) => year <= latest);
  if (candidates.length === 0) return null;
  if (hint === null) return candidates[candidates.length - 1]!;
  return candidates.reduce((best, year) => (Math.abs(year - hint) < Math.abs(best - hint) ? year : best));
}

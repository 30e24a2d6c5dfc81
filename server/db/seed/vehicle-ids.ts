/** VINs (ISO 3779, with a valid check digit) and Romanian plates for seeded adverts. */
import type { Rng } from './random';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Model-year codes from 1980 (A) in 30-year cycles, skipping I O Q U Z 0.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** World manufacturer identifiers by make slug (first 3 VIN characters). */
const WMI: Record<string, string> = {
  dacia: 'UU1',
  volkswagen: 'WVW',
  bmw: 'WBA',
  'mercedes-benz': 'WDD',
  audi: 'WAU',
  skoda: 'TMB',
  renault: 'VF1',
  ford: 'WF0',
  opel: 'W0L',
  toyota: 'SB1',
  hyundai: 'TMA',
  kia: 'U5Y',
  peugeot: 'VF3',
  tesla: 'XP7',
  volvo: 'YV1',
  fiat: 'ZFA',
  nissan: 'SJN',
  seat: 'VSS',
  mazda: 'JMZ',
  porsche: 'WP0',
  'land-rover': 'SAL',
  citroen: 'VF7',
  iveco: 'ZCF',
  man: 'WMA',
  daf: 'XLR',
  scania: 'YS2',
  'renault-trucks': 'VF6',
  honda: 'JH2',
  yamaha: 'JYA',
  kawasaki: 'JKA',
  suzuki: 'JS1',
  ktm: 'VBK',
  ducati: 'ZDM',
  'harley-davidson': '1HD',
  triumph: 'SMT',
  piaggio: 'ZAP',
};

/** The ISO 3779 check character for a 17-character VIN (position 9 ignored). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A VIN for a make and model year; the check digit is valid so North-American rules pass too. */
export function makeVin(rng: Rng, makeSlug: string, year: number): string {
  const wmi = WMI[makeSlug] ?? rng.pick(['WMA', 'VF1', 'ZFA', 'W0L']);
  const descriptor = Array.from({ length: 5 }, () => rng.pick(VIN_CHARS.split(''))).join('');
  const yearCode = YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
  const plant = rng.pick(VIN_CHARS.split(''));
  const serial = String(rng.int(0, 999999)).padStart(6, '0');
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

// Q is never used; I and O may appear, but not first.
const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ'.split('');
const FIRST_LETTERS = PLATE_LETTERS.filter((l) => l !== 'I' && l !== 'O');
const RESERVED = new Set(['POL', 'DEP', 'SNT', 'SRI', 'GUV']);

/** A standard civil plate, normalised (upper case, no spaces): CJ05ABC, B123ABC. */
export function makePlate(rng: Rng, countyCode: string): string {
  let letters = '';
  do {
    letters = rng.pick(FIRST_LETTERS) + rng.pick(PLATE_LETTERS) + rng.pick(PLATE_LETTERS);
  } while (RESERVED.has(letters));
  const digits =
    countyCode === 'B' && rng.chance(0.7) ? String(rng.int(100, 999)) : String(rng.int(1, 99)).padStart(2, '0');
  return `${countyCode}${digits}${letters}`;
}

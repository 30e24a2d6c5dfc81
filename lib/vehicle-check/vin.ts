/**
 * What a VIN says by itself (ISO 3779; docs/vehicle-check.md): its form (17 characters, never I,
 * O or Q), the make of its manufacturer code, the model year of position 10 and the North-American
 * check digit of position 9. Shared by the VIN field's machine (local errors) and the server.
 */
import { wmiMake, type WmiMake } from './wmi';

/** A VIN's length. */
export const VIN_LENGTH = 17;

/** Why a typed VIN cannot be one: the i18n key under vehicle-check:vin.problem. */
export type VinProblem = 'empty' | 'length' | 'forbiddenLetters' | 'characters';

// Model-year codes from 1980 (A) in 30-year cycles, skipping I O Q U Z and 0.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper-cased, without spaces and hyphens (as people copy it from the registration certificate). */
export function normalizeVin(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** The first problem of a normalised VIN, or null when it has the form of one. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin === '') return 'empty';
  if (/[IOQ]/.test(vin)) return 'forbiddenLetters';
  if (!/^[A-Z0-9]*$/.test(vin)) return 'characters';
  if (vin.length !== VIN_LENGTH) return 'length';
  return null;
}

/** The check character position 9 should hold ('0'..'9' or 'X'). */
export function vinCheckCharacter(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (VALUES[TRANSLITERATION.indexOf(char)] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Built for North America (first character 1-5), where the check digit is mandatory. */
export function isNorthAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/**
 * A North-American VIN whose check digit is wrong: only a warning (a typo is likely), never a
 * refusal. European VINs often carry no check digit, so for them this is always false.
 */
export function checkDigitWarning(vin: string): boolean {
  return isNorthAmerican(vin) && vin.charAt(8) !== vinCheckCharacter(vin);
}

/**
 * The model year of position 10. The code repeats every 30 years: the candidate equal or nearest
 * to `hint` (the year the seller gives) when there is one, else the most recent one not after
 * next year (a 2027 model is sold in 2026). Null for a character that is no year code.
 */
export function vinModelYear(vin: string, hint: number | null, now: Date): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  const latest = now.getUTCFullYear() + 1;
  const candidates = [1980, 2010, 2040].map((base) => base + index).filter((year) => year <= latest);
  if (candidates.length === 0) return null;
  if (hint === null) return candidates[candidates.length - 1]!;
  return candidates.reduce((best, year) => (Math.abs(year - hint) < Math.abs(best - hint) ? year : best));
}

/** What a VIN of the right form decodes to. */
export interface DecodedVin {
  readonly vin: string;
  readonly wmi: string;
  /** The make of the manufacturer code; null when the code is not one of our catalogue's makes. */
  readonly make: WmiMake | null;
  readonly modelYear: number | null;
  readonly checkDigitWarning: boolean;
}

/** Decodes a normalised VIN that has no vinProblem. */
export function decodeVin(vin: string, yearHint: number | null, now: Date): DecodedVin {
  return {
    vin,
    wmi: vin.slice(0, 3),
    make: wmiMake(vin),
    modelYear: vinModelYear(vin, yearHint, now),
    checkDigitWarning: checkDigitWarning(vin),
  };
}

/**
 * The seed's copy of `volan_ad_strength_estimate` (migration 0021, docs/ad-strength.md), so the
 * adverts are inserted with their score instead of being rewritten by one UPDATE over the whole
 * table afterwards (at 1M adverts that UPDATE took about an hour: every row's triggers ran again).
 *
 * It gives the SQL function's exact answer: the sum is kept as an exact fraction, and where it
 * lands on .5 because of a share of filled fields that PostgreSQL's numeric division cannot hold
 * exactly (7/12 = 0.58333…), the result rounds the way PostgreSQL's truncated decimal does.
 * `ad-strength-estimate.test.ts` compares the two over every category on PGlite.
 */
import { AD_STRENGTH_ATTRIBUTES, type AdStrengthAttribute } from '@/lib/posting/ad-strength';
import type { AdvertRow } from './adverts';

/** The fields of a row the estimate reads. */
export type AdStrengthRow = Pick<
  AdvertRow,
  | 'categoryId'
  | 'makeId'
  | 'modelId'
  | 'year'
  | 'mileage'
  | 'enginePower'
  | 'engineCapacity'
  | 'fuelType'
  | 'gearbox'
  | 'bodyType'
  | 'doorCount'
  | 'color'
  | 'equipment'
  | 'weightKg'
  | 'operatingHours'
  | 'partType'
  | 'compatibleMakeId'
  | 'compatibleModelId'
  | 'description'
>;

/** The meter's attributes per category (lib/posting/ad-strength.ts), the same lists as the SQL CASE. */
const BASE: readonly AdStrengthAttribute[] = ['makeId', 'modelId', 'year'];
/** Text columns the SQL counts as filled when not empty (coalesce(x, '') <> ''); the rest when not null. */
const TEXT: ReadonlySet<AdStrengthAttribute> = new Set(['color', 'partType']);

function filledFields(a: AdStrengthRow): boolean[] {
  return (AD_STRENGTH_ATTRIBUTES[a.categoryId] ?? BASE).map((attribute) => {
    const value = a[attribute];
    if (attribute === 'equipment') return (a.equipment?.length ?? 0) > 0;
    if (TEXT.has(attribute)) return (value ?? '') !== '';
    return value !== null && value !== undefined;
  });
}

/** PostgreSQL's btrim: spaces only. char_length counts characters, not UTF-16 units. */
const trimmedLength = (description: string | null | undefined): number | null =>
  description === null || description === undefined ? null : [...description.replace(/^ +| +$/g, '')].length;

/**
 * round(100 × (0.2·min(1, photos/8) + 0.4·quality + 0.3·filled share + 0.1·min(1, text/200))),
 * where every photo is `width`×`height` (the seed's photos all are).
 */
export function estimateAdStrength(a: AdStrengthRow, photos: number, width: number, height: number): number {
  const checks = filledFields(a);
  const count = BigInt(checks.length);
  const filled = BigInt(checks.filter(Boolean).length);
  const length = trimmedLength(a.description);
  const pixels = BigInt(Math.min(width * height, 2_000_000));
  // Everything over one denominator: 8 (photos) · 2,000,000 (quality) · count (fields) · 200 (text).
  const d = 8n * 2_000_000n * count * 200n;
  const n =
    20n * BigInt(Math.min(photos, 8)) * (d / 8n) +
    (photos > 0 ? 40n * pixels * (d / 2_000_000n) : 0n) +
    30n * filled * (d / count) +
    10n * (length === null ? 200n : BigInt(Math.min(length, 200))) * (d / 200n);
  const whole = n / d;
  const twice = 2n * (n % d);
  if (twice !== d) return Number(twice > d ? whole + 1n : whole);
  // Exactly .5. PostgreSQL rounds half away from zero, unless the fields' share was a repeating
  // decimal it stored shortened: then the sum sits just below .5 (…333) or just above it (…667).
  const scaled = 10n ** 40n * filled;
  if (scaled % count === 0n) return Number(whole + 1n);
  const repeating = (scaled / count) % 10n;
  return Number(repeating >= 5n ? whole + 1n : whole);
}

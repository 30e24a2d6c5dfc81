/** The indicator over synthetic adverts: segment widening, labels, 'none' cases. */
import { describe, expect, it } from 'vitest';
import { Rng } from '@/server/db/seed/random';
import { computeIndicators, MIN_COMPARABLES } from './compute';
import type { PriceSubject } from './features';

const rng = new Rng(11);
let nextId = 1;

/** A car whose price follows a known model with 5 % noise (factor = 1 gives the model's price). */
function car(over: Partial<PriceSubject> = {}, factor = Math.exp(0.05 * rng.gaussian())): PriceSubject {
  const base: PriceSubject = {
    id: nextId++,
    makeId: 1,
    modelId: 10,
    generationId: 100,
    bodyType: 'sedan',
    year: rng.int(2012, 2022),
    mileage: rng.int(20, 250) * 1000,
    enginePower: rng.int(90, 200),
    engineCapacity: 2000,
    fuelType: rng.chance(0.5) ? 'diesel' : 'petrol',
    gearbox: rng.chance(0.4) ? 'automatic' : 'manual',
    doorCount: 4,
    equipmentCount: 10,
    priceLei: 0,
    currency: 'EUR',
    isNew: false,
    recent: true,
    previousLevel: 'none',
    ...over,
  };
  const logPrice =
    4 +
    0.09 * (base.year! - 2015) -
    0.15 * (base.mileage! / 100_000) +
    1.1 * Math.log(base.enginePower!) +
    (base.gearbox === 'automatic' ? 0.08 : 0);
  return { ...base, priceLei: Math.round(Math.exp(logPrice) * factor) };
}

const many = (count: number, over: Partial<PriceSubject>) => Array.from({ length: count }, () => car(over));

describe('computeIndicators', () => {
  const generation = many(40, {});
  const smallGeneration = many(5, { generationId: 101 });
  const otherModel = many(4, { modelId: 11, generationId: 110 });
  const cabrio = many(4, { modelId: 12, generationId: 120, bodyType: 'cabrio' });
  const stale = many(30, { modelId: 13, generationId: 130, bodyType: 'coupe', recent: false });
  const fair = car({ year: 2018, mileage: 120_000, enginePower: 150, gearbox: 'manual' }, 1);
  const cheap = car({ year: 2018, mileage: 120_000, enginePower: 150, gearbox: 'manual' }, 0.7);
  const dear = car({ year: 2018, mileage: 120_000, enginePower: 150, gearbox: 'manual' }, 1.4);
  const old = car({ year: 2008, mileage: 120_000, enginePower: 150, gearbox: 'manual' }, 1);
  const newCar = car({ year: 2026, mileage: 20, isNew: true });
  const noMileage = { ...car(), mileage: null };
  // Priced in LEI: a fair price of the big generation, and a generation of LEI adverts only.
  const inLei = car({ year: 2018, mileage: 120_000, enginePower: 150, gearbox: 'manual', currency: 'LEI' }, 1);
  const leiGeneration = many(30, { generationId: 102, currency: 'LEI' });
  const eurAmongLei = car({ generationId: 102 });
  const all = [
    ...generation,
    ...smallGeneration,
    ...otherModel,
    ...cabrio,
    ...stale,
    fair,
    cheap,
    dear,
    old,
    newCar,
    noMileage,
    inLei,
    ...leiGeneration,
    eurAmongLei,
  ];
  const results = new Map(computeIndicators(all).map((r) => [r.advertId, r]));
  const result = (s: PriceSubject) => results.get(s.id)!;

  it('labels a fair, a cheap and a dear car of a well-filled generation', () => {
    expect(result(fair)).toMatchObject({ level: 'in', segmentLevel: 'generation' });
    expect(result(cheap).level).toBe('below');
    expect(result(dear).level).toBe('above');
    const { expectedLow, expectedMedian, expectedHigh } = result(fair);
    expect(expectedLow!).toBeLessThan(expectedMedian!);
    expect(expectedHigh!).toBeGreaterThan(expectedMedian!);
    // The expected price is the model's (left out of its own fit, within the noise).
    expect(Math.abs(Math.log(expectedMedian! / fair.priceLei))).toBeLessThan(0.06);
    // The generation and the old car; the cheap and dear ones are outliers the refit drops, and
    // the LEI advert of the same generation is no comparable.
    expect(result(fair).comparablesCount).toBe(generation.length + 1);
  });

  it('names the attribute that moves an old car most', () => {
    expect(result(old).topAttributes[0]).toMatchObject({ attribute: 'year' });
    expect(result(old).topAttributes[0]!.logEffect).toBeLessThan(-0.3);
    expect(result(old).topAttributes.length).toBeLessThanOrEqual(3);
  });

  it('widens to the model, then to make and body, when the segment is small', () => {
    expect(smallGeneration.length).toBeLessThan(MIN_COMPARABLES);
    smallGeneration.forEach((s) => expect(result(s).segmentLevel).toBe('model'));
    otherModel.forEach((s) => expect(result(s).segmentLevel).toBe('make_body'));
  });

  it("answers 'none' with the reason for new cars, missing attributes and too few comparables", () => {
    expect(result(newCar)).toMatchObject({ level: 'none', noneReason: 'new_car' });
    expect(result(noMileage)).toMatchObject({ level: 'none', noneReason: 'missing_attributes' });
    // Three other cabriolets of the model (the make's other bodies are not its segment).
    cabrio.forEach((s) =>
      expect(result(s)).toMatchObject({ level: 'none', noneReason: 'insufficient_data', comparablesCount: 3 }),
    );
  });

  it("labels EUR adverts only, and compares only with EUR adverts (SPEC §9 'Euro only')", () => {
    expect(result(inLei)).toMatchObject({ level: 'none', noneReason: 'not_eur', expectedMedian: null });
    leiGeneration.forEach((s) => expect(result(s)).toMatchObject({ level: 'none', noneReason: 'not_eur' }));
    // Thirty LEI adverts of its generation do not make one for the EUR advert: it is compared within its model.
    expect(result(eurAmongLei)).toMatchObject({ segmentLevel: 'model' });
    const asEur = computeIndicators(all, [{ ...inLei, currency: 'EUR' }])[0]!;
    expect(asEur).toMatchObject({ level: 'in', segmentLevel: 'generation' });
  });

  it('a new car in LEI is a new car first', () => {
    expect(computeIndicators([{ ...newCar, currency: 'LEI' }])[0]).toMatchObject({ noneReason: 'new_car' });
  });

  it('compares only with adverts of the comparables window', () => {
    stale.forEach((s) => expect(result(s)).toMatchObject({ level: 'none', noneReason: 'insufficient_data' }));
    const fresh = computeIndicators(stale.map((s) => ({ ...s, recent: true })));
    fresh.forEach((r) => expect(r.segmentLevel).toBe('generation'));
  });

  it('keeps the label through a 1 % price change', () => {
    const target = results.get(fair.id)!;
    const edge = target.expectedLow! * 1.005;
    const atEdge = { ...fair, priceLei: Math.round(edge) };
    const first = computeIndicators([...all.filter((s) => s !== fair), atEdge], [atEdge])[0]!;
    expect(first.level).toBe('in');
    const cheaper = { ...atEdge, priceLei: Math.round(edge * 0.99), previousLevel: first.level };
    expect(computeIndicators([...all.filter((s) => s !== fair), cheaper], [cheaper])[0]!.level).toBe('in');
  });
});

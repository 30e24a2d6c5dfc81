/**
 * The seeded adverts look like Romania's used market (issue 10): shares of makes, ages, mileages,
 * prices by segment and part type, currencies, and no engine outside the years it was built.
 * Runs the advert generator itself (the rows the seed inserts) on 20,000 adverts.
 */
import { PART_TYPE_CODES } from '@/lib/ads/part-types';
import { EUR_TO_LEI } from '@/server/services/prices';
import { TEST_NOW } from '../testing/test-db';
import { advertGenerator, type AdvertRow } from './adverts';
import { getSeedCatalogue, type VersionRow } from './catalogue';
import { cityRows } from './locations-data';
import { isPremiumMake } from './price-model';
import { Rng } from './random';
import { buildUsers } from './users';

const N = 20_000;
const YEAR = TEST_NOW.getUTCFullYear();
const catalogue = getSeedCatalogue();
const versionById = new Map(catalogue.versions.map((v) => [v.id, v]));
const generationById = new Map(catalogue.generations.map((g) => [g.id, g]));
const modelById = new Map(catalogue.models.map((m) => [m.id, m]));
const makeById = new Map(catalogue.makes.map((m) => [m.id, m]));

function generate(count: number): AdvertRow[] {
  const rng = new Rng(7);
  const cities = cityRows();
  const weightedCities = cities.map((city) => [city, 1] as const);
  const { sellers } = buildUsers(rng, cities, weightedCities, 150, TEST_NOW);
  const next = advertGenerator({ rng, catalogue, sellers, weightedCities, total: count, now: TEST_NOW });
  return Array.from({ length: count }, (_, i) => next(i + 1));
}

const rows = generate(N);
const cars = rows.filter((r) => r.categoryId === 29);
const usedCars = cars.filter((r) => !r.isNew);
const parts = rows.filter((r) => r.categoryId === 67);
const trucks = rows.filter((r) => r.categoryId === 57);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / values.length;
const eur = (r: AdvertRow): number => r.priceLei / EUR_TO_LEI;
const makeSlug = (r: AdvertRow): string => makeById.get(r.makeId ?? 0)?.slug ?? '';
const age = (r: AdvertRow): number => YEAR - (r.year ?? YEAR);
const share = (list: readonly AdvertRow[], test: (r: AdvertRow) => boolean): number =>
  list.filter(test).length / list.length;

describe('seeded fleet', () => {
  it('lists the makes Romanians buy: the ten usual ones on top, few exotic ones', () => {
    const counts = new Map<string, number>();
    for (const r of cars) counts.set(makeSlug(r), (counts.get(makeSlug(r)) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
    const usual = ['dacia', 'volkswagen', 'ford', 'renault', 'skoda', 'opel', 'bmw', 'audi', 'mercedes-benz', 'toyota'];
    expect(new Set(ranked.slice(0, 10))).toEqual(new Set(usual));
    const shareOf = (slug: string): number => (counts.get(slug) ?? 0) / cars.length;
    expect(usual.reduce((s, slug) => s + shareOf(slug), 0)).toBeGreaterThan(0.7);
    expect(shareOf('volkswagen')).toBeGreaterThan(0.09);
    for (const exotic of ['porsche', 'tesla', 'land-rover']) expect(shareOf(exotic)).toBeLessThan(0.015);
    expect(shareOf('tesla')).toBeLessThan(shareOf('fiat'));
  });

  it('is as old as the Romanian market: median 9-13 years, back to the 1990s, few recent cars', () => {
    const ages = usedCars.map(age);
    expect(median(ages)).toBeGreaterThanOrEqual(9);
    expect(median(ages)).toBeLessThanOrEqual(13);
    expect(Math.min(...cars.map((r) => r.year ?? YEAR))).toBeLessThanOrEqual(1999);
    expect(share(cars, (r) => (r.year ?? 0) >= YEAR - 6)).toBeLessThan(0.35);
  });

  it('has 1.5-4 % new cars, all from dealers, of this year, with delivery km', () => {
    const fresh = cars.filter((r) => r.isNew);
    expect(fresh.length / cars.length).toBeGreaterThan(0.015);
    expect(fresh.length / cars.length).toBeLessThan(0.04);
    for (const r of fresh) {
      expect(r.year).toBe(YEAR);
      expect(r.mileage).toBeLessThan(100);
      expect(r.registrationNumber).toBeNull();
    }
    expect(rows.filter((r) => r.isNew).every((r) => r.categoryId === 29)).toBe(true);
  });

  it('never uses an engine outside the years its generation built it', () => {
    for (const r of rows) {
      if (r.versionId === null) continue;
      const version = versionById.get(r.versionId) as VersionRow;
      const generation = generationById.get(version.generationId);
      expect(version.generationId).toBe(r.generationId);
      expect(generation?.modelId).toBe(r.modelId);
      const year = r.year ?? 0;
      expect(year).toBeGreaterThanOrEqual(Math.max(version.yearFrom, generation?.yearFrom ?? 0));
      expect(year).toBeLessThanOrEqual(Math.min(version.yearTo ?? YEAR, generation?.yearTo ?? YEAR));
      expect([r.fuelType, r.gearbox, r.enginePower]).toEqual([version.fuelType, version.gearbox, version.enginePower]);
    }
    for (const version of catalogue.versions) {
      const generation = generationById.get(version.generationId);
      expect(version.yearFrom).toBeGreaterThanOrEqual(generation?.yearFrom ?? 0);
      expect(version.yearTo ?? 9999).toBeLessThanOrEqual(generation?.yearTo ?? 9999);
    }
  });

  it('knows which fuels each generation had (no 2016 Kuga PHEV, no diesel Tesla, no early plug-ins)', () => {
    const name = (r: AdvertRow): string => `${r.makeName} ${r.modelName}`;
    for (const r of cars) {
      if (r.fuelType === 'hybrid') expect(r.year).toBeGreaterThanOrEqual(2013);
      if (r.fuelType === 'electric') expect(r.year).toBeGreaterThanOrEqual(2011);
      if (name(r) === 'Ford Kuga' && r.fuelType === 'hybrid') expect(r.year).toBeGreaterThanOrEqual(2020);
      if (r.makeName === 'Tesla') expect(r.fuelType).toBe('electric');
      if (name(r) === 'Dacia Logan' && (r.year ?? 0) >= 2021) expect(r.fuelType).not.toBe('diesel');
    }
    const golf = catalogue.models.find((m) => m.slug === 'golf' && m.makeName === 'Volkswagen');
    expect(golf?.generations.find((g) => g.name === 'VIII')?.yearFrom).toBeGreaterThanOrEqual(2020);
    const kuga = catalogue.models.find((m) => m.slug === 'kuga' && m.category === 29);
    expect(kuga?.generations.find((g) => g.name === 'II')?.versions.map((v) => v.fuelType)).not.toContain('hybrid');
  });

  it('drives cars 10-20k km a year and trucks 60-160k, never implausibly far', () => {
    const perYear = (list: readonly AdvertRow[], from: number, to: number): number =>
      median(
        list.filter((r) => age(r) >= from && age(r) <= to && r.mileage !== null).map((r) => (r.mileage ?? 0) / age(r)),
      );
    expect(perYear(usedCars, 3, 20)).toBeGreaterThan(10_000);
    expect(perYear(usedCars, 3, 20)).toBeLessThan(20_000);
    expect(perYear(trucks, 1, 8)).toBeGreaterThan(60_000);
    expect(perYear(trucks, 1, 8)).toBeLessThan(160_000);
    expect(Math.max(...trucks.map((r) => r.mileage ?? 0))).toBeLessThan(2_200_000);
    expect(Math.max(...usedCars.map((r) => r.mileage ?? 0))).toBeLessThan(700_000);
  });

  it('prices a premium car above a compact of the same age, and an older one below a newer one', () => {
    const compact = (r: AdvertRow): boolean => (modelById.get(r.modelId ?? 0)?.price ?? 0) <= 20_000;
    const premium = (r: AdvertRow): boolean => isPremiumMake(makeSlug(r));
    let compared = 0;
    for (let years = 2; years <= 18; years += 1) {
      const same = usedCars.filter((r) => age(r) === years);
      const p = same.filter(premium).map(eur);
      const c = same.filter(compact).map(eur);
      if (p.length < 20 || c.length < 20) continue;
      compared += 1;
      expect(mean(p), `age ${years}`).toBeGreaterThan(mean(c) * 1.3);
    }
    expect(compared).toBeGreaterThan(10);
    const at = (years: number): number => median(usedCars.filter((r) => age(r) === years).map(eur));
    expect(at(3)).toBeGreaterThan(at(10));
    expect(at(10)).toBeGreaterThan(at(20));
    // A 2021 Land Rover Defender is not a 27.500 EUR car.
    const defenders = usedCars.filter((r) => r.modelName === 'Defender' && (r.year ?? 0) >= 2020).map(eur);
    for (const price of defenders) expect(price).toBeGreaterThan(40_000);
  });

  it('prices parts by what they are: an engine costs hundreds to thousands, a mirror tens', () => {
    const byType = new Map<string, number[]>();
    for (const r of parts) byType.set(r.partType ?? '', [...(byType.get(r.partType ?? '') ?? []), eur(r)]);
    expect([...byType.keys()].every((code) => (PART_TYPE_CODES as readonly string[]).includes(code))).toBe(true);
    const engines = byType.get('engine') ?? [];
    const mirrors = byType.get('mirrors') ?? [];
    expect(engines.length).toBeGreaterThan(20);
    expect(mirrors.length).toBeGreaterThan(20);
    expect(Math.min(...engines)).toBeGreaterThan(150);
    expect(median(engines)).toBeGreaterThan(500);
    expect(median(mirrors)).toBeLessThan(150);
    expect(median(engines)).toBeGreaterThan(median(mirrors) * 8);
    for (const r of parts) {
      expect([r.mileage, r.fuelType, r.versionId]).toEqual([null, null, null]);
      const model = modelById.get(r.compatibleModelId ?? 0);
      expect(model?.makeId).toBe(r.compatibleMakeId);
    }
  });

  it('keeps hours for machines, weight for trucks, trailers and machines, none for cars', () => {
    const machines = rows.filter((r) => r.categoryId === 1 || r.categoryId === 31);
    expect(share(machines, (r) => r.operatingHours !== null)).toBeGreaterThan(0.4);
    for (const r of rows.filter(
      (x) => x.categoryId === 57 || x.categoryId === 9 || x.categoryId === 1 || x.categoryId === 31,
    )) {
      expect(r.weightKg).toBeGreaterThanOrEqual(100);
      expect(r.weightKg).toBeLessThanOrEqual(60_000);
    }
    for (const r of trucks) expect(r.weightKg).toBeGreaterThanOrEqual(7_490);
    expect(cars.every((r) => r.weightKg === null && r.operatingHours === null && r.partType === null)).toBe(true);
  });

  it('prices in EUR mostly, LEI for a share of private sellers and most parts, rounded like people do', () => {
    expect(share(cars, (r) => r.currency === 'LEI')).toBeGreaterThan(0.05);
    expect(share(cars, (r) => r.currency === 'LEI')).toBeLessThan(0.3);
    expect(share(parts, (r) => r.currency === 'LEI')).toBeGreaterThan(0.6);
    const vehicles = rows.filter((r) => r.categoryId !== 67 && r.currency === 'EUR');
    expect(vehicles.every((r) => r.priceGross % 10 === 0)).toBe(true);
    expect(
      share(vehicles, (r) => r.priceGross % 100 === 0 || r.priceGross % 100 === 50 || r.priceGross % 100 === 90),
    ).toBe(1);
  });
});

/**
 * What the seeded fleet looks like: Romania's used market. A make is drawn by its share of the
 * category's adverts, then a model year from the market's age curve (limited to the years the
 * make's catalogue covers), then a model, generation and version that were built that year.
 */
import type { Catalogue, GenerationEntry, ModelEntry, VersionRow } from './catalogue';
import type { Rng } from './random';

/** Share weights of makes by category (makes not listed weigh DEFAULT_MAKE_WEIGHT). */
const MAKE_SHARES: Record<number, Record<string, number>> = {
  29: {
    volkswagen: 13,
    bmw: 10,
    'mercedes-benz': 9,
    audi: 8.5,
    dacia: 8,
    ford: 7,
    skoda: 6.5,
    opel: 6.5,
    renault: 5.5,
    toyota: 4.5,
    peugeot: 3,
    hyundai: 3,
    kia: 2.5,
    volvo: 2.2,
    nissan: 2,
    fiat: 2,
    seat: 2,
    mazda: 1.5,
    'land-rover': 0.9,
    porsche: 0.7,
    tesla: 0.4,
  },
  81: { volkswagen: 3, 'mercedes-benz': 3, ford: 2.5, renault: 2, iveco: 1.5, fiat: 1.5, peugeot: 1.2, dacia: 1 },
  57: { daf: 2.5, 'mercedes-benz': 2.5, volvo: 2, scania: 2, man: 2, iveco: 1.5, renault: 1.5 },
  65: { honda: 2, yamaha: 2, suzuki: 1.5, kawasaki: 1.5, bmw: 1.5, ktm: 1.2 },
  1: { 'john-deere': 2, claas: 1.5, 'new-holland': 1.5, 'case-ih': 1.2, fendt: 1.2, universal: 1.5, belarus: 1.2 },
  31: { caterpillar: 2, jcb: 2, komatsu: 1.5, volvo: 1.2, liebherr: 1.2 },
};
const DEFAULT_MAKE_WEIGHT = 1;

/**
 * Relative weight of each age (years before now) among used adverts: few very young cars, most
 * between 6 and 16 years, a tail back to the 1990s (median about 11 years).
 */
const AGE_WEIGHTS: readonly number[] = [
  1, 2.5, 3, 3.5, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 6.5, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.6, 1.3, 1, 0.8, 0.6, 0.5,
  0.4, 0.3, 0.25, 0.15, 0.15, 0.15, 0.15,
];

/** Weight of an engine among a generation's adverts: diesels common, plug-ins and electrics rare. */
function versionWeight(version: VersionRow, hasCombustion: boolean): number {
  switch (version.fuelType) {
    case 'diesel':
      return 1.4;
    case 'hybrid':
      return 0.35;
    case 'electric':
      return hasCombustion ? 0.3 : 1;
    default:
      return 1;
  }
}

/** A vehicle drawn from the fleet. */
export interface FleetPick {
  model: ModelEntry;
  generation: GenerationEntry;
  version: VersionRow;
  year: number;
}

type Candidate = readonly [model: ModelEntry, generation: GenerationEntry, versions: (readonly [VersionRow, number])[]];

interface MakeFleet {
  years: (readonly [number, number])[];
  byYear: Map<number, (readonly [Candidate, number])[]>;
}

/** Whether a version was built in a year. */
export function versionBuiltIn(version: VersionRow, year: number): boolean {
  return version.yearFrom <= year && (version.yearTo === null || year <= version.yearTo);
}

function makeFleet(models: readonly ModelEntry[], currentYear: number): MakeFleet {
  const byYear = new Map<number, (readonly [Candidate, number])[]>();
  const oldest = currentYear - (AGE_WEIGHTS.length - 1);
  for (const model of models) {
    for (const generation of model.generations) {
      const last = Math.min(generation.yearTo ?? currentYear, currentYear);
      for (let year = Math.max(generation.yearFrom, oldest); year <= last; year += 1) {
        const built = generation.versions.filter((v) => versionBuiltIn(v, year));
        if (built.length === 0) continue;
        const combustion = built.some((v) => v.fuelType !== 'electric');
        const versions = built.map((v) => [v, versionWeight(v, combustion)] as const);
        const list = byYear.get(year) ?? [];
        list.push([[model, generation, versions], model.weight]);
        byYear.set(year, list);
      }
    }
  }
  const years = [...byYear.keys()]
    .sort((a, b) => a - b)
    .map((year) => [year, AGE_WEIGHTS[currentYear - year] ?? 0] as const);
  return { years, byYear };
}

/** Draws vehicles of a category as the market lists them. */
export type FleetSampler = (rng: Rng, category: number, year?: number) => FleetPick;

/** Builds the sampler once per seed run (per category and make: the models built each year). */
export function fleetSampler(catalogue: Catalogue, currentYear: number): FleetSampler {
  const fleets = new Map<number, (readonly [MakeFleet, number])[]>();
  for (const make of catalogue.makes) {
    for (const category of new Set(make.models.map((m) => m.category))) {
      const fleet = makeFleet(
        make.models.filter((m) => m.category === category),
        currentYear,
      );
      if (fleet.years.length === 0) continue;
      const list = fleets.get(category) ?? [];
      list.push([fleet, MAKE_SHARES[category]?.[make.slug] ?? DEFAULT_MAKE_WEIGHT]);
      fleets.set(category, list);
    }
  }
  return (rng, category, year) => {
    const all = fleets.get(category);
    if (!all) throw new Error(`no vehicles in category ${category}`);
    // A given year (new cars) draws only among makes still selling that year.
    const makes = year === undefined ? all : all.filter(([fleet]) => fleet.byYear.has(year));
    const fleet = rng.weighted(makes.length > 0 ? makes : all);
    const chosenYear = year !== undefined && fleet.byYear.has(year) ? year : rng.weighted(fleet.years);
    const [model, generation, versions] = rng.weighted(fleet.byYear.get(chosenYear) ?? []);
    return { model, generation, version: rng.weighted(versions), year: chosenYear };
  };
}

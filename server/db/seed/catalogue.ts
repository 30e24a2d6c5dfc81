/**
 * Turns the hand-written catalogue data into table rows with stable ids (order of appearance),
 * merging a make that appears in several categories. Every vehicle make and model is also
 * listed under parts (67): parts adverts name the vehicle they fit.
 */
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import { CAR_MAKES_1 } from './catalogue-cars';
import { CAR_MAKES_2 } from './catalogue-cars-more';
import { TRUCK_MAKES, VAN_MAKES } from './catalogue-commercial';
import { AGRI_MAKES, BUILD_MAKES } from './catalogue-machinery';
import { MOTO_MAKES, TRAILER_MAKES } from './catalogue-moto-trailers';
import type { EngineSeed, MakeSeed, ModelSeed } from './catalogue-types';
import { AWD, equipmentFor } from './catalogue-equipment';
import type { EquipmentCode } from './equipment-data';
import { slugify } from './locations-data';

const PARTS = 67;
/** First year of electric and plug-in engines that carry no years of their own. */
const ELECTRIC_FROM = 2019;

/** A version row plus nothing else. */
export interface VersionRow {
  id: number;
  generationId: number;
  name: string;
  fuelType: FuelCode | null;
  engineCapacity: number | null;
  enginePower: number | null;
  gearbox: GearboxCode | null;
  bodyType: string | null;
  doorCount: number | null;
  specs: Record<string, string | number | boolean>;
  equipment: EquipmentCode[];
  /** Production years of this engine/trim within its generation (yearTo null: still built). */
  yearFrom: number;
  yearTo: number | null;
}

/** A generation with its versions. */
export interface GenerationEntry {
  id: number;
  modelId: number;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  versions: VersionRow[];
}

/** A model with what the advert generator needs (price, tier, sub-categories). */
export interface ModelEntry {
  id: number;
  makeId: number;
  makeName: string;
  slug: string;
  name: string;
  /** The vehicle category it was declared in (not parts). */
  category: number;
  categoryIds: number[];
  subcategoryIds: number[];
  price: number;
  tier: number;
  /** How common it is among its make's adverts. */
  weight: number;
  generations: GenerationEntry[];
}

/** A make with its models over all categories. */
export interface MakeEntry {
  id: number;
  slug: string;
  name: string;
  categoryIds: number[];
  models: ModelEntry[];
}

/** The whole catalogue, ready to insert and to sample from. */
export interface Catalogue {
  makes: MakeEntry[];
  models: ModelEntry[];
  generations: GenerationEntry[];
  versions: VersionRow[];
}

const ALL_MAKES: readonly MakeSeed[] = [
  ...CAR_MAKES_1,
  ...CAR_MAKES_2,
  ...VAN_MAKES,
  ...MOTO_MAKES,
  ...TRUCK_MAKES,
  ...TRAILER_MAKES,
  ...AGRI_MAKES,
  ...BUILD_MAKES,
];

function emissionStandard(yearFrom: number): string {
  if (yearFrom >= 2020) return 'Euro 6d';
  if (yearFrom >= 2015) return 'Euro 6';
  if (yearFrom >= 2011) return 'Euro 5';
  if (yearFrom >= 2006) return 'Euro 4';
  if (yearFrom >= 2001) return 'Euro 3';
  return yearFrom >= 1997 ? 'Euro 2' : 'Euro 1';
}

function specsFor(category: number, model: ModelSeed, engine: EngineSeed, yearFrom: number): VersionRow['specs'] {
  const [name, fuel] = engine;
  const specs: VersionRow['specs'] = {};
  if (fuel && fuel !== 'electric') specs.emissionStandard = emissionStandard(yearFrom);
  if (category === 29 || category === 81) {
    specs.drive = AWD.test(name) ? 'awd' : 'fwd';
    specs.seats = model.doors === 7 ? 7 : category === 81 ? 3 : model.doors === 2 ? 4 : 5;
  }
  if (category === 57) specs.axleConfiguration = /(\d)x(\d)/.exec(name)?.[0] ?? '4x2';
  if (category === 9) {
    const axles = /(\d) axe/.exec(name)?.[1];
    if (axles) specs.axles = Number(axles);
  }
  return specs;
}

/** The earlier of two last years, null meaning "still built". */
function minYear(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/**
 * The years an engine was offered: its own, or the whole model's; an electric or plug-in engine
 * without years of its own is taken as built from 2019 (vans, trucks, machines went electric then).
 */
function engineYears(engine: EngineSeed): readonly [number, number | null] {
  const [, fuel, , , , from, to] = engine;
  if (from !== undefined) return [from, to ?? null];
  return [fuel === 'electric' || fuel === 'hybrid' ? ELECTRIC_FROM : 0, null];
}

/**
 * Whether an engine was offered during a generation: their years overlap by more than the
 * changeover year (an engine ending the year its successor generation starts is not that
 * generation's), unless one of them lasted a single year.
 */
function overlaps(engine: EngineSeed, genFrom: number, genTo: number | null): boolean {
  const [from, to] = engineYears(engine);
  const lo = Math.max(from, genFrom);
  const hi = Math.min(to ?? 9999, genTo ?? 9999);
  return hi > lo || (hi === lo && (from === to || genFrom === genTo));
}

function build(): Catalogue {
  const makesBySlug = new Map<string, MakeEntry>();
  const models: ModelEntry[] = [];
  const generations: GenerationEntry[] = [];
  const versions: VersionRow[] = [];
  for (const seed of ALL_MAKES) {
    const slug = seed.slug ?? slugify(seed.name);
    let make = makesBySlug.get(slug);
    if (!make) {
      make = { id: makesBySlug.size + 1, slug, name: seed.name, categoryIds: [], models: [] };
      makesBySlug.set(slug, make);
    }
    for (const id of [seed.category, PARTS]) if (!make.categoryIds.includes(id)) make.categoryIds.push(id);
    for (const modelSeed of seed.models) {
      const model: ModelEntry = {
        id: models.length + 1,
        makeId: make.id,
        makeName: make.name,
        slug: modelSeed.slug ?? slugify(modelSeed.name),
        name: modelSeed.name,
        category: seed.category,
        categoryIds: [seed.category, PARTS],
        subcategoryIds: [...(modelSeed.subs ?? [])],
        price: modelSeed.price,
        tier: modelSeed.tier,
        weight: modelSeed.weight ?? 1,
        generations: [],
      };
      if (make.models.some((m) => m.slug === model.slug)) throw new Error(`duplicate model ${make.slug}/${model.slug}`);
      models.push(model);
      make.models.push(model);
      for (const [genName, yearFrom, yearTo] of modelSeed.gens) {
        const generation: GenerationEntry = {
          id: generations.length + 1,
          modelId: model.id,
          name: genName,
          yearFrom,
          yearTo,
          versions: [],
        };
        generations.push(generation);
        model.generations.push(generation);
        const offered = modelSeed.engines.filter((engine) => overlaps(engine, yearFrom, yearTo));
        if (offered.length === 0) throw new Error(`no engine for ${make.slug}/${model.slug} ${genName}`);
        offered.forEach((engine, engineIndex) => {
          const [name, fuelType, engineCapacity, enginePower, gearbox] = engine;
          const [from, to] = engineYears(engine);
          const version: VersionRow = {
            id: versions.length + 1,
            generationId: generation.id,
            name,
            fuelType,
            engineCapacity,
            enginePower,
            gearbox,
            bodyType: modelSeed.body,
            doorCount: modelSeed.doors ?? null,
            specs: specsFor(seed.category, modelSeed, engine, Math.max(yearFrom, from)),
            equipment: equipmentFor(seed.category, modelSeed, engine, engineIndex),
            yearFrom: Math.max(yearFrom, from),
            yearTo: minYear(yearTo, to),
          };
          versions.push(version);
          generation.versions.push(version);
        });
      }
    }
  }
  return { makes: [...makesBySlug.values()], models, generations, versions };
}

let cached: Catalogue | undefined;

/** The catalogue (built once per process; pure data, same ids every time). */
export function getSeedCatalogue(): Catalogue {
  cached ??= build();
  return cached;
}

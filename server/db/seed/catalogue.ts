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

const AWD = /xDrive|quattro|4MATIC|4x4|4Motion|AWD|4WD|4Drive|Hybrid4|Plaid|\b50 quattro|80x/i;

const CAR_TIERS: EquipmentCode[][] = [
  [
    'abs',
    'esp',
    'airbags_front',
    'isofix',
    'central_locking',
    'power_windows',
    'radio',
    'usb',
    'bluetooth',
    'start_stop',
  ],
  [
    'air_conditioning',
    'cruise_control',
    'power_mirrors',
    'heated_mirrors',
    'multifunction_steering_wheel',
    'touchscreen',
    'apple_carplay',
    'android_auto',
    'parking_sensors_rear',
    'fog_lights',
    'alloy_wheels',
    'airbags_side',
    'lane_assist',
    'emergency_braking',
  ],
  [
    'climate_control_dual',
    'navigation',
    'rear_camera',
    'parking_sensors_front',
    'led_headlights',
    'heated_seats',
    'rain_sensor',
    'light_sensor',
    'keyless_start',
    'traffic_sign_recognition',
    'adaptive_cruise_control',
    'digital_cockpit',
    'airbags_curtain',
  ],
  [
    'leather_seats',
    'electric_seats',
    'memory_seats',
    'panoramic_roof',
    'head_up_display',
    'camera_360',
    'matrix_headlights',
    'ventilated_seats',
    'heated_steering_wheel',
    'premium_audio',
    'keyless_entry',
    'electric_tailgate',
    'ambient_lighting',
    'blind_spot',
    'park_assist',
  ],
];
const VAN_TIERS: EquipmentCode[][] = [
  ['abs', 'esp', 'airbags_front', 'central_locking', 'power_windows', 'radio', 'bluetooth', 'partition_wall'],
  ['air_conditioning', 'cruise_control', 'parking_sensors_rear', 'sliding_door', 'tow_hook', 'usb'],
  ['navigation', 'rear_camera', 'apple_carplay', 'android_auto', 'lane_assist', 'emergency_braking'],
  ['climate_control', 'adaptive_cruise_control', 'led_headlights', 'heated_seats', 'keyless_start'],
];
const MOTO_TIERS: EquipmentCode[][] = [
  ['abs', 'led_headlights'],
  ['traction_control', 'riding_modes', 'usb'],
  ['quickshifter', 'heated_grips', 'bluetooth'],
  ['cruise_control', 'keyless_start', 'touchscreen'],
];
const TRUCK_TIERS: EquipmentCode[][] = [
  ['abs', 'esp', 'tachograph', 'air_conditioning', 'radio'],
  ['cruise_control', 'retarder', 'air_suspension', 'bluetooth'],
  ['adaptive_cruise_control', 'lane_assist', 'emergency_braking', 'navigation'],
  ['led_headlights', 'heated_seats', 'keyless_start'],
];
const MACHINE_TIERS: EquipmentCode[][] = [
  ['radio'],
  ['cab_air_conditioning'],
  ['gps_guidance', 'rear_camera'],
  ['heated_seats'],
];
const TRAILER_TIERS: EquipmentCode[][] = [['abs'], ['air_suspension'], [], []];

function tiersFor(category: number): EquipmentCode[][] {
  switch (category) {
    case 29:
      return CAR_TIERS;
    case 81:
      return VAN_TIERS;
    case 65:
      return MOTO_TIERS;
    case 57:
      return TRUCK_TIERS;
    case 9:
      return TRAILER_TIERS;
    default:
      return MACHINE_TIERS;
  }
}

/** Equipment of a version: everything up to its tier, plus what the engine implies. */
function equipmentFor(category: number, model: ModelSeed, engine: EngineSeed, engineIndex: number): EquipmentCode[] {
  const [name, fuel, , power] = engine;
  // Stronger engines of a model usually come with the better trim.
  const tier = Math.min(3, model.tier + (engineIndex >= 2 ? 1 : 0));
  const codes = new Set<EquipmentCode>(
    tiersFor(category)
      .slice(0, tier + 1)
      .flat(),
  );
  if (category === 29 || category === 81) {
    if (AWD.test(name)) codes.add('all_wheel_drive');
    if (fuel === 'electric') codes.add('fast_charging');
    if (fuel === 'electric' && tier >= 2) codes.add('heat_pump');
  }
  if (category === 57 && model.body === 'tractor_unit') codes.add('sleeper_cab');
  if (category === 1 && (power ?? 0) >= 150) codes.add('front_linkage').add('front_pto');
  if (category === 31 && model.subs?.includes(43)) codes.add('quick_coupler').add('hydraulic_hammer_line');
  if (category === 65 && (model.body === 'adventure' || model.body === 'touring')) codes.add('heated_grips');
  return [...codes];
}

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

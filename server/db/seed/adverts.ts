/** Generates advert rows one by one (so a million never sit in memory at once). */
import { toLei, VAT_RATE } from '@/server/services/prices';
import type { AdvertStatusCode, BadgeCode, CurrencyCode } from '../schema/adverts';
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import { CATEGORY_IDS, CATEGORY_TREE } from './categories-data';
import type { Catalogue, ModelEntry } from './catalogue';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from './demo-accounts';
import type { CityRow } from './locations-data';
import type { Rng } from './random';
import {
  type AdvertFacts,
  machineDescription,
  PART_NAMES,
  partDescription,
  partTitle,
  trailerDescription,
  vehicleDescription,
  vehicleTitle,
} from './text';
import type { Seller } from './users';
import { makePlate, makeVin } from './vehicle-ids';

const C = CATEGORY_IDS;
const DAY = 86_400_000;

/** One advert row as inserted, plus how many photos it gets. */
export interface AdvertRow {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
  userId: string;
  status: AdvertStatusCode;
  title: string;
  description: string;
  makeId: number | null;
  modelId: number | null;
  generationId: number | null;
  versionId: number | null;
  makeName: string | null;
  modelName: string | null;
  year: number | null;
  mileage: number | null;
  enginePower: number | null;
  engineCapacity: number | null;
  fuelType: FuelCode | null;
  gearbox: GearboxCode | null;
  bodyType: string | null;
  doorCount: number | null;
  color: string | null;
  vin: string | null;
  registrationNumber: string | null;
  firstRegistration: string | null;
  equipment: string[];
  priceGross: number;
  priceNet: number | null;
  currency: CurrencyCode;
  priceLei: number;
  cityId: number;
  countyCode: string;
  badges: BadgeCode[];
  createdAt: Date;
  updatedAt: Date;
  lastEditedAt: Date;
  /** Photos: how many, and where in the category's image pool they start. */
  photoCount: number;
  photoStart: number;
  categorySlug: string;
}

const CATEGORY_WEIGHTS: readonly (readonly [number, number])[] = [
  [C.autoturisme, 60],
  [C.autoutilitare, 8],
  [C.motociclete, 7],
  [C.camioane, 5],
  [C.piese, 10],
  [C.remorci, 4],
  [C['utilaje-agricole'], 3],
  [C['utilaje-constructii'], 3],
];
const PRO_SHARE: Record<number, number> = { 29: 0.65, 81: 0.75, 65: 0.45, 57: 0.8, 67: 0.6, 9: 0.7, 1: 0.8, 31: 0.85 };
const MAKE_POPULARITY: Record<string, number> = {
  dacia: 3,
  volkswagen: 3,
  bmw: 2.5,
  'mercedes-benz': 2.5,
  audi: 2,
  skoda: 2.5,
  renault: 2,
  ford: 2,
  opel: 2,
  toyota: 1.5,
};
/** Yearly km by category, and how fast value drops per year. */
const KM_PER_YEAR: Record<number, number> = { 29: 14000, 81: 30000, 65: 4000, 57: 110000, 9: 9000 };
const DEPRECIATION: Record<number, number> = { 29: 0.86, 81: 0.87, 65: 0.9, 57: 0.88, 9: 0.92, 1: 0.92, 31: 0.92 };
const PART_SOURCES: readonly (readonly [number, number])[] = [
  [29, 60],
  [81, 10],
  [57, 10],
  [65, 6],
  [1, 6],
  [31, 4],
  [9, 4],
];
const PART_SUBCATEGORY: Record<number, number> = { 29: 69, 65: 71, 81: 121, 9: 123, 1: 125, 31: 127, 57: 73 };
const COLORS: readonly (readonly [string, number])[] = [
  ['grey', 20],
  ['black', 18],
  ['white', 18],
  ['silver', 12],
  ['blue', 10],
  ['red', 7],
  ['green', 3],
  ['brown', 3],
  ['beige', 2],
  ['yellow', 1],
  ['orange', 1],
];
const STATUSES: readonly (readonly [AdvertStatusCode, number])[] = [
  ['active', 92],
  ['archived', 3],
  ['waiting', 2],
  ['moderated', 1.5],
  ['draft', 1.5],
];
const DEMO_OVERRIDES: Record<number, { userId: string; status: AdvertStatusCode }> = {
  [DEMO_ADVERT_IDS.activeCar]: { userId: DEMO_ACCOUNTS.seller.id, status: 'active' },
  [DEMO_ADVERT_IDS.archivedCar]: { userId: DEMO_ACCOUNTS.seller.id, status: 'archived' },
  [DEMO_ADVERT_IDS.dealerCar]: { userId: DEMO_ACCOUNTS.dealer.id, status: 'active' },
  [DEMO_ADVERT_IDS.waitingCar]: { userId: DEMO_ACCOUNTS.dealer.id, status: 'waiting' },
  [DEMO_ADVERT_IDS.draftCar]: { userId: DEMO_ACCOUNTS.seller.id, status: 'draft' },
  [DEMO_ADVERT_IDS.moderatedCar]: { userId: DEMO_ACCOUNTS.dealer.id, status: 'moderated' },
};

/** Everything the generator samples from, built once per seed run. */
export interface AdvertContext {
  rng: Rng;
  catalogue: Catalogue;
  sellers: readonly Seller[];
  weightedCities: readonly (readonly [CityRow, number])[];
  total: number;
  now: Date;
}

interface Prepared {
  modelsByCategory: Map<number, (readonly [ModelEntry, number])[]>;
  dealersBySpecialty: Map<number, Seller[]>;
  dealers: Seller[];
  privates: Seller[];
  sellerById: Map<string, Seller>;
  slugById: Map<number, string>;
}

function prepare(ctx: AdvertContext): Prepared {
  const modelsByCategory = new Map<number, (readonly [ModelEntry, number])[]>();
  for (const make of ctx.catalogue.makes) {
    for (const category of new Set(make.models.map((m) => m.category))) {
      const models = make.models.filter((m) => m.category === category);
      const weight = (MAKE_POPULARITY[make.slug] ?? 1) / models.length;
      const list = modelsByCategory.get(category) ?? [];
      for (const model of models) list.push([model, weight]);
      modelsByCategory.set(category, list);
    }
  }
  const dealers = ctx.sellers.filter((s) => s.professional);
  const dealersBySpecialty = new Map<number, Seller[]>();
  for (const dealer of dealers) {
    if (dealer.specialty === null) continue;
    dealersBySpecialty.set(dealer.specialty, [...(dealersBySpecialty.get(dealer.specialty) ?? []), dealer]);
  }
  const slugById = new Map(CATEGORY_TREE.map((c) => [c.id, c.slug]));
  return {
    modelsByCategory,
    dealersBySpecialty,
    dealers,
    privates: ctx.sellers.filter((s) => !s.professional),
    sellerById: new Map(ctx.sellers.map((s) => [s.id, s])),
    slugById,
  };
}

/** Returns a function producing advert `id` (1-based, call in increasing order). */
export function advertGenerator(ctx: AdvertContext): (id: number) => AdvertRow {
  const p = prepare(ctx);
  const { rng } = ctx;
  const currentYear = ctx.now.getUTCFullYear();
  const start = ctx.now.getTime() - 90 * DAY;
  const step = (90 * DAY) / Math.max(ctx.total, 1);

  const pickSeller = (category: number): Seller => {
    if (rng.chance(PRO_SHARE[category] ?? 0.5)) {
      const specialists = p.dealersBySpecialty.get(category);
      return specialists && specialists.length > 0 && rng.chance(0.8) ? rng.pick(specialists) : rng.pick(p.dealers);
    }
    return rng.pick(p.privates);
  };

  return (id) => {
    const demo = DEMO_OVERRIDES[id];
    const categoryId = demo ? C.autoturisme : rng.weighted(CATEGORY_WEIGHTS);
    const seller = demo ? (p.sellerById.get(demo.userId) ?? rng.pick(p.dealers)) : pickSeller(categoryId);
    const isParts = categoryId === C.piese;
    const sourceCategory = isParts ? rng.weighted(PART_SOURCES) : categoryId;
    const model = rng.weighted(p.modelsByCategory.get(sourceCategory) ?? []);
    const generation = rng.weighted(model.generations.map((g, index) => [g, 1 + index] as const));
    const version = rng.pick(generation.versions);
    const yearFrom = Math.max(generation.yearFrom, 1995);
    const yearTo = Math.min(generation.yearTo ?? currentYear, currentYear);
    const year = rng.int(Math.min(yearFrom, yearTo), yearTo);
    const age = currentYear - year;
    const subcategoryId = isParts
      ? (PART_SUBCATEGORY[sourceCategory] ?? null)
      : model.subcategoryIds.length > 0
        ? rng.pick(model.subcategoryIds)
        : null;
    const hasKm =
      !isParts && KM_PER_YEAR[categoryId] !== undefined && (categoryId !== C.remorci || version.fuelType !== null);
    const expectedKm = age * (KM_PER_YEAR[categoryId] ?? 0);
    let mileage: number | null = null;
    if (hasKm)
      mileage =
        age === 0
          ? rng.chance(0.5)
            ? rng.int(0, 50)
            : rng.int(10, 200) * 100
          : Math.round((expectedKm * (0.5 + rng.next()) + rng.int(0, 3000)) / 100) * 100;
    const city = rng.chance(seller.professional ? 0.9 : 0.8) ? seller.city : rng.weighted(ctx.weightedCities);
    // Most parts fit a whole generation rather than one model year.
    const advertYear = isParts && rng.chance(0.6) ? null : year;
    const facts: AdvertFacts = {
      category: sourceCategory,
      makeName: model.makeName,
      modelName: model.name,
      versionName: isParts ? null : version.name,
      generationName: generation.name,
      year: advertYear,
      mileage,
      fuel: isParts ? null : version.fuelType,
      gearbox: isParts ? null : version.gearbox,
      equipment: isParts ? [] : seller.professional ? version.equipment : rng.subset(version.equipment, 0.9),
      professional: seller.professional,
      cityName: city.name,
    };

    // Price: new price depreciated by age, adjusted for mileage and the version, with noise.
    const versionIndex = generation.versions.indexOf(version);
    const mileageFactor =
      mileage !== null && expectedKm > 0
        ? Math.max(0.7, Math.min(1.15, 1 - ((mileage - expectedKm) / expectedKm) * 0.15))
        : 1;
    let eur =
      model.price *
      (DEPRECIATION[categoryId] ?? 0.9) ** age *
      (1 + versionIndex * 0.08) *
      mileageFactor *
      (0.88 + rng.next() * 0.24);
    if (isParts)
      eur = Math.exp(Math.log(15) + rng.next() * Math.log(sourceCategory === 29 || sourceCategory === 65 ? 80 : 400));
    const currency: CurrencyCode = isParts
      ? rng.chance(0.85)
        ? 'LEI'
        : 'EUR'
      : rng.chance(seller.professional ? 0.85 : 0.55)
        ? 'EUR'
        : 'LEI';
    const rounding = isParts ? 10 : currency === 'EUR' ? (eur < 10000 ? 50 : 100) : 100;
    const gross = Math.max(rounding, Math.round((currency === 'EUR' ? eur : eur * 4.97) / rounding) * rounding);
    const priceNet =
      seller.professional && !isParts && rng.chance(0.5) ? Math.round((gross / (1 + VAT_RATE)) * 100) / 100 : null;

    const roadVehicle = !isParts && categoryId !== C['utilaje-agricole'] && categoryId !== C['utilaje-constructii'];
    const vinChance: Record<number, number> = { 29: 0.88, 81: 0.85, 65: 0.6, 57: 0.8, 9: 0.5, 1: 0.3, 31: 0.3 };
    const vin =
      !isParts && rng.chance(vinChance[categoryId] ?? 0)
        ? makeVin(rng, ctx.catalogue.makes[model.makeId - 1]?.slug ?? '', year)
        : null;
    const registrationNumber = vin && roadVehicle && rng.chance(0.65) ? makePlate(rng, city.countyCode) : null;
    const firstRegistration = !isParts && roadVehicle ? firstRegistrationDate(rng, year, ctx.now) : null;
    const badges: BadgeCode[] = [];
    if (mileage !== null && age >= 2 && mileage < expectedKm * 0.5) badges.push('low_mileage');
    if (vin && rng.chance(0.25)) badges.push('verified_details');
    if (seller.premium) badges.push('premium_dealer');

    const createdAt = new Date(Math.round(start + (id - 1) * step + rng.next() * step));
    const edited = rng.chance(0.3)
      ? new Date(Math.min(ctx.now.getTime() - 1000, createdAt.getTime() + rng.int(1, 10 * 24) * 3_600_000))
      : createdAt;
    const part = isParts ? rng.pick(PART_NAMES[subcategoryId ?? 69] ?? ['Piesă']) : '';
    const title = isParts ? partTitle(part, facts) : vehicleTitle(rng, facts);
    const description = isParts
      ? partDescription(rng, part, facts)
      : categoryId === C['utilaje-agricole'] || categoryId === C['utilaje-constructii']
        ? machineDescription(rng, facts)
        : categoryId === C.remorci && version.fuelType === null
          ? trailerDescription(rng, facts)
          : vehicleDescription(rng, facts);

    return {
      id,
      categoryId,
      subcategoryId,
      userId: seller.id,
      status: demo?.status ?? rng.weighted(STATUSES),
      title,
      description,
      makeId: model.makeId,
      modelId: model.id,
      generationId: generation.id,
      versionId: isParts ? null : version.id,
      makeName: model.makeName,
      modelName: model.name,
      year: advertYear,
      mileage,
      enginePower: isParts ? null : version.enginePower,
      engineCapacity: isParts ? null : version.engineCapacity,
      fuelType: facts.fuel,
      gearbox: facts.gearbox,
      bodyType: isParts ? null : version.bodyType,
      doorCount: isParts ? null : version.doorCount,
      color: roadVehicle && categoryId !== C.remorci ? rng.weighted(COLORS) : null,
      vin,
      registrationNumber,
      firstRegistration,
      equipment: [...facts.equipment],
      priceGross: gross,
      priceNet,
      currency,
      priceLei: toLei(gross, currency),
      cityId: city.id,
      countyCode: city.countyCode,
      badges,
      createdAt,
      updatedAt: edited,
      lastEditedAt: edited,
      photoCount: rng.int(3, 8),
      photoStart: rng.int(0, 8),
      categorySlug: p.slugById.get(categoryId) ?? 'piese',
    };
  };
}

function firstRegistrationDate(rng: Rng, year: number, now: Date): string {
  const date = new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)));
  const latest = new Date(now.getTime() - 30 * DAY);
  return (date > latest ? latest : date).toISOString().slice(0, 10);
}

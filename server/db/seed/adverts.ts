/** Generates advert rows one by one (so a million never sit in memory at once). */
import type { PartTypeCode } from '@/lib/ads/part-types';
import { toLei, VAT_RATE } from '@/server/services/prices';
import type { AdvertStatusCode, BadgeCode, CurrencyCode } from '../schema/adverts';
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import { CATEGORY_IDS, CATEGORY_TREE } from './categories-data';
import {
  basePower,
  CATEGORY_WEIGHTS,
  COLORS,
  KM_CATEGORIES,
  NEW_SHARE_OF_DEALER_CARS,
  PART_SOURCES,
  PART_SUBCATEGORY,
  partChoices,
  PRO_SHARE,
  STATUSES,
  VIN_SHARE,
} from './advert-mix';
import type { Catalogue } from './catalogue';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from './demo-accounts';
import { EQUIPMENT_SINCE, type EquipmentCode } from './equipment-data';
import { fleetSampler } from './fleet';
import type { CityRow } from './locations-data';
import { humanPrice, inCurrency, partPriceEur, pickCurrency, vehiclePriceEur } from './price-model';
import type { Rng } from './random';
import {
  type AdvertFacts,
  machineDescription,
  partDescription,
  partTitle,
  trailerDescription,
  vehicleDescription,
  vehicleName,
  vehicleTitle,
} from './text';
import { drawHours, drawMileage, drawWeight, expectedHours, expectedKm, newMileage } from './usage';
import type { Seller } from './users';
import { type SeedPriceChange, seedPriceHistory } from './price-history';
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
  /** A new vehicle from a dealer (current year, delivery km). */
  isNew: boolean;
  /** Machinery with an engine. */
  operatingHours: number | null;
  /** Trucks, trailers, machinery: total weight. */
  weightKg: number | null;
  /** Parts: what part, and the vehicle it fits. */
  partType: PartTypeCode | null;
  compatibleMakeId: number | null;
  compatibleModelId: number | null;
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
  /** Past price changes, oldest first (price-history.ts), and the price before the last one. */
  priceChanges: SeedPriceChange[];
  previousPriceGross: number | null;
  previousCurrency: CurrencyCode | null;
  /** Photos: how many, and where in the category's image pool they start. */
  photoCount: number;
  photoStart: number;
  categorySlug: string;
}

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
  dealersBySpecialty: Map<number, Seller[]>;
  dealers: Seller[];
  privates: Seller[];
  sellerById: Map<string, Seller>;
  slugById: Map<number, string>;
  makeSlugById: Map<number, string>;
}

function prepare(ctx: AdvertContext): Prepared {
  const dealers = ctx.sellers.filter((s) => s.professional);
  const dealersBySpecialty = new Map<number, Seller[]>();
  for (const dealer of dealers) {
    if (dealer.specialty === null) continue;
    dealersBySpecialty.set(dealer.specialty, [...(dealersBySpecialty.get(dealer.specialty) ?? []), dealer]);
  }
  return {
    dealersBySpecialty,
    dealers,
    privates: ctx.sellers.filter((s) => !s.professional),
    sellerById: new Map(ctx.sellers.map((s) => [s.id, s])),
    slugById: new Map(CATEGORY_TREE.map((c) => [c.id, c.slug])),
    makeSlugById: new Map(ctx.catalogue.makes.map((m) => [m.id, m.slug])),
  };
}

/** The equipment a vehicle of that year can have (no CarPlay in 2004). */
function equipmentOfYear(equipment: readonly string[], year: number): EquipmentCode[] {
  return (equipment as EquipmentCode[]).filter((code) => (EQUIPMENT_SINCE[code] ?? 0) <= year);
}

/** Returns a function producing advert `id` (1-based, call in increasing order). */
export function advertGenerator(ctx: AdvertContext): (id: number) => AdvertRow {
  const p = prepare(ctx);
  const { rng } = ctx;
  const currentYear = ctx.now.getUTCFullYear();
  const fleet = fleetSampler(ctx.catalogue, currentYear);
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
    const wantsNew =
      !demo && categoryId === C.autoturisme && seller.professional && rng.chance(NEW_SHARE_OF_DEALER_CARS);
    const { model, generation, version, year } = fleet(rng, sourceCategory, wantsNew ? currentYear : undefined);
    const isNew = wantsNew && year === currentYear;
    const age = currentYear - year;
    const makeSlug = p.makeSlugById.get(model.makeId) ?? '';
    const subcategoryId = isParts
      ? (PART_SUBCATEGORY[sourceCategory] ?? null)
      : model.subcategoryIds.length > 0
        ? rng.pick(model.subcategoryIds)
        : null;
    const tractorUnit = version.bodyType === 'tractor_unit';
    const hasKm = !isParts && KM_CATEGORIES.has(categoryId) && (categoryId !== C.remorci || version.fuelType !== null);
    const mileage = hasKm
      ? isNew
        ? newMileage(rng)
        : drawMileage(rng, categoryId, version.fuelType, age, tractorUnit)
      : null;
    const machine = categoryId === C['utilaje-agricole'] || categoryId === C['utilaje-constructii'];
    const operatingHours = machine && version.fuelType !== null ? drawHours(rng, categoryId, subcategoryId, age) : null;
    const weightKg = isParts ? null : drawWeight(rng, categoryId, subcategoryId, version.name, version.enginePower);
    const [part, partType] = isParts ? rng.weighted(partChoices(subcategoryId)) : ['', null];
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
      equipment: isParts
        ? []
        : seller.professional
          ? equipmentOfYear(version.equipment, year)
          : rng.subset(equipmentOfYear(version.equipment, year), 0.9),
      professional: seller.professional,
      cityName: city.name,
      operatingHours,
      isNew,
    };

    const expectedUse =
      operatingHours !== null
        ? expectedHours(categoryId, subcategoryId, age)
        : expectedKm(categoryId, version.fuelType, age, tractorUnit);
    const eur =
      partType !== null
        ? partPriceEur(rng, partType, sourceCategory, model.price, age)
        : vehiclePriceEur(rng, {
            category: categoryId,
            makeSlug,
            newPrice: model.price,
            age,
            isNew,
            mileage,
            expectedUse,
            operatingHours,
            fuel: version.fuelType,
            gearbox: version.gearbox,
            power: version.enginePower,
            basePower: basePower(generation.versions),
          });
    const currency = pickCurrency(rng, isParts, seller.professional);
    const charm = rng.chance(seller.professional ? 0.45 : 0.2);
    const gross = humanPrice(inCurrency(eur, currency), currency, isParts, charm);
    const priceNet =
      seller.professional && !isParts && rng.chance(0.5) ? Math.round((gross / (1 + VAT_RATE)) * 100) / 100 : null;

    const roadVehicle = !isParts && !machine;
    const vin = !isParts && (isNew || rng.chance(VIN_SHARE[categoryId] ?? 0)) ? makeVin(rng, makeSlug, year) : null;
    const registrationNumber =
      vin && roadVehicle && !isNew && rng.chance(0.65) ? makePlate(rng, city.countyCode) : null;
    const firstRegistration = roadVehicle && !isNew ? firstRegistrationDate(rng, year, ctx.now) : null;
    const badges: BadgeCode[] = [];
    if (mileage !== null && age >= 2 && mileage < expectedKm(categoryId, version.fuelType, age, tractorUnit) * 0.5)
      badges.push('low_mileage');
    if (vin && rng.chance(0.25)) badges.push('verified_details');
    if (seller.premium) badges.push('premium_dealer');

    const createdAt = new Date(Math.round(start + (id - 1) * step + rng.next() * step));
    const edited = rng.chance(0.3)
      ? new Date(Math.min(ctx.now.getTime() - 1000, createdAt.getTime() + rng.int(1, 10 * 24) * 3_600_000))
      : createdAt;
    const priceChanges = seedPriceHistory(
      { id, priceGross: gross, currency, createdAt },
      ctx.now,
      id === DEMO_ADVERT_IDS.activeCar,
    );
    const title = isParts
      ? partTitle(part, facts)
      : isNew
        ? `${vehicleName(facts)} – Nou, garanție producător`
        : vehicleTitle(rng, facts);
    const description = isParts
      ? partDescription(rng, part, facts)
      : machine
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
      isNew,
      operatingHours,
      weightKg,
      partType,
      compatibleMakeId: isParts ? model.makeId : null,
      compatibleModelId: isParts ? model.id : null,
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
      priceChanges,
      previousPriceGross: priceChanges.at(-1)?.oldPrice ?? null,
      previousCurrency: priceChanges.length > 0 ? currency : null,
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

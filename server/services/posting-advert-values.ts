/**
 * Between an advert row and the posting form's values (docs/posting.md): an edit or a duplicate
 * starts from the advert's values; publishing turns checked values into the advert's columns.
 */
import { readRomanianNumber } from '@/lib/format/number';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { FuelCode, GearboxCode } from '@/server/db/schema/catalogue';
import type { adverts } from '@/server/db/schema/adverts';
import { toLei } from './prices';

type AdvertRow = typeof adverts.$inferSelect;

const text = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The form's values of an advert (what an edit or a duplicate starts from). */
export function valuesFromAdvert(advert: AdvertRow): PostingValues {
  const net = advert.priceNet !== null;
  return {
    vin: advert.vin ?? '',
    registrationNumber: advert.registrationNumber ?? '',
    firstRegistration: advert.firstRegistration ? advert.firstRegistration.slice(0, 7) : '',
    makeId: advert.makeId,
    modelId: advert.modelId,
    generationId: advert.generationId,
    versionId: advert.versionId,
    registerConsent: advert.registerStatus !== null && advert.registerStatus !== 'no_consent',
    isNew: advert.isNew,
    year: text(advert.year),
    mileage: text(advert.mileage),
    enginePower: text(advert.enginePower),
    engineCapacity: text(advert.engineCapacity),
    fuelType: advert.fuelType ?? '',
    gearbox: advert.gearbox ?? '',
    bodyType: advert.bodyType ?? '',
    doorCount: text(advert.doorCount),
    color: advert.color ?? '',
    operatingHours: text(advert.operatingHours),
    weightKg: text(advert.weightKg),
    partType: advert.partType ?? '',
    compatibleMakeId: advert.compatibleMakeId,
    compatibleModelId: advert.compatibleModelId,
    equipment: [...advert.equipment],
    title: advert.title,
    description: advert.description,
    price: text(net ? advert.priceNet : advert.priceGross),
    priceKind: net ? 'net' : 'gross',
    currency: advert.currency,
    cityId: advert.cityId,
  };
}

const int = (raw: string): number | null => {
  const n = readRomanianNumber(raw);
  return n === null ? null : Math.round(n);
};

/** Names the advert keeps beside the ids (display and full-text search). */
export interface CatalogueNames {
  makeName: string | null;
  modelName: string | null;
}

/** The advert columns of checked values (the problems were refused before). */
export function advertColumnsOf(
  values: PostingValues,
  names: CatalogueNames,
  price: { gross: number; net: number | null },
) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    makeId: values.makeId,
    modelId: values.modelId,
    generationId: values.generationId,
    versionId: values.versionId,
    makeName: names.makeName,
    modelName: names.modelName,
    year: int(values.year),
    mileage: values.isNew && values.mileage.trim() === '' ? 0 : int(values.mileage),
    enginePower: int(values.enginePower),
    engineCapacity: int(values.engineCapacity),
    fuelType: (values.fuelType || null) as FuelCode | null,
    gearbox: (values.gearbox || null) as GearboxCode | null,
    bodyType: values.bodyType || null,
    doorCount: int(values.doorCount),
    color: values.color || null,
    operatingHours: int(values.operatingHours),
    weightKg: int(values.weightKg),
    partType: values.partType || null,
    compatibleMakeId: values.compatibleMakeId,
    compatibleModelId: values.compatibleModelId,
    vin: values.vin.trim().toUpperCase() || null,
    registrationNumber: values.registrationNumber.trim().toUpperCase().replace(/\s+/gu, ' ') || null,
    firstRegistration: values.firstRegistration ? `${values.firstRegistration}-01` : null,
    equipment: [...new Set(values.equipment)],
    priceGross: price.gross,
    priceNet: price.net,
    currency: values.currency,
    priceLei: toLei(price.gross, values.currency),
    isNew: values.isNew,
  };
}

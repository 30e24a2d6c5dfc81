/**
 * The advert the preview shows (SPEC §2.6 'preview-before-publish'): the form's values as the ad
 * page's own data, so the preview is drawn by the ad page's components, as buyers will see it.
 */
import { readRomanianNumber } from '@/lib/format/number';
import type { PostingPhoto } from '@/lib/graphql/generated/operations';
import type { AdvertView } from '@/lib/graphql/generated/page-operations';
import type { FuelType, Gearbox, PartType } from '@/lib/graphql/generated/schema-enums';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { PostingChoices } from './posting-choices';
import type { PostingValues } from './posting-values';

/** A processed photo of the draft (its size and megapixels also feed the ad-strength meter). */
export type PreviewPhoto = PostingPhoto;

const int = (raw: string): number | null => {
  const n = readRomanianNumber(raw);
  return n === null ? null : Math.round(n);
};
const nameOf = (list: readonly { id: number; name: string }[], id: number | null) =>
  list.find((o) => o.id === id)?.name ?? null;

/** The preview's advert; `gross` is the displayed price (computed from a net price when one was typed). */
export function previewAdvert(input: {
  values: PostingValues;
  choices: PostingChoices;
  photos: readonly PreviewPhoto[];
  places: ListingPlaces;
  category: { id: number; slug: string };
  sellerName: string;
  gross: number;
  now: Date;
}): AdvertView {
  const { values, choices } = input;
  const city = input.places.cities.find((c) => c.id === values.cityId);
  const county = input.places.counties.find((c) => c.code === city?.county);
  const compatible = [nameOf(choices.makes, values.compatibleMakeId), nameOf(choices.models, values.compatibleModelId)]
    .filter(Boolean)
    .join(' ');
  return {
    id: 'preview',
    url: '#',
    title: values.title.trim(),
    make: nameOf(choices.makes, values.makeId),
    model: nameOf(choices.models, values.modelId),
    generation: nameOf(choices.generations, values.generationId),
    version: nameOf(choices.versions, values.versionId),
    year: int(values.year),
    mileage: int(values.mileage),
    operatingHours: int(values.operatingHours),
    weightKg: int(values.weightKg),
    partType: values.partType ? (values.partType.toUpperCase() as PartType) : null,
    compatibleVehicle: compatible || null,
    enginePower: int(values.enginePower),
    engineCapacity: int(values.engineCapacity),
    fuelType: values.fuelType ? (values.fuelType.toUpperCase() as FuelType) : null,
    gearbox: values.gearbox ? (values.gearbox.toUpperCase() as Gearbox) : null,
    bodyType: values.bodyType || null,
    doorCount: int(values.doorCount),
    color: values.color || null,
    isNew: values.isNew,
    hasVin: values.vin.trim() !== '',
    firstRegistration: values.firstRegistration ? `${values.firstRegistration}-01` : null,
    equipment: values.equipment,
    description: values.description,
    badges: [],
    createdAt: input.now.toISOString(),
    daysOnMarket: 0,
    category: input.category,
    price: {
      amount: input.gross,
      currency: values.currency,
      net: values.priceKind === 'net' ? int(values.price) : null,
    },
    photos: input.photos.map(({ id, url, thumbnailUrl, width, height }) => ({ id, url, thumbnailUrl, width, height })),
    seller: {
      id: 'preview',
      name: input.sellerName,
      type: 'PRIVATE',
      phoneMasked: null,
      website: null,
      memberSince: input.now.toISOString(),
      activeAdvertCount: 0,
      dealerProfile: null,
    },
    location: { cityName: city?.name ?? '', countyName: county?.name ?? '' },
    priceHistory: [],
    priceDrop: null,
    priceEstimate: null,
  };
}

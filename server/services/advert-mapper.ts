/** Database rows -> API DTOs (ads.types.ts), plus the column sets the queries select. */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts, photos } from '@/server/db/schema/adverts';
import { EUR_TO_LEI } from './prices';
import type {
  PartType,
  PriceIndicatorLevel,
  AdvertBadge,
  AdvertCardDto,
  AdvertStatus,
  Currency,
  FuelType,
  Gearbox,
  LocationDto,
  PhotoDto,
  PriceDropDto,
  PriceDto,
  SellerType,
} from './ads.types';
import { mediaUrl, thumbnailKey } from './media-urls';

/** A name looked up by a scalar subquery (no join: a join per name multiplies the planning time). */
const nameOf = (table: string, column: string, key: string, value: SQL) =>
  sql<string | null>`(select t.${sql.raw(column)} from ${sql.raw(table)} t where t.${sql.raw(key)} = ${value})`;

/** "Make Model" of a part's compatible vehicle. */
export const compatibleMakeName = nameOf('makes', 'name', 'id', sql`${adverts.compatibleMakeId}`);
export const compatibleModelName = nameOf('models', 'name', 'id', sql`${adverts.compatibleModelId}`);

/**
 * Columns a listing card needs, from adverts alone: the city, county, seller and catalogue names
 * by scalar subqueries evaluated for the page's rows only, coordinates and seller type from the
 * columns triggers copy onto adverts (migration 0007).
 */
export const cardColumns = {
  id: adverts.id,
  categoryId: adverts.categoryId,
  title: adverts.title,
  makeName: adverts.makeName,
  modelName: adverts.modelName,
  year: adverts.year,
  mileage: adverts.mileage,
  fuelType: adverts.fuelType,
  enginePower: adverts.enginePower,
  engineCapacity: adverts.engineCapacity,
  gearbox: adverts.gearbox,
  priceGross: adverts.priceGross,
  priceNet: adverts.priceNet,
  currency: adverts.currency,
  priceLei: adverts.priceLei,
  previousPriceGross: adverts.previousPriceGross,
  previousCurrency: adverts.previousCurrency,
  badges: adverts.badges,
  isNew: adverts.isNew,
  createdAt: adverts.createdAt,
  cityName: sql<string>`coalesce(${nameOf('cities', 'name', 'id', sql`${adverts.cityId}`)}, '')`,
  latitude: adverts.latitude,
  longitude: adverts.longitude,
  countyCode: adverts.countyCode,
  countyName: sql<string>`coalesce(${nameOf('counties', 'name', 'code', sql`${adverts.countyCode}`)}, '')`,
  userType: adverts.sellerType,
  subcategoryId: adverts.subcategoryId,
  generationName: nameOf('generations', 'name', 'id', sql`${adverts.generationId}`),
  bodyType: adverts.bodyType,
  operatingHours: adverts.operatingHours,
  weightKg: adverts.weightKg,
  partType: adverts.partType,
  compatibleMakeName,
  compatibleModelName,
  priceIndicator: adverts.priceIndicator,
  userId: adverts.userId,
  sellerDisplayName: sql<string>`coalesce(${nameOf('users', 'display_name', 'id', sql`${adverts.userId}`)}, '')`,
  sellerCompanyName: nameOf('users', 'company_name', 'id', sql`${adverts.userId}`),
  relevanceKey: adverts.relevanceKey,
  // A running PROMOTED_* (the job sets ended_at; a queued one only follows a running one), read
  // with the page's cards: the search index and its change log do not carry it.
  promoted: sql<boolean>`exists(select 1 from advert_promotions p
    where p.advert_id = ${adverts.id} and p.kind <> 'bump' and p.ended_at is null)`,
};

/** A row selected with cardColumns. */
export interface CardRow {
  id: number;
  categoryId: number;
  title: string;
  makeName: string | null;
  modelName: string | null;
  year: number | null;
  mileage: number | null;
  fuelType: string | null;
  enginePower: number | null;
  engineCapacity: number | null;
  gearbox: string | null;
  priceGross: number;
  priceNet: number | null;
  currency: string;
  priceLei: number;
  previousPriceGross: number | null;
  previousCurrency: string | null;
  badges: string[];
  isNew: boolean;
  createdAt: Date;
  cityName: string;
  latitude: number | null;
  longitude: number | null;
  countyCode: string;
  countyName: string;
  userType: string;
  subcategoryId: number | null;
  generationName: string | null;
  bodyType: string | null;
  operatingHours: number | null;
  weightKg: number | null;
  partType: string | null;
  compatibleMakeName: string | null;
  compatibleModelName: string | null;
  priceIndicator: string;
  userId: string;
  sellerDisplayName: string;
  sellerCompanyName: string | null;
  relevanceKey: number;
  promoted: boolean;
}

/** Site path of an ad page. */
export function advertUrl(categorySlug: string, id: number | string): string {
  return `/${categorySlug}/anunt/${id}`;
}

export function toFuelType(code: string | null): FuelType | null {
  return code ? (code.toUpperCase() as FuelType) : null;
}
export function toGearbox(code: string | null): Gearbox | null {
  return code ? (code.toUpperCase() as Gearbox) : null;
}
export function toStatus(code: string): AdvertStatus {
  return code.toUpperCase() as AdvertStatus;
}
export function toSellerType(userType: string): SellerType {
  return userType === 'professional' ? 'PROFESSIONAL' : 'PRIVATE';
}
export function toBadges(codes: readonly string[]): AdvertBadge[] {
  return codes.map((code) => code.toUpperCase() as AdvertBadge);
}
export function toPartType(code: string | null): PartType | null {
  return code ? (code.toUpperCase() as PartType) : null;
}

/** The public seller name: a dealer's company name, else the display name. */
export function sellerName(userType: string, displayName: string, companyName: string | null): string {
  return userType === 'professional' ? (companyName ?? displayName) : displayName;
}

/** "Make Model" of a part's compatible vehicle, or null. */
export function compatibleVehicle(makeName: string | null, modelName: string | null): string | null {
  const text = [makeName, modelName].filter(Boolean).join(' ');
  return text === '' ? null : text;
}

/**
 * The price indicator as the viewer may see it (SPEC §4): below / in / above for everyone;
 * 'none' only to the advert's own seller, null for everybody else.
 */
export function toPriceIndicator(
  code: string,
  sellerId: string,
  viewerId: string | null | undefined,
): PriceIndicatorLevel | null {
  if (code !== 'none') return code.toUpperCase() as PriceIndicatorLevel;
  return viewerId && viewerId === sellerId ? 'NONE' : null;
}

export function toPrice(row: {
  priceGross: number;
  priceNet: number | null;
  currency: string;
  priceLei: number;
}): PriceDto {
  return {
    amount: row.priceGross,
    currency: row.currency as Currency,
    gross: row.priceGross,
    net: row.priceNet,
    amountLei: row.priceLei,
    amountEur: row.currency === 'EUR' ? row.priceGross : Math.round((row.priceGross / EUR_TO_LEI) * 100) / 100,
  };
}

/** An amount in one currency converted to another at EUR_TO_LEI, to the cent. */
export function convert(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  return Math.round((from === 'EUR' ? amount * EUR_TO_LEI : amount / EUR_TO_LEI) * 100) / 100;
}

/**
 * The last price change when it lowered the price (SPEC §2.6 price drop), in the current price's
 * currency; null when the price never changed or the last change raised it.
 */
export function toPriceDrop(row: {
  priceGross: number;
  currency: string;
  previousPriceGross: number | null;
  previousCurrency: string | null;
}): PriceDropDto | null {
  if (row.previousPriceGross === null || row.previousCurrency === null) return null;
  const previous = convert(Number(row.previousPriceGross), row.previousCurrency, row.currency);
  const current = Number(row.priceGross);
  if (!(previous > current)) return null;
  return {
    previousAmount: previous,
    amount: Math.round((previous - current) * 100) / 100,
    currency: row.currency as Currency,
  };
}

export function toLocation(row: {
  cityName: string;
  countyCode: string;
  countyName: string;
  latitude: number | null;
  longitude: number | null;
}): LocationDto {
  return {
    cityName: row.cityName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function toPhoto(row: {
  id: number;
  position: number;
  storageKey: string;
  width: number;
  height: number;
}): PhotoDto {
  return {
    id: String(row.id),
    position: row.position,
    url: mediaUrl(row.storageKey),
    thumbnailUrl: mediaUrl(thumbnailKey(row.storageKey)),
    width: row.width,
    height: row.height,
  };
}

/** '0722123456' -> '07** *** 456' (the full number is revealed by a later operation). */
export function maskPhone(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length < 6) return null;
  return `${digits.slice(0, 2)}** *** ${digits.slice(-3)}`;
}

/** Main photo and photo count of each advert, in two indexed lookups. */
export async function mainPhotos(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { photo: PhotoDto | null; count: number }>> {
  const result = new Map<number, { photo: PhotoDto | null; count: number }>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      advertId: photos.advertId,
      count: sql<number>`count(*)::int`,
      // The main photo is position 0; min() over a one-element filter picks its columns.
      id: sql<number | null>`min(${photos.id}) filter (where ${photos.position} = 0)`,
      storageKey: sql<string | null>`min(${photos.storageKey}) filter (where ${photos.position} = 0)`,
      width: sql<number | null>`min(${photos.width}) filter (where ${photos.position} = 0)`,
      height: sql<number | null>`min(${photos.height}) filter (where ${photos.position} = 0)`,
    })
    .from(photos)
    .where(inArray(photos.advertId, [...ids]))
    .groupBy(photos.advertId);
  for (const row of rows) {
    const photo =
      row.id !== null && row.storageKey !== null
        ? toPhoto({
            id: Number(row.id),
            position: 0,
            storageKey: row.storageKey,
            width: Number(row.width),
            height: Number(row.height),
          })
        : null;
    result.set(Number(row.advertId), { photo, count: Number(row.count) });
  }
  return result;
}

/**
 * The main photo as one JSON column of a card query (photos_advert_position_uq), so a listing
 * page gets its cards and photos in one round trip; with `photoCount` it replaces mainPhotos().
 */
export const mainPhotoColumn = sql<{
  id: number;
  key: string;
  w: number;
  h: number;
} | null>`(select json_build_object('id', p.id, 'key', p.storage_key, 'w', p.width, 'h', p.height) from photos p where p.advert_id = ${adverts.id} and p.position = 0)`;

/** mainPhotos()' answer from rows that selected mainPhotoColumn and the photo count. */
export function photosOfRows(
  rows: readonly {
    id: number;
    mainPhoto: { id: number; key: string; w: number; h: number } | null;
    photoCount: number;
  }[],
): Map<number, { photo: PhotoDto | null; count: number }> {
  const result = new Map<number, { photo: PhotoDto | null; count: number }>();
  for (const row of rows) {
    const p = row.mainPhoto;
    const photo = p
      ? toPhoto({ id: Number(p.id), position: 0, storageKey: p.key, width: Number(p.w), height: Number(p.h) })
      : null;
    result.set(row.id, { photo, count: row.photoCount });
  }
  return result;
}

/** Card rows -> DTOs (photos looked up in one query, unless the caller already has them). */
export async function toCards(
  db: Db,
  rows: readonly CardRow[],
  slugOf: (categoryId: number) => string,
  viewerId?: string | null,
  photosKnown?: ReadonlyMap<number, { photo: PhotoDto | null; count: number }>,
): Promise<AdvertCardDto[]> {
  const photoInfo =
    photosKnown ??
    (await mainPhotos(
      db,
      rows.map((r) => r.id),
    ));
  return rows.map((row) => {
    const categorySlug = slugOf(row.categoryId);
    const info = photoInfo.get(row.id);
    return {
      id: String(row.id),
      url: advertUrl(categorySlug, row.id),
      title: row.title,
      categorySlug,
      price: toPrice(row),
      make: row.makeName,
      model: row.modelName,
      year: row.year,
      mileage: row.mileage,
      fuelType: toFuelType(row.fuelType),
      enginePower: row.enginePower,
      engineCapacity: row.engineCapacity,
      gearbox: toGearbox(row.gearbox),
      mainPhoto: info?.photo ?? null,
      photoCount: info?.count ?? 0,
      location: toLocation(row),
      sellerType: toSellerType(row.userType),
      badges: toBadges(row.badges),
      promoted: row.promoted,
      isNew: row.isNew,
      createdAt: row.createdAt.toISOString(),
      subcategorySlug: row.subcategoryId === null ? null : slugOf(row.subcategoryId),
      generation: row.generationName,
      bodyType: row.bodyType,
      operatingHours: row.operatingHours,
      weightKg: row.weightKg,
      partType: toPartType(row.partType),
      compatibleVehicle: compatibleVehicle(row.compatibleMakeName, row.compatibleModelName),
      priceIndicator: toPriceIndicator(row.priceIndicator, row.userId, viewerId),
      priceDrop: toPriceDrop(row),
      seller: {
        id: row.userId,
        name: sellerName(row.userType, row.sellerDisplayName, row.sellerCompanyName),
        type: toSellerType(row.userType),
      },
    };
  });
}

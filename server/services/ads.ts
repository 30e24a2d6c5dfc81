/** Single adverts (ad page), the home page's latest adverts, similar adverts, and the AdsServices object. */
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { adverts, photos } from '@/server/db/schema/adverts';
import { generations, versions } from '@/server/db/schema/catalogue';
import { cities, counties } from '@/server/db/schema/locations';
import { users } from '@/server/db/schema/users';
import {
  advertUrl,
  cardColumns,
  compatibleMakeName,
  compatibleModelName,
  compatibleVehicle,
  maskPhone,
  toBadges,
  toCards,
  toFuelType,
  toGearbox,
  toLocation,
  toPhoto,
  toPartType,
  toPrice,
  toPriceDrop,
  toPriceIndicator,
  toSellerType,
  toStatus,
} from './advert-mapper';
import type { AdvertCardDto, AdvertDto, AdsServices, SellerDto } from './ads.types';
import { InactiveAdError, NotFoundError } from '@/lib/errors/app-errors';
import { checkPageSize } from './page-size';
import { daysOnMarket, priceHistory } from './price-history';
import { categoryCounts, getCategory, getCategoryTree, listCategories, toCategoryDto } from './catalog';
import { countAdverts, listingScreen } from './search';
import { getAdvertSearchFilters } from './search-facets';
import { popularSearches, recordSearch } from './search-popular';

/** SPEC §8 NotFound for a `what` (advert, seller, category) and its id, both kept for the API's extensions. */
function notFound(what: string, id: string): NotFoundError {
  return new NotFoundError(`${what} ${id} not found`, { extensions: { what, id } });
}

/** Defaults of latestAdverts and similarAdverts (as the SDL's), and the most similar adverts one page may ask for. */
const LATEST_PAGE_SIZE = 12;
const SIMILAR_PAGE_SIZE = 8;
const SIMILAR_MAX = 50;

/** Parses an advert id; anything that is not a positive integer is simply not found. */
export function parseAdvertId(id: string): number {
  const text = String(id);
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) throw notFound('advert', text.slice(0, 40));
  return Number(text);
}

async function cardQuery(db: Db, where: SQL | undefined, limit: number): Promise<AdvertCardDto[]> {
  const [rows, tree] = await Promise.all([
    db.select(cardColumns).from(adverts).where(where).orderBy(desc(adverts.createdAt), desc(adverts.id)).limit(limit),
    getCategoryTree(db),
  ]);
  return toCards(db, rows, (id) => tree.byId.get(id)?.slug ?? 'autoturisme');
}

/** Newest active adverts over all categories (home page). */
export async function latestAdverts(db: Db, first?: number | null): Promise<AdvertCardDto[]> {
  return cardQuery(db, eq(adverts.status, 'active'), checkPageSize(first, LATEST_PAGE_SIZE));
}

const sellerCity = alias(cities, 'seller_city');
const sellerCounty = alias(counties, 'seller_county');

async function loadSeller(db: Db, userId: string): Promise<SellerDto> {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      companyName: users.companyName,
      userType: users.userType,
      phone: users.phone,
      website: users.website,
      createdAt: users.createdAt,
      cityName: sellerCity.name,
      latitude: sellerCity.latitude,
      longitude: sellerCity.longitude,
      countyCode: sellerCounty.code,
      countyName: sellerCounty.name,
      activeAdvertCount: sql<number>`(select count(*)::int from ${adverts} where ${adverts.userId} = ${users.id} and ${adverts.status} = 'active')`,
    })
    .from(users)
    .leftJoin(sellerCity, eq(sellerCity.id, users.cityId))
    .leftJoin(sellerCounty, eq(sellerCounty.code, sellerCity.countyCode))
    .where(eq(users.id, userId));
  if (!row) throw notFound('seller', userId);
  const professional = row.userType === 'professional';
  return {
    id: row.id,
    name: professional ? (row.companyName ?? row.displayName) : row.displayName,
    type: toSellerType(row.userType),
    phoneMasked: maskPhone(row.phone),
    website: row.website,
    memberSince: row.createdAt.toISOString(),
    activeAdvertCount: Number(row.activeAdvertCount),
    location:
      row.cityName && row.countyCode && row.countyName
        ? toLocation({
            cityName: row.cityName,
            countyCode: row.countyCode,
            countyName: row.countyName,
            latitude: row.latitude,
            longitude: row.longitude,
          })
        : null,
  };
}

/** One advert for the ad page; NotFoundError when unknown, InactiveAdError when not active. */
export async function getAdvert(db: Db, id: string, viewerId?: string | null): Promise<AdvertDto> {
  const advertId = parseAdvertId(id);
  const [row] = await db
    .select({
      advert: adverts,
      generationName: generations.name,
      versionName: versions.name,
      cityName: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      countyName: counties.name,
      compatibleMakeName,
      compatibleModelName,
    })
    .from(adverts)
    .innerJoin(cities, eq(cities.id, adverts.cityId))
    .innerJoin(counties, eq(counties.code, adverts.countyCode))
    .leftJoin(generations, eq(generations.id, adverts.generationId))
    .leftJoin(versions, eq(versions.id, adverts.versionId))
    .where(eq(adverts.id, advertId));
  if (!row) throw notFound('advert', String(advertId));
  const a = row.advert;
  const tree = await getCategoryTree(db);
  const categoryNode = tree.byId.get(a.categoryId);
  if (!categoryNode) throw notFound('category', String(a.categoryId));
  if (a.status !== 'active')
    throw new InactiveAdError(String(a.id), true, { extensions: { categorySlug: categoryNode.slug } });
  const subcategoryNode = a.subcategoryId === null ? undefined : tree.byId.get(a.subcategoryId);
  const [photoRows, seller, counts, history] = await Promise.all([
    db.select().from(photos).where(eq(photos.advertId, a.id)).orderBy(asc(photos.position)),
    loadSeller(db, a.userId),
    categoryCounts(db, a.categoryId),
    priceHistory(db, a),
  ]);
  return {
    id: String(a.id),
    url: advertUrl(categoryNode.slug, a.id),
    title: a.title,
    category: toCategoryDto(categoryNode, counts),
    subcategory: subcategoryNode ? toCategoryDto(subcategoryNode, counts) : null,
    status: toStatus(a.status),
    price: toPrice(a),
    make: a.makeName,
    model: a.modelName,
    generation: row.generationName,
    version: row.versionName,
    year: a.year,
    mileage: a.mileage,
    enginePower: a.enginePower,
    engineCapacity: a.engineCapacity,
    fuelType: toFuelType(a.fuelType),
    gearbox: toGearbox(a.gearbox),
    bodyType: a.bodyType,
    doorCount: a.doorCount,
    color: a.color,
    isNew: a.isNew,
    hasVin: a.vin !== null && a.vin !== '',
    registrationNumber: a.registrationNumber,
    firstRegistration: a.firstRegistration,
    equipment: a.equipment,
    description: a.description,
    photos: photoRows.map(toPhoto),
    seller,
    location: toLocation({
      cityName: row.cityName,
      countyCode: a.countyCode,
      countyName: row.countyName,
      latitude: row.latitude,
      longitude: row.longitude,
    }),
    badges: toBadges(a.badges),
    operatingHours: a.operatingHours,
    weightKg: a.weightKg,
    partType: toPartType(a.partType),
    compatibleVehicle: compatibleVehicle(row.compatibleMakeName, row.compatibleModelName),
    priceIndicator: toPriceIndicator(a.priceIndicator, a.userId, viewerId),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    lastEditedAt: a.lastEditedAt.toISOString(),
    daysOnMarket: daysOnMarket(a.createdAt),
    priceHistory: history,
    priceDrop: toPriceDrop(a),
  };
}

/**
 * Active adverts like the given one (which may itself be inactive): same model first, then the
 * same make, then the same category, newest first. Each step is one indexed query.
 */
export async function similarAdverts(db: Db, advertId: string, first?: number | null): Promise<AdvertCardDto[]> {
  const limit = checkPageSize(first, SIMILAR_PAGE_SIZE, 'first', SIMILAR_MAX);
  const id = parseAdvertId(advertId);
  // One statement for the three tiers (same model, same make, rest of the category), each its own
  // newest-first index scan, instead of a look-up and then one query per tier: every round trip
  // counts when the database is far or slow (docs/operations.md). The source advert's values come
  // from scalar subqueries; the tiers are disjoint, so no advert appears twice.
  const of = (column: 'category_id' | 'make_id' | 'model_id') =>
    sql`(select s.${sql.identifier(column)} from ${adverts} s where s.id = ${id})`;
  const sameModel = sql`${adverts.modelId} = ${of('model_id')}`;
  const sameMake = sql`(${adverts.makeId} = ${of('make_id')} and (${of('model_id')} is null or ${adverts.modelId} <> ${of('model_id')}))`;
  const base = and(sql`${adverts.categoryId} = ${of('category_id')}`, eq(adverts.status, 'active'), ne(adverts.id, id));
  const tier = (rank: number, condition: SQL) =>
    db
      .select({ ...cardColumns, tier: sql<number>`${rank}::int`.as('tier') })
      .from(adverts)
      .where(and(base, condition))
      .orderBy(desc(adverts.createdAt), desc(adverts.id))
      .limit(limit);
  const [rows, tree] = await Promise.all([
    unionAll(
      tier(0, sameModel),
      tier(1, sameMake),
      tier(2, sql`not coalesce(${sameModel}, false) and not coalesce(${sameMake}, false)`),
    ),
    getCategoryTree(db),
  ]);
  if (rows.length === 0) {
    const [known] = await db.select({ id: adverts.id }).from(adverts).where(eq(adverts.id, id));
    if (!known) throw notFound('advert', String(id));
    return [];
  }
  // UNION ALL keeps no order: the tiers, then newest first, as the page lists them.
  const chosen = [...rows]
    .sort((a, b) => a.tier - b.tier || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
  return toCards(db, chosen, (categoryId) => tree.byId.get(categoryId)?.slug ?? 'autoturisme');
}

/** The services the GraphQL layer calls (contract: ads.types.ts AdsServices). */
export const adsServices: AdsServices = {
  listCategories,
  getCategory,
  listingScreen,
  getAdvertSearchFilters,
  countAdverts,
  latestAdverts,
  getAdvert,
  similarAdverts,
  popularSearches,
  recordSearch,
};

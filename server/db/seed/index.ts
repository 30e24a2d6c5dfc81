/**
 * The demo seed: reference data (categories, counties, cities, catalogue), accounts, adverts
 * with photos, and the facet-count rollup. Deterministic: the same rows on every run (dates
 * are relative to the seeding day).
 */
import { getEnv } from '@/server/env';
import { recomputeAllPriceIndicators } from '@/server/price-indicator/price-indicator';
import { refreshFacetCounts } from '@/server/services/facet-counts';
import { type Db, rawQuery } from '../client';
import { advertGenerator, type AdvertRow } from './adverts';
import { bulkInsert, type BulkColumn, syncIdentity } from './bulk';
import { categoryRows } from './categories-data';
import { attachmentStoreOf } from '@/server/services/message-files';
import { seedDemoConversations } from './conversations';
import { buildDealerProfiles } from './dealer-profiles';
import { getSeedCatalogue } from './catalogue';
import { cityRows, countyRows, type CityRow } from './locations-data';
import { estimateAdStrength } from './ad-strength-estimate';
import { ensureSeedPhotos, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoSubject, seedPhotoKeys } from './photos';
import { Rng } from './random';
import { buildUsers } from './users';
import { seedBilling } from './billing';
import { seedFinancing } from './financing';
import { seedHouseAds } from './house-ads';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedExperiments } from './experiments';

/** Options of the seed. */
export interface SeedOptions {
  /** Number of adverts (default 5000). */
  ads?: number;
  /** Where the photo pool goes; undefined = UPLOAD_DIR of the environment, null = write no files. */
  uploadDir?: string | null;
  /** The seeding moment; adverts are spread over the 90 days before it (default: today 00:00 UTC). */
  now?: Date;
  /** Progress output (default console.info); pass () => {} to silence. */
  log?: (message: string) => void;
  /** Adverts per INSERT (default 2000). */
  batchSize?: number;
  /** The demo accounts' conversations (default true; test databases leave them out: their tests write their own). */
  conversations?: boolean;
}

/** What a seed run created. */
export interface SeedSummary {
  adverts: number;
  users: number;
  photos: number;
  milliseconds: number;
}

export const DEFAULT_SEED_ADS = 5000;

/** Seeded dealers (not the demo ones) that get a billing history: the first five, in seed order. */
function billedDealers(users: readonly { id: string; userType: string; companyName: string | null }[]): string[] {
  const demo = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.id));
  return users
    .filter((u) => u.userType === 'professional' && u.companyName !== null && !demo.has(u.id))
    .slice(0, 5)
    .map((u) => u.id);
}
const SEED = 20_240_601;

const ADVERT_COLUMNS: readonly (readonly [keyof AdvertRow, string, BulkColumn[1]])[] = [
  ['id', 'id', 'bigint'],
  ['categoryId', 'category_id', 'int'],
  ['subcategoryId', 'subcategory_id', 'int'],
  ['userId', 'user_id', 'uuid'],
  ['status', 'status', 'text'],
  ['title', 'title', 'text'],
  ['description', 'description', 'text'],
  ['makeId', 'make_id', 'int'],
  ['modelId', 'model_id', 'int'],
  ['generationId', 'generation_id', 'int'],
  ['versionId', 'version_id', 'int'],
  ['makeName', 'make_name', 'text'],
  ['modelName', 'model_name', 'text'],
  ['year', 'year', 'smallint'],
  ['mileage', 'mileage', 'int'],
  ['enginePower', 'engine_power', 'int'],
  ['engineCapacity', 'engine_capacity', 'int'],
  ['fuelType', 'fuel_type', 'text'],
  ['gearbox', 'gearbox', 'text'],
  ['bodyType', 'body_type', 'text'],
  ['doorCount', 'door_count', 'smallint'],
  ['color', 'color', 'text'],
  ['vin', 'vin', 'text'],
  ['registrationNumber', 'registration_number', 'text'],
  ['firstRegistration', 'first_registration', 'date'],
  ['equipment', 'equipment', 'text[]'],
  ['priceGross', 'price_gross', 'numeric'],
  ['priceNet', 'price_net', 'numeric'],
  ['currency', 'currency', 'text'],
  ['priceLei', 'price_lei', 'int'],
  ['previousPriceGross', 'previous_price_gross', 'numeric'],
  ['previousCurrency', 'previous_currency', 'text'],
  ['cityId', 'city_id', 'int'],
  ['countyCode', 'county_code', 'text'],
  ['badges', 'badges', 'text[]'],
  ['createdAt', 'created_at', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
  ['lastEditedAt', 'last_edited_at', 'timestamptz'],
  ['isNew', 'is_new', 'bool'],
  ['operatingHours', 'operating_hours', 'int'],
  ['weightKg', 'weight_kg', 'int'],
  ['partType', 'part_type', 'text'],
  ['compatibleMakeId', 'compatible_make_id', 'int'],
  ['compatibleModelId', 'compatible_model_id', 'int'],
];

/** What the photo pool needs of an advert row (part types arrive with the catalogue's rows). */
function photoSubject(row: AdvertRow): PhotoSubject {
  const { partType } = row as { partType?: string | null };
  return {
    categorySlug: row.categorySlug,
    subcategoryId: row.subcategoryId,
    bodyType: row.bodyType,
    color: row.color,
    partType: partType ?? null,
  };
}

/** City weights: Bucharest and the big cities get more adverts. */
function weightCities(cities: readonly CityRow[]): (readonly [CityRow, number])[] {
  const big = new Set([
    'Cluj-Napoca',
    'Timișoara',
    'Iași',
    'Constanța',
    'Brașov',
    'Craiova',
    'Galați',
    'Ploiești',
    'Oradea',
  ]);
  const seats = new Set<string>();
  return cities.map((city) => {
    const isSeat = !seats.has(city.countyCode);
    seats.add(city.countyCode);
    return [city, city.name === 'București' ? 14 : big.has(city.name) ? 4 : isSeat ? 2 : 1] as const;
  });
}

/** Categories, counties, cities and the catalogue; safe to run again (existing rows are kept). */
export async function seedReferenceData(db: Db): Promise<void> {
  const keep = 'ON CONFLICT DO NOTHING';
  await bulkInsert(
    db,
    'categories',
    [
      ['id', 'int'],
      ['parent_id', 'int'],
      ['slug', 'text'],
      ['position', 'int'],
    ],
    categoryRows().map((c) => [c.id, c.parentId, c.slug, c.position]),
    keep,
  );
  await bulkInsert(
    db,
    'counties',
    [
      ['code', 'text'],
      ['name', 'text'],
    ],
    countyRows().map((c) => [c.code, c.name]),
    keep,
  );
  await bulkInsert(
    db,
    'cities',
    [
      ['id', 'int'],
      ['county_code', 'text'],
      ['name', 'text'],
      ['slug', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
    ],
    cityRows().map((c) => [c.id, c.countyCode, c.name, c.slug, c.latitude, c.longitude]),
    keep,
  );
  const catalogue = getSeedCatalogue();
  await bulkInsert(
    db,
    'makes',
    [
      ['id', 'int'],
      ['slug', 'text'],
      ['name', 'text'],
      ['category_ids', 'int[]'],
    ],
    catalogue.makes.map((m) => [m.id, m.slug, m.name, m.categoryIds]),
    keep,
  );
  await bulkInsert(
    db,
    'models',
    [
      ['id', 'int'],
      ['make_id', 'int'],
      ['slug', 'text'],
      ['name', 'text'],
      ['category_ids', 'int[]'],
      ['subcategory_ids', 'int[]'],
    ],
    catalogue.models.map((m) => [m.id, m.makeId, m.slug, m.name, m.categoryIds, m.subcategoryIds]),
    keep,
  );
  await bulkInsert(
    db,
    'generations',
    [
      ['id', 'int'],
      ['model_id', 'int'],
      ['name', 'text'],
      ['year_from', 'smallint'],
      ['year_to', 'smallint'],
    ],
    catalogue.generations.map((g) => [g.id, g.modelId, g.name, g.yearFrom, g.yearTo]),
    keep,
  );
  await bulkInsert(
    db,
    'versions',
    [
      ['id', 'int'],
      ['generation_id', 'int'],
      ['name', 'text'],
      ['fuel_type', 'text'],
      ['engine_capacity', 'int'],
      ['engine_power', 'int'],
      ['gearbox', 'text'],
      ['body_type', 'text'],
      ['door_count', 'smallint'],
      ['specs', 'jsonb'],
      ['equipment', 'text[]'],
      ['year_from', 'smallint'],
      ['year_to', 'smallint'],
    ],
    catalogue.versions.map((v) => [
      v.id,
      v.generationId,
      v.name,
      v.fuelType,
      v.engineCapacity,
      v.enginePower,
      v.gearbox,
      v.bodyType,
      v.doorCount,
      v.specs,
      v.equipment,
      v.yearFrom,
      v.yearTo,
    ]),
    keep,
  );
  for (const table of ['makes', 'models', 'generations', 'versions']) await syncIdentity(db, table);
}

/** True when no account and no advert exists yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await rawQuery<{ empty: boolean }>(
    db,
    'SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM adverts) AS empty',
  );
  return rows[0]?.empty ?? true;
}

/** Seeds everything into an empty, migrated database. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? ((message: string) => console.info(`[seed] ${message}`));
  const total = Math.max(0, Math.floor(options.ads ?? DEFAULT_SEED_ADS));
  const batchSize = options.batchSize ?? 2000;
  const today = new Date();
  const now = options.now ?? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const uploadDir = options.uploadDir === undefined ? getEnv().UPLOAD_DIR : options.uploadDir;
  if (uploadDir) log(`photo pool: ${await ensureSeedPhotos(uploadDir)} files written to ${uploadDir}/seed`);

  await seedReferenceData(db);
  const rng = new Rng(SEED);
  const cities = cityRows();
  const weightedCities = weightCities(cities);
  const sellerCount = 150 + Math.floor(Math.max(0, total - 5000) / 500);
  const { users, links, sellers } = buildUsers(rng, cities, weightedCities, sellerCount, now);
  await bulkInsert(
    db,
    'users',
    [
      ['id', 'uuid'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['given_name', 'text'],
      ['family_name', 'text'],
      ['display_name', 'text'],
      ['user_type', 'text'],
      ['account_status', 'text'],
      ['suspend_reason', 'text'],
      ['phone', 'text'],
      ['company_name', 'text'],
      ['website', 'text'],
      ['city_id', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    users.map((u) => [
      u.id,
      u.email,
      u.passwordHash,
      u.givenName,
      u.familyName,
      u.displayName,
      u.userType,
      u.accountStatus,
      u.suspendReason,
      u.phone,
      u.companyName,
      u.website,
      u.cityId,
      u.createdAt,
      u.createdAt,
    ]),
  );
  await bulkInsert(
    db,
    'user_links',
    [
      ['main_user_id', 'uuid'],
      ['sub_user_id', 'uuid'],
      ['rights', 'jsonb'],
    ],
    links.map((l) => [l.mainUserId, l.subUserId, l.rights]),
  );
  await seedExperiments(db);
  await bulkInsert(
    db,
    'dealer_profiles',
    [
      ['user_id', 'uuid'],
      ['street', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['opening_hours', 'jsonb'],
      ['services', 'text[]'],
    ],
    buildDealerProfiles(users, cities).map((p) => [
      p.userId,
      p.street,
      p.latitude,
      p.longitude,
      p.openingHours,
      p.services,
    ]),
  );
  log(`${users.length} users`);

  const generate = advertGenerator({ rng, catalogue: getSeedCatalogue(), sellers, weightedCities, total, now });
  // The ad-strength score (the RELEVANCE sort reads it) goes in with the row: the seed's exact copy
  // of migration 0021's SQL estimate (published adverts get lib/posting/ad-strength.ts's score).
  const columns: BulkColumn[] = [
    ...ADVERT_COLUMNS.map(([, name, type]): BulkColumn => [name, type]),
    ['ad_strength', 'smallint'],
  ];
  let photos = 0;
  for (let first = 1; first <= total; first += batchSize) {
    const batch: AdvertRow[] = [];
    for (let id = first; id < Math.min(first + batchSize, total + 1); id += 1) batch.push(generate(id));
    await bulkInsert(
      db,
      'adverts',
      columns,
      batch.map((row) => [
        ...ADVERT_COLUMNS.map(([key]) => row[key]),
        estimateAdStrength(row, row.photoCount, PHOTO_WIDTH, PHOTO_HEIGHT),
      ]),
    );
    // Past price changes (price-history.ts), written as they were: the trigger records only new ones.
    const changes = batch.flatMap((row) =>
      row.priceChanges.map((c) => [row.id, c.oldPrice, row.currency, c.newPrice, row.currency, c.changedAt]),
    );
    if (changes.length > 0)
      await bulkInsert(
        db,
        'advert_price_changes',
        [
          ['advert_id', 'bigint'],
          ['old_price_gross', 'numeric'],
          ['old_currency', 'text'],
          ['new_price_gross', 'numeric'],
          ['new_currency', 'text'],
          ['changed_at', 'timestamptz'],
        ],
        changes,
      );
    // Photo rows: each advert's keys (its own shape and colour, main photo first) travel as one
    // comma-joined string per advert and are expanded in SQL, position = order in the list.
    await rawQuery(
      db,
      `INSERT INTO photos (advert_id, position, storage_key, width, height, created_at)
      SELECT u.id, k.pos - 1, k.key, ${PHOTO_WIDTH}, ${PHOTO_HEIGHT}, u.created
      FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS u(id, keys, created)
      CROSS JOIN LATERAL unnest(string_to_array(u.keys, ',')) WITH ORDINALITY AS k(key, pos)`,
      [
        batch.map((r) => r.id),
        batch.map((r) => seedPhotoKeys(photoSubject(r), r.photoCount).join(',')),
        batch.map((r) => r.createdAt.toISOString()),
      ],
    );
    photos += batch.reduce((sum, r) => sum + r.photoCount, 0);
    const done = first + batch.length - 1;
    if (done === total || Math.floor(done / 10000) !== Math.floor((first - 1) / 10000))
      log(`${done}/${total} adverts (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await syncIdentity(db, 'adverts');
  log(`${await seedBilling(db, { now, otherDealerIds: billedDealers(users) })} invoices`);
  log(`${await seedHouseAds(db, now)} house ads`);
  // The demo adverts the conversations are about exist from 10 adverts on.
  if (total >= 10 && options.conversations !== false)
    log(
      // The PDF goes where the app keeps attachments: the disk under the upload folder, or S3.
      `${await seedDemoConversations(db, now, uploadDir ? attachmentStoreOf({ S3: getEnv().S3, UPLOAD_DIR: uploadDir }) : null)} demo conversations`,
    );
  if (total >= 10) log(`${await seedFinancing(db, now)} financing leads`);
  // Statistics first: without them the price-indicator queries of a fresh bulk load are planned
  // for an empty table (at 1M adverts the step took many minutes instead of about 30 s).
  await rawQuery(db, 'ANALYZE adverts');
  await recomputeAllPriceIndicators(db, now);
  await refreshFacetCounts(db);
  // Statistics for the planner, and the visibility map for index-only counts.
  await rawQuery(db, 'VACUUM (ANALYZE) adverts, photos, users, advert_facet_counts, advert_price_changes');
  const summary = { adverts: total, users: users.length, photos, milliseconds: Date.now() - started };
  log(
    `done: ${summary.adverts} adverts, ${summary.photos} photos, ${summary.users} users in ${(summary.milliseconds / 1000).toFixed(1)} s`,
  );
  return summary;
}

/**
 * Seeds only an empty database (what `npm start` and the e2e runner call on every start);
 * otherwise makes sure the reference data and the photo pool exist. Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await isDatabaseEmpty(db)) {
    await seedDatabase(db, options);
    return true;
  }
  await seedReferenceData(db);
  // Demo databases seeded before the advert slots existed get their house ads too.
  await seedHouseAds(db, options.now ?? new Date());
  const uploadDir = options.uploadDir === undefined ? getEnv().UPLOAD_DIR : options.uploadDir;
  if (uploadDir) await ensureSeedPhotos(uploadDir);
  return false;
}

/** Deletes adverts, photos, accounts and the rollup (reference data stays); for `npm run seed -- --reset`. */
export async function clearDemoData(db: Db): Promise<void> {
  await rawQuery(
    db,
    'TRUNCATE advert_facet_counts, advert_price_changes, photos, adverts, user_links, dealer_profiles, invoice_lines, invoices, invoice_number_series, subscriptions, billing_accounts, users RESTART IDENTITY CASCADE',
  );
}

/**
 * Sellers in public (SPEC §2.6): the professionals listing (dealers with active adverts, keyset
 * pagination over stock or name) and the seller profile. A seller is public while the account is
 * active; dealers' sub-users act for their main account and are not listed on their own.
 */
import { rawQuery, type Db } from '@/server/db/client';
import type {
  Professional,
  ProfessionalConnection,
  ProfessionalFacets,
  ProfessionalSort,
  ProfessionalsFilterInput,
  SellerProfile,
} from '@/server/graphql/generated/resolver-types';
import { maskPhone, toLocation, toSellerType } from './advert-mapper';
import { type SellerDto, UserInputError } from './ads.types';
import { getCategoryTree } from './catalog';
import { cachedSiteWideFlags } from './experiments';
import { checkPageSize } from './page-size';
import { resolveProfessionalFilters } from './sellers-filters';
import { decodeProfessionalCursor, encodeProfessionalCursor, filtersFingerprint } from './sellers-cursor';

/** Page size of the professionals listing when none is asked for (a multiple of 2, 3 and 4 columns). */
export const PROFESSIONALS_PAGE_SIZE = 24;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Site path of a seller profile. */
export function sellerUrl(id: string): string {
  return `/vanzator/${id}`;
}

/** A seller id is a UUID; anything else is a UserInputError (BAD_USER_INPUT), never a database error. */
export function parseSellerId(id: string, field = 'id'): string {
  const text = String(id).trim();
  if (!UUID.test(text)) throw new UserInputError('errors:search.badSellerId', 'A seller id is a UUID.', field);
  return text.toLowerCase();
}

/** Sellers with a profile: accounts that are not a dealer's sub-user. `u` is the users alias. */
const PROFILE_SELLER = `not exists (select 1 from user_links l where l.sub_user_id = u.id)`;
/**
 * Sellers the professionals listing shows: active accounts with a profile. A suspended dealer keeps
 * the profile its adverts' cards link to (the adverts stay public), but is not offered in /dealeri.
 */
const PUBLIC_SELLER = `u.account_status = 'active' and ${PROFILE_SELLER}`;
// Dealers appear under their company name, private sellers under their display name (as on the ad page).
const SELLER_NAME = `case when u.user_type = 'professional' then coalesce(nullif(u.company_name, ''), u.display_name) else u.display_name end`;

interface DealerRow {
  id: string;
  name: string;
  stock: number;
  name_key: string;
  created_at: Date | string;
  city_name: string | null;
  county_code: string | null;
  county_name: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * `with` clauses of every dealers query: the stock of each seller and their adverts in category $2
 * (one index-only pass over adverts_seller_category_idx, materialised so the planner does not
 * repeat it per dealer), then the public dealers filtered by county $1, category $2, city $3 and a
 * name pattern $4 (the LIKE-escaped, accent-free lower-cased text; each null when not filtered).
 */
const DEALERS = `
  stock as materialized (
    select user_id, count(*)::int as n, count(*) filter (where category_id = $2::int)::int as in_category
    from adverts where status = 'active' group by user_id
  ),
  dealers as (
    select u.id::text as id, ${SELLER_NAME} as name, s.n as stock,
           lower(volan_unaccent(${SELLER_NAME})) as name_key, u.created_at,
           c.name as city_name, c.slug as city_slug, co.code as county_code, co.name as county_name,
           c.latitude, c.longitude
    from users u
    join stock s on s.user_id = u.id
    left join cities c on c.id = u.city_id
    left join counties co on co.code = c.county_code
    where u.user_type = 'professional' and ${PUBLIC_SELLER}
      and ($1::text is null or co.code = $1::text)
      and ($2::int is null or s.in_category > 0)
      and ($3::int is null or c.id = $3::int)
      and ($4::text is null or lower(volan_unaccent(${SELLER_NAME})) like '%' || lower(volan_unaccent($4::text)) || '%' escape '\\')
  )`;

function toLocationOrNull(row: Omit<DealerRow, 'id' | 'name' | 'stock' | 'name_key' | 'created_at'>) {
  return row.city_name && row.county_code && row.county_name
    ? toLocation({
        cityName: row.city_name,
        countyCode: row.county_code,
        countyName: row.county_name,
        latitude: row.latitude,
        longitude: row.longitude,
      })
    : null;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toProfessional(row: DealerRow): Professional {
  return {
    id: row.id,
    name: row.name,
    activeAdvertCount: Number(row.stock),
    location: toLocationOrNull(row),
    memberSince: iso(row.created_at),
    url: sellerUrl(row.id),
  };
}

/** Arguments of `professionals`. */
export interface ProfessionalsArgs {
  filters?: ProfessionalsFilterInput | null;
  sort?: ProfessionalSort | null;
  first?: number | null;
  after?: string | null;
  before?: string | null;
}

/** A page of dealers, most stock (or A-Z) first; cursors go both ways, never an OFFSET. */
export async function listProfessionals(db: Db, args: ProfessionalsArgs = {}): Promise<ProfessionalConnection> {
  const first = checkPageSize(args.first, PROFESSIONALS_PAGE_SIZE);
  const sort: ProfessionalSort = args.sort ?? 'STOCK';
  if (args.after && args.before)
    throw new UserInputError('errors:search.cursorConflict', 'Give either after or before, not both.', 'after');
  const filters = await resolveProfessionalFilters(db, args.filters);
  const { countyCode, categoryId, cityId, namePattern } = filters;
  const fingerprint = filtersFingerprint([countyCode, categoryId, cityId, namePattern]);
  const field = args.after ? 'after' : 'before';
  const cursorText = args.after ?? args.before;
  const cursor = cursorText ? decodeProfessionalCursor(cursorText, sort, fingerprint, field) : null;
  const backward = Boolean(args.before);

  const keyExpr = sort === 'STOCK' ? 'stock' : 'name_key';
  // STOCK runs descending, NAME ascending; going backward flips both the order and the comparison.
  const descending = (sort === 'STOCK') !== backward;
  const direction = descending ? 'desc' : 'asc';
  const where = [countyCode, categoryId, cityId, namePattern];
  const params: unknown[] = [...where, first + 1];
  let keyset = '';
  if (cursor) {
    params.push(cursor.key, cursor.id);
    const cast = sort === 'STOCK' ? 'int' : 'text';
    keyset = `where (${keyExpr}, id::uuid) ${descending ? '<' : '>'} ($6::${cast}, $7::uuid)`;
  }
  const [rows, countRows] = await Promise.all([
    rawQuery<DealerRow>(
      db,
      `with ${DEALERS} select * from dealers ${keyset}
       order by ${keyExpr} ${direction}, id::uuid ${direction} limit $5`,
      params,
    ),
    rawQuery<{ n: number }>(db, `with ${DEALERS} select count(*)::int as n from dealers`, where),
  ]);
  const more = rows.length > first;
  const page = rows.slice(0, first);
  if (backward) page.reverse();
  const totalCount = Number(countRows[0]?.n ?? 0);
  const pageNumber = cursor ? Math.max(1, cursor.page + (backward ? -1 : 1)) : 1;
  const cursorOf = (row: DealerRow | undefined) =>
    row
      ? encodeProfessionalCursor(
          { sort, key: sort === 'STOCK' ? Number(row.stock) : row.name_key, id: row.id, page: pageNumber },
          fingerprint,
        )
      : null;
  return {
    nodes: page.map(toProfessional),
    totalCount,
    pageInfo: {
      hasNextPage: backward ? true : more,
      hasPreviousPage: backward ? more || pageNumber > 1 : cursor !== null,
      startCursor: cursorOf(page[0]),
      endCursor: cursorOf(page[page.length - 1]),
      pageNumber,
      pageCount: Math.max(1, Math.ceil(totalCount / first)),
    },
  };
}

const NO_FILTERS = [null, null, null, null];

/**
 * Counties and categories of the listed dealers, with how many dealers each has, and the cities
 * of `countyCode` that have listed dealers (none without a county or for an unknown code).
 */
export async function professionalFacets(db: Db, countyCode?: string | null): Promise<ProfessionalFacets> {
  const county = countyCode?.trim().toUpperCase() ?? '';
  const [counties, cityRows, categoryRows, tree] = await Promise.all([
    rawQuery<{ value: string; label: string; count: number }>(
      db,
      `with ${DEALERS} select county_code as value, county_name as label, count(*)::int as count
       from dealers where county_code is not null group by county_code, county_name order by county_name`,
      NO_FILTERS,
    ),
    /^[A-Z]{1,2}$/.test(county)
      ? rawQuery<{ value: string; label: string; count: number }>(
          db,
          `with ${DEALERS} select city_slug as value, city_name as label, count(*)::int as count
           from dealers where county_code = $5::text group by city_slug, city_name order by city_name, city_slug`,
          [...NO_FILTERS, county],
        )
      : Promise.resolve([]),
    rawQuery<{ category_id: number; count: number }>(
      db,
      // (seller, category) pairs first: the users check then runs once per pair, not once per advert.
      `select p.category_id, count(*)::int as count
       from (select user_id, category_id from adverts where status = 'active' group by user_id, category_id) p
       join users u on u.id = p.user_id
       where u.user_type = 'professional' and ${PUBLIC_SELLER} group by p.category_id`,
    ),
    getCategoryTree(db),
  ]);
  const byCategory = new Map(categoryRows.map((r) => [Number(r.category_id), Number(r.count)]));
  return {
    counties: counties.map((c) => ({ value: c.value, label: c.label, count: Number(c.count) })),
    cities: cityRows.map((c) => ({ value: c.value, label: c.label, count: Number(c.count) })),
    categories: tree.tops
      .filter((top) => byCategory.has(top.id))
      .map((top) => ({ value: top.slug, label: top.slug, count: byCategory.get(top.id) ?? 0 })),
  };
}

/**
 * A public seller with the categories of their active adverts; null when unknown or not public, and
 * for everyone while the sellerProfile flag is off site-wide (issue 15: /vanzator/{id} is then a 404).
 */
export async function getSellerProfile(
  db: Db,
  id: string,
): Promise<(Omit<SellerProfile, 'seller'> & { seller: SellerDto }) | null> {
  const sellerId = parseSellerId(id);
  if (!(await cachedSiteWideFlags(db)).sellerProfile) return null;
  const [rows, categoryRows, tree] = await Promise.all([
    rawQuery<
      Omit<DealerRow, 'stock' | 'name_key'> & {
        user_type: string;
        phone: string | null;
        website: string | null;
      }
    >(
      db,
      `select u.id::text as id, ${SELLER_NAME} as name, u.user_type, u.phone, u.website, u.created_at,
              c.name as city_name, co.code as county_code, co.name as county_name, c.latitude, c.longitude
       from users u left join cities c on c.id = u.city_id left join counties co on co.code = c.county_code
       where u.id = $1::uuid and ${PROFILE_SELLER}`,
      [sellerId],
    ),
    rawQuery<{ category_id: number; count: number }>(
      db,
      `select category_id, count(*)::int as count from adverts where user_id = $1::uuid and status = 'active'
       group by category_id`,
      [sellerId],
    ),
    getCategoryTree(db),
  ]);
  const row = rows[0];
  if (!row) return null;
  const professional = row.user_type === 'professional';
  const categories = categoryRows
    .map((r) => ({ node: tree.byId.get(Number(r.category_id)), count: Number(r.count) }))
    .filter((c): c is { node: NonNullable<typeof c.node>; count: number } => c.node !== undefined)
    .sort((a, b) => b.count - a.count || a.node.position - b.node.position)
    .map((c) => ({ value: c.node.slug, label: c.node.slug, count: c.count }));
  return {
    seller: {
      id: row.id,
      name: row.name,
      type: toSellerType(row.user_type),
      phoneMasked: maskPhone(row.phone),
      website: professional ? row.website : null,
      memberSince: iso(row.created_at),
      activeAdvertCount: categories.reduce((sum, c) => sum + c.count, 0),
      location: toLocationOrNull(row),
    },
    categories,
  };
}

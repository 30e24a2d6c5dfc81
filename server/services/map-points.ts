/**
 * Map search (issue 10): active adverts grouped by city in the database, one row per city, with
 * the listing's own filters (search-filters.ts) so the map and the list never disagree.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { cities, counties } from '@/server/db/schema/locations';
import type { AdvertMapPoint } from '@/server/graphql/generated/resolver-types';
import type { AdvertFilters } from './ads.types';
import { requireCategory } from './catalog';
import { advertConditions } from './search-conditions';
import { resolveFilters } from './search-filters';

/** One point per city with matching active adverts, most adverts first (ties by city id). */
export async function advertMapPoints(
  db: Db,
  categorySlug: string,
  filters: AdvertFilters | null,
): Promise<AdvertMapPoint[]> {
  const category = await requireCategory(db, categorySlug);
  const f = await resolveFilters(db, category, filters);
  const advertCount = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      cityId: cities.id,
      cityName: cities.name,
      citySlug: cities.slug,
      countyCode: counties.code,
      countyName: counties.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      advertCount,
    })
    .from(adverts)
    .innerJoin(cities, eq(cities.id, adverts.cityId))
    .innerJoin(counties, eq(counties.code, cities.countyCode))
    // The points cover the whole country whatever the viewport: the bounds only narrow the list.
    .where(and(...advertConditions(f, ['bounds'])))
    .groupBy(cities.id, counties.code)
    .orderBy(desc(advertCount), cities.id);
  return rows.map((row) => ({ ...row, cityId: String(row.cityId) }));
}

/**
 * The facet rollups advert_facet_counts and advert_attribute_counts (server/db/schema/adverts.ts,
 * search.ts). Triggers keep both true as adverts are posted, edited, expire or go
 * (migration 0007_search_triggers); this full recomputation is for bulk loads and repairs.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** Recomputes both rollups from the active adverts, in one transaction (readers see old or new counts). */
export async function refreshFacetCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM advert_facet_counts`);
    await tx.execute(sql`INSERT INTO advert_facet_counts (category_id, subcategory_id, make_id, model_id, fuel_type,
        advert_count, price_min, price_max, year_min, year_max, mileage_min, mileage_max)
      SELECT category_id, subcategory_id, make_id, model_id, fuel_type, count(*)::int, min(price_lei), max(price_lei),
        min(year), max(year), min(mileage), max(mileage)
      FROM adverts WHERE status = 'active'
      GROUP BY category_id, subcategory_id, make_id, model_id, fuel_type`);
    await tx.execute(sql`SELECT volan_refresh_attribute_counts()`);
  });
}

/** The advert_facet_counts rollup (see server/db/schema/adverts.ts for why it exists). */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * Recomputes the rollup from the active adverts, in one transaction so readers see either the
 * old or the new counts, never an empty table. Call after bulk changes (seed, imports) and
 * periodically; listings fall back to live counts whenever other filters are applied.
 */
export async function refreshFacetCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM advert_facet_counts`);
    await tx.execute(sql`INSERT INTO advert_facet_counts (category_id, subcategory_id, make_id, model_id, fuel_type,
        advert_count, price_min, price_max, year_min, year_max, mileage_min, mileage_max)
      SELECT category_id, subcategory_id, make_id, model_id, fuel_type, count(*)::int, min(price_lei), max(price_lei),
        min(year), max(year), min(mileage), max(mileage)
      FROM adverts WHERE status = 'active'
      GROUP BY category_id, subcategory_id, make_id, model_id, fuel_type`);
  });
}

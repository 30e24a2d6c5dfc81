/**
 * The dealer's active adverts as its financing settings page lists them (/contul-meu/finantare,
 * docs/financing.md "The dealer's pages"): title, price, first photo's thumbnail, the ad page, and
 * whether the dealer keeps it out of its financing. Newest first, at most DEALER_FINANCING_ADVERTS.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { advertUrl } from '../advert-mapper';
import { rowsOf } from '../billing/billing-sql';
import { mediaUrl, thumbnailKey } from '../media-urls';

/** Most adverts the page lists (a dealer with more changes the rest from the adverts' own pages later). */
export const DEALER_FINANCING_ADVERTS = 200;

/** One active advert of the dealer and its exclusion. */
export interface DealerFinancingAdvert {
  readonly advertId: string;
  readonly title: string;
  readonly price: number | null;
  readonly currency: 'LEI' | 'EUR';
  readonly photoUrl: string | null;
  readonly url: string;
  readonly excluded: boolean;
}

interface Row {
  id: string | number;
  title: string | null;
  price_gross: string | number | null;
  currency: string | null;
  photo_key: string | null;
  category_slug: string;
  excluded: boolean;
}

/** The account's active adverts with their exclusion, newest first. */
export async function dealerFinancingAdverts(db: Db, accountId: string): Promise<DealerFinancingAdvert[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select a.id, a.title, a.price_gross, a.currency, c.slug as category_slug,
          (select p.storage_key from photos p where p.advert_id = a.id order by p.position limit 1) as photo_key,
          exists (select 1 from dealer_financing_excluded_adverts x
                   where x.account_id = a.user_id and x.advert_id = a.id) as excluded
        from adverts a join categories c on c.id = a.category_id
        where a.user_id = ${accountId} and a.status = 'active'
        order by a.created_at desc, a.id desc limit ${DEALER_FINANCING_ADVERTS}`,
  );
  return rows.map((row) => {
    const price = row.price_gross === null ? null : Number(row.price_gross);
    return {
      advertId: String(row.id),
      title: row.title ?? '',
      price: price !== null && Number.isFinite(price) ? price : null,
      currency: row.currency === 'LEI' ? 'LEI' : 'EUR',
      photoUrl: row.photo_key ? mediaUrl(thumbnailKey(row.photo_key)) : null,
      url: advertUrl(row.category_slug, String(row.id)),
      excluded: row.excluded === true,
    };
  });
}

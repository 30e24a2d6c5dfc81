/**
 * What /contul-meu/plati-prin-credite reads (docs/billing.md, Promotions): the promotions the
 * account's credits bought, newest first, and the account's active adverts that can be promoted.
 * Both are cursor lists whose cursor is the last row's id (digits; anything else is
 * errors:billing.listBadCursor, never a 500).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type {
  AdvertPromotionPage,
  AdvertPromotionRecord,
  AdvertPromotionStatus,
  PromotableAdvertPage,
  PromotionKind,
} from '@/server/graphql/generated/resolver-types';
import { advertUrl } from '../advert-mapper';
import { iso, rowsOf } from './billing-sql';
import { paymentErrors } from './payment-errors';

const PAGE_MAX = 50;

function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw paymentErrors.badPageSize();
  return first;
}

function cursorId(after: string | null | undefined): number | null {
  if (!after) return null;
  if (!/^\d{1,15}$/.test(after)) throw paymentErrors.badCursor();
  return Number(after);
}

interface PromotionRow {
  id: string | number;
  advert_id: string | number;
  title: string;
  status: string;
  category_slug: string;
  kind: string;
  credits: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  ended_at: Date | string | null;
}

/** Where a promotion stands at `now`; a PROMOTED_* the job has not ended yet is over once its end has passed. */
export function promotionStatus(
  row: { kind: string; starts_at: Date | string; ends_at: Date | string | null; ended_at: Date | string | null },
  now: Date,
): AdvertPromotionStatus {
  if (row.kind === 'bump') return 'APPLIED';
  const ends = row.ends_at === null ? null : new Date(row.ends_at).getTime();
  if (row.ended_at !== null || (ends !== null && ends <= now.getTime())) return 'ENDED';
  return new Date(row.starts_at).getTime() > now.getTime() ? 'SCHEDULED' : 'RUNNING';
}

/** The account's promotions, the last bought first. */
export async function listAdvertPromotions(
  db: Db,
  accountId: string,
  first: number,
  after: string | null | undefined,
  now: Date,
): Promise<AdvertPromotionPage> {
  const size = pageSize(first);
  const before = cursorId(after);
  const rows = await rowsOf<PromotionRow>(
    db,
    sql`select p.id, p.advert_id, a.title, a.status, c.slug as category_slug, p.kind, p.credits,
               p.starts_at, p.ends_at, p.ended_at
        from advert_promotions p
        join adverts a on a.id = p.advert_id
        join categories c on c.id = a.category_id
        where p.account_id = ${accountId}
          ${before === null ? sql`` : sql`and p.id < ${before}`}
        order by p.id desc limit ${size + 1}`,
  );
  const page = rows.slice(0, size);
  return {
    promotions: page.map((row): AdvertPromotionRecord => ({
      id: String(row.id),
      advertId: String(row.advert_id),
      advertTitle: row.title,
      advertUrl: row.status === 'active' ? advertUrl(row.category_slug, Number(row.advert_id)) : null,
      kind: row.kind.toUpperCase() as PromotionKind,
      credits: Number(row.credits),
      startsAt: iso(row.starts_at)!,
      endsAt: iso(row.ends_at),
      status: promotionStatus(row, now),
    })),
    nextCursor: rows.length > size ? String(page[page.length - 1]!.id) : null,
  };
}

interface AdvertRow {
  id: string | number;
  title: string;
  category_slug: string;
  promoted_until: Date | string | null;
}

/** The account's active adverts, the newest first, each with the end of its running or scheduled PROMOTED_*. */
export async function listPromotableAdverts(
  db: Db,
  accountId: string,
  first: number,
  after: string | null | undefined,
  now: Date,
): Promise<PromotableAdvertPage> {
  const size = pageSize(first);
  const before = cursorId(after);
  const rows = await rowsOf<AdvertRow>(
    db,
    sql`select a.id, a.title, c.slug as category_slug,
               (select max(p.ends_at) from advert_promotions p
                where p.advert_id = a.id and p.kind <> 'bump' and p.ended_at is null
                  and p.ends_at > ${now.toISOString()}) as promoted_until
        from adverts a join categories c on c.id = a.category_id
        where a.user_id = ${accountId} and a.status = 'active'
          ${before === null ? sql`` : sql`and a.id < ${before}`}
        order by a.id desc limit ${size + 1}`,
  );
  const page = rows.slice(0, size);
  return {
    adverts: page.map((row) => ({
      id: String(row.id),
      title: row.title,
      url: advertUrl(row.category_slug, Number(row.id)),
      promotedUntil: iso(row.promoted_until),
    })),
    nextCursor: rows.length > size ? String(page[page.length - 1]!.id) : null,
  };
}

/**
 * The seller's statistics (SPEC §2.5 statistics, §9 periods 7 and 30 days; docs/my-ads.md): per
 * advert the ad-page views (advert_view_days), phone reveals (phone_reveals) and messages buyers
 * sent (confirmed messages in conversations); the totals since a day the dashboard reads; and the
 * view an ad page records once the browser shows it (Mutation.recordAdvertView).
 */
import type { MyAdStats } from '@/server/graphql/generated/resolver-types';
import { type Db, rawQuery } from '@/server/db/client';
import { UserInputError } from './ads.types';
import { RecentViews } from './recent-views';

/** The calendar day in Romania (YYYY-MM-DD) of an instant: views are counted per Romanian day. */
export function romanianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(at);
}

/** Views, reveals and messages of each advert listed (absent: none of the three). */
export async function statsOfAdverts(db: Db, ids: readonly number[]): Promise<Map<number, MyAdStats>> {
  const out = new Map<number, MyAdStats>();
  if (ids.length === 0) return out;
  const rows = await rawQuery<{ id: string; views: number; reveals: number; messages: number }>(
    db,
    `select a.id::text as id,
       coalesce((select sum(v.views) from advert_view_days v where v.advert_id = a.id), 0)::int as views,
       (select count(*) from phone_reveals r where r.advert_id = a.id)::int as reveals,
       (select count(*) from conversations c join messages m on m.conversation_id = c.id
         where c.advert_id = a.id and m.sender_role = 'buyer' and m.status = 'sent')::int as messages
     from adverts a where a.id = any($1::int8[])`,
    [ids.map(String)],
  );
  for (const r of rows) out.set(Number(r.id), { views: r.views, phoneReveals: r.reveals, messages: r.messages });
  return out;
}

/** Totals over all of the owner's adverts since `from` (views by Romanian day, from's day included). */
export async function totalsSince(db: Db, owner: string, from: Date): Promise<MyAdStats> {
  const [row] = await rawQuery<{ views: number; reveals: number; messages: number }>(
    db,
    `select
       coalesce((select sum(v.views) from advert_view_days v join adverts a on a.id = v.advert_id
         where a.user_id = $1 and v.day >= $2::date), 0)::int as views,
       (select count(*) from phone_reveals r where r.seller_id = $1 and r.created_at >= $3)::int as reveals,
       (select count(*) from conversations c join messages m on m.conversation_id = c.id
         where c.seller_id = $1 and m.sender_role = 'buyer' and m.status = 'sent' and m.created_at >= $3)::int as messages`,
    [owner, romanianDay(from), from.toISOString()],
  );
  return { views: row?.views ?? 0, phoneReveals: row?.reveals ?? 0, messages: row?.messages ?? 0 };
}

/** Crawlers and link previews: their page loads are not views. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python-requests/i;

/** True for a user agent that is a robot (or none at all). */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

// Chrome's Sec-Purpose ('prefetch', 'prefetch;prerender'), Purpose and X-Purpose of older browsers
// and link previews, Firefox's X-Moz: a request that no person asked to see.
const PREFETCH = /prefetch|prerender|preview/i;

/** True for a request made for a prefetch or prerender (or a link preview), not for a person looking. */
export function isPrefetchRequest(headers: Headers): boolean {
  return ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) => PREFETCH.test(headers.get(name) ?? ''));
}

/** Who asks to count a view: the signed-in account and the main account it acts for (a team's sub-user). */
export interface AdvertViewer {
  readonly userId: string | null;
  readonly mainAccountId: string | null;
  /** The client's address (server/auth/client-address.ts), for a viewer without an account. */
  readonly address?: string | null;
}

/** A viewer's views of one advert count once per this many minutes (reloads, scripts in a loop). */
export const VIEW_WINDOW_MINUTES = 30;
const recentViews = new RecentViews(VIEW_WINDOW_MINUTES * 60_000, 200_000);

/** The key a viewer's views are counted once under: the account, else the address, else none. */
function viewerKey(viewer: AdvertViewer): string | null {
  if (viewer.userId) return `user:${viewer.userId}`;
  return viewer.address ? `address:${viewer.address}` : null;
}

/**
 * Counts a view of an ad page the browser has shown (Mutation.recordAdvertView): not for robots
 * (user agent) or prefetches, nor for the owner or the owner's team, nor for an advert that is not
 * active, nor again for the same viewer (account, else address) within VIEW_WINDOW_MINUTES; every
 * other call counts one view on today's Romanian day. BAD_USER_INPUT
 * errors:myAds.noSuchAdvert for an id that cannot be an advert's.
 */
export async function countAdvertView(
  db: Db,
  advertId: string,
  viewer: AdvertViewer,
  headers: Headers,
  now: Date,
): Promise<{ counted: boolean }> {
  if (!/^[1-9]\d{0,15}$/.test(advertId) || !Number.isSafeInteger(Number(advertId)))
    throw new UserInputError('errors:myAds.noSuchAdvert', 'No such advert.', 'advertId');
  if (isBotAgent(headers.get('user-agent')) || isPrefetchRequest(headers)) return { counted: false };
  const key = viewerKey(viewer);
  if (key && !recentViews.firstInWindow(Number(advertId), key, now.getTime())) return { counted: false };
  const viewerIds = [viewer.userId, viewer.mainAccountId].filter((id): id is string => Boolean(id));
  return { counted: await recordAdvertView(db, Number(advertId), viewerIds, now) };
}

/**
 * Counts one view of an active advert's page on today's Romanian day, unless the viewer is its
 * owner or a member of the owner's team (`viewerIds`: the account and the main account it acts for).
 * Returns whether a view was counted.
 */
export async function recordAdvertView(
  db: Db,
  advertId: number,
  viewerIds: readonly string[],
  now: Date,
): Promise<boolean> {
  const rows = await rawQuery<{ views: number }>(
    db,
    `insert into advert_view_days as v (advert_id, day, views)
       select a.id, $2::date, 1 from adverts a
       where a.id = $1 and a.status = 'active' and not (a.user_id::text = any($3::text[]))
     on conflict (advert_id, day) do update set views = v.views + 1
     returning views`,
    [advertId, romanianDay(now), [...viewerIds]],
  );
  return rows.length > 0;
}

/**
 * /contul-meu/dashboard (SPEC §2.5 statistics, §9 periods): my adverts per state, views, reveals
 * and messages of the last 7 and 30 days (today included), and the latest messages buyers sent.
 */
import type { MyAdsDashboard } from '@/server/graphql/generated/resolver-types';
import { type Db, rawQuery } from '@/server/db/client';
import { countMyAds } from './my-ads';
import { totalsSince } from './my-ads-stats';

/** How many latest messages the dashboard lists. */
export const DASHBOARD_MESSAGES = 5;
const EXCERPT = 140;
const DAY_MS = 86_400_000;

/** The dashboard of the owner's adverts at `now`. */
export async function myAdsDashboard(db: Db, owner: string, now: Date): Promise<MyAdsDashboard> {
  // "Last 7 days": today and the 6 days before it.
  const since = (days: number) => new Date(now.getTime() - (days - 1) * DAY_MS);
  const [counts, last7Days, last30Days, latest] = await Promise.all([
    countMyAds(db, owner),
    totalsSince(db, owner, since(7)),
    totalsSince(db, owner, since(30)),
    rawQuery<{ conversation_id: string; title: string; buyer_name: string; body: string; sent_ms: number }>(
      db,
      `select c.id::text as conversation_id, a.title, c.buyer_name, m.body,
         (extract(epoch from m.created_at) * 1000)::float8 as sent_ms
       from messages m join conversations c on c.id = m.conversation_id join adverts a on a.id = c.advert_id
       where c.seller_id = $1 and m.sender_role = 'buyer' and m.status = 'sent' and c.seller_deleted_at is null
       order by m.created_at desc, m.id desc limit $2`,
      [owner, DASHBOARD_MESSAGES],
    ),
  ]);
  return {
    counts,
    last7Days,
    last30Days,
    latestMessages: latest.map((m) => ({
      conversationId: m.conversation_id,
      advertTitle: m.title,
      buyerName: m.buyer_name,
      excerpt: m.body.length > EXCERPT ? `${m.body.slice(0, EXCERPT - 1)}…` : m.body,
      sentAt: new Date(m.sent_ms).toISOString(),
      url: `/contul-meu/messages/received/${m.conversation_id}`,
    })),
  };
}

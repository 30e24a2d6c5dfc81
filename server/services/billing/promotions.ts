/**
 * Promotions bought with credits (docs/billing.md, Promotions): BUMP ranks the advert in the
 * RELEVANCE order as if it were posted now (the 'newest' order keeps the real posting time);
 * PROMOTED_7 / PROMOTED_30 add 72 h of relevance while they run. The bonus is stored with the
 * promotion when it is bought, and `adverts.promotion_bonus_seconds` (read by volan_relevance_key)
 * is recomputed from the running promotions when one starts or the job ends one; nothing depends
 * on the time of reading. The search change log sees the new relevance_key (docs/search.md,
 * Exactness), so the in-memory index follows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { AdvertPromotion, PromotionKind, PromotionOption } from '@/server/graphql/generated/resolver-types';
import { iso, rowsOf, type Tx } from './billing-sql';
import { lockBillingAccount } from './invoices';
import { paymentErrors } from './payment-errors';
import type { PayerRef } from './payments';
import { spendCredits } from './wallet';

/** The relevance a running PROMOTED_* adds (72 h). */
export const PROMOTED_BONUS_SECONDS = 72 * 3600;

/** What each promotion costs and lasts (BUMP: once, 0 days). */
export const PROMOTION_OPTIONS: readonly PromotionOption[] = [
  { kind: 'BUMP', credits: 15, days: 0 },
  { kind: 'PROMOTED_7', credits: 49, days: 7 },
  { kind: 'PROMOTED_30', credits: 149, days: 30 },
];

/** Recomputes the stored bonus of `advertIds` from their running promotions: the latest bump plus 72 h when promoted. */
async function restoreBonus(tx: Tx, advertIds: readonly number[]): Promise<void> {
  if (advertIds.length === 0) return;
  const ids = sql.join(
    advertIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await tx.execute(
    sql`update adverts a set promotion_bonus_seconds = coalesce((
          select coalesce(max(p.relevance_bonus_seconds) filter (where p.kind = 'bump'), 0)
               + coalesce(max(p.relevance_bonus_seconds) filter (where p.kind <> 'bump'), 0)
          from advert_promotions p where p.advert_id = a.id and p.ended_at is null), 0)
        where a.id in (${ids})`,
  );
}

/**
 * Spends credits on a promotion of one of the account's active adverts (errors:billing.unknownAdvert
 * otherwise; errors:billing.notEnoughCredits when short). A PROMOTED_* bought while another runs
 * starts when that one ends (the days add up; the bonus does not).
 */
export async function promoteAdvert(
  db: Db,
  payer: PayerRef,
  advertId: string,
  kind: PromotionKind,
  now: Date,
): Promise<AdvertPromotion> {
  const option = PROMOTION_OPTIONS.find((o) => o.kind === kind);
  if (!option) throw paymentErrors.unknownAdvert();
  if (!/^\d{1,18}$/.test(advertId)) throw paymentErrors.unknownAdvert();
  return db.transaction(async (tx) => {
    await lockBillingAccount(tx, payer.accountId);
    const [advert] = await rowsOf<{ id: string | number; created_at: Date | string }>(
      tx,
      sql`select id, created_at from adverts
          where id = ${advertId}::bigint and user_id = ${payer.accountId} and status = 'active' for update`,
    );
    if (!advert) throw paymentErrors.unknownAdvert();
    const id = Number(advert.id);
    let startsAt = now;
    let endsAt: Date | null = null;
    let bonus = PROMOTED_BONUS_SECONDS;
    if (kind === 'BUMP') {
      bonus = Math.max(0, Math.floor(now.getTime() / 1000) - Math.floor(new Date(advert.created_at).getTime() / 1000));
    } else {
      const [running] = await rowsOf<{ ends_at: Date | string }>(
        tx,
        sql`select max(ends_at) as ends_at from advert_promotions
            where advert_id = ${id} and kind <> 'bump' and ended_at is null having max(ends_at) is not null`,
      );
      if (running && new Date(running.ends_at).getTime() > now.getTime()) startsAt = new Date(running.ends_at);
      endsAt = new Date(startsAt.getTime() + option.days * 86_400_000);
    }
    const [promotion] = await rowsOf<{ id: string | number }>(
      tx,
      sql`insert into advert_promotions (advert_id, account_id, kind, credits, relevance_bonus_seconds, starts_at, ends_at)
          values (${id}, ${payer.accountId}, ${kind.toLowerCase()}, ${option.credits}, ${bonus},
                  ${startsAt.toISOString()}, ${endsAt?.toISOString() ?? null})
          returning id`,
    );
    await spendCredits(tx, payer.accountId, option.credits, Number(promotion!.id), now);
    await restoreBonus(tx, [id]);
    return { advertId: String(id), kind, startsAt: startsAt.toISOString(), endsAt: iso(endsAt) };
  });
}

/** The job: promotions whose time is over end, and their adverts' bonus is recomputed; returns how many ended. */
export async function endPromotions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await rowsOf<{ advert_id: string | number }>(
      tx,
      sql`update advert_promotions set ended_at = ${now.toISOString()}
          where ended_at is null and ends_at is not null and ends_at <= ${now.toISOString()}
          returning advert_id`,
    );
    await restoreBonus(tx, [...new Set(ended.map((r) => Number(r.advert_id)))]);
    return ended.length;
  });
}

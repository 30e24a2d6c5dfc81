/**
 * The automatic checks a published advert goes through (docs/posting.md): 'waiting' until they
 * ran, then 'active', or 'moderated' with the reason the seller sees. Deliberately few and
 * explainable: contact details in the text (buyers must reach the seller through the site), a price
 * no real vehicle of the category has, and a VIN another seller's active advert already uses.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ModerationReason } from '@/lib/posting/moderation';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';

/** The reasons these checks give (lib/posting/moderation.ts has them all, with their texts). */
type ModerationCode = Extract<ModerationReason, 'contact_in_text' | 'price_implausible' | 'duplicate'>;

// A phone number (07xx xxx xxx, +40 ...), an e-mail address or a web address.
const CONTACT = [/(?:\+?4\s?0|0)\s?7(?:[\s.-]?\d){8}/u, /[\w.+-]+@[\w-]+\.[\w.-]+/u, /\b(?:https?:\/\/|www\.)\S+/iu];

/** Lowest price in LEI a vehicle of the category can believably have (parts: any price above 0). */
const PRICE_FLOOR_LEI: Readonly<Record<number, number>> = { 29: 1_000, 81: 1_000, 65: 300, 57: 3_000 };

type Checked = Pick<
  typeof adverts.$inferSelect,
  'id' | 'userId' | 'categoryId' | 'title' | 'description' | 'priceLei' | 'vin'
>;

/** The reason the checks hold the advert, or null when it may go live. */
export async function moderationReason(db: Db, advert: Checked): Promise<ModerationCode | null> {
  const text = `${advert.title}\n${advert.description}`;
  if (CONTACT.some((pattern) => pattern.test(text))) return 'contact_in_text';
  if (advert.priceLei < (PRICE_FLOOR_LEI[advert.categoryId] ?? 1)) return 'price_implausible';
  if (advert.vin) {
    const [other] = await db
      .select({ id: adverts.id })
      .from(adverts)
      .where(
        and(
          eq(adverts.vin, advert.vin),
          eq(adverts.status, 'active'),
          ne(adverts.id, advert.id),
          ne(adverts.userId, advert.userId),
        ),
      )
      .limit(1);
    if (other) return 'duplicate';
  }
  return null;
}

/** Runs the checks on a waiting (or just edited) advert and sets its state; returns the new status. */
export async function runAutomaticChecks(db: Db, advertId: number): Promise<'active' | 'moderated'> {
  const [advert] = await db.select().from(adverts).where(eq(adverts.id, advertId));
  if (!advert) throw new Error(`advert ${advertId} vanished before its checks`);
  const reason = await moderationReason(db, advert);
  const status = reason ? 'moderated' : 'active';
  await db
    .update(adverts)
    .set({ status, moderationReason: reason, updatedAt: sql`now()` })
    .where(eq(adverts.id, advertId));
  return status;
}

/**
 * Phone reveals (SPEC §2.6 'see number'; docs/phone-reveal.md): the full number of an active
 * advert's seller, each reveal recorded for the seller's statistics, at most PHONE_REVEALS_PER_HOUR
 * per visitor; and the reveal counts per advert a seller's statistics read.
 */
import { createHmac } from 'node:crypto';
import { and, count, countDistinct, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { phoneReveals } from '@/server/db/schema/phone-reveals';
import { users } from '@/server/db/schema/users';
import { parseAdvertId } from './ads';
import { UserInputError } from './ads.types';

/** Reveals one visitor may ask for in an hour (a script harvesting numbers stops there). */
export const PHONE_REVEALS_PER_HOUR = 30;

const HOUR_MS = 3_600_000;

/** Who asks, as the request tells. */
export interface PhoneVisitor {
  readonly userId: string | null;
  /** The account a team member acts for (the seller's own team is not counted). */
  readonly mainAccountId: string | null;
  readonly address: string | null;
}

/** What revealPhone needs. */
export interface PhoneRevealDeps {
  readonly db: Db;
  /** Keys the hash of the client address. */
  readonly secret: string;
  readonly now: Date;
}

/** Reveals of one advert (seller statistics). */
export interface AdvertRevealCount {
  readonly advertId: string;
  readonly reveals: number;
  /** Different visitors who revealed it. */
  readonly visitors: number;
}

/** `user:<id>`, else a keyed hash of the client address (the table holds no addresses). */
export function visitorKey(visitor: PhoneVisitor, secret: string): string {
  if (visitor.userId) return `user:${visitor.userId}`;
  return `address:${createHmac('sha256', secret)
    .update(visitor.address ?? 'unknown')
    .digest('hex')
    .slice(0, 32)}`;
}

const gone = () => new UserInputError('errors:phone.advertGone', 'This number cannot be shown.', 'advertId');

/**
 * The phone of an active advert's seller; the reveal is recorded (not when the seller or the
 * seller's team look at their own advert). BAD_USER_INPUT errors:phone.advertGone for an unknown
 * or inactive advert or a seller without a number; errors:phone.tooMany past the hourly limit.
 */
export async function revealPhone(
  deps: PhoneRevealDeps,
  advertId: string,
  visitor: PhoneVisitor,
): Promise<{ phone: string }> {
  let id: number;
  try {
    id = parseAdvertId(advertId);
  } catch {
    throw gone();
  }
  const [row] = await deps.db
    .select({ sellerId: adverts.userId, phone: users.phone })
    .from(adverts)
    .innerJoin(users, eq(users.id, adverts.userId))
    .where(and(eq(adverts.id, id), eq(adverts.status, 'active')));
  if (!row?.phone) throw gone();
  const own = visitor.userId !== null && [visitor.userId, visitor.mainAccountId].includes(row.sellerId);
  if (own) return { phone: row.phone };
  const key = visitorKey(visitor, deps.secret);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.visitorKey, key), gt(phoneReveals.createdAt, new Date(deps.now.getTime() - HOUR_MS))));
  if ((recent?.n ?? 0) >= PHONE_REVEALS_PER_HOUR)
    throw new UserInputError('errors:phone.tooMany', 'Too many numbers shown; try again in an hour.', 'advertId');
  await deps.db.insert(phoneReveals).values({
    advertId: id,
    sellerId: row.sellerId,
    viewerId: visitor.userId,
    visitorKey: key,
    createdAt: deps.now,
  });
  return { phone: row.phone };
}

/** How often each of a seller's adverts had its number revealed, most revealed first. */
export async function phoneRevealCounts(db: Db, sellerId: string): Promise<AdvertRevealCount[]> {
  const reveals = count();
  const rows = await db
    .select({ advertId: phoneReveals.advertId, reveals, visitors: countDistinct(phoneReveals.visitorKey) })
    .from(phoneReveals)
    .where(eq(phoneReveals.sellerId, sellerId))
    .groupBy(phoneReveals.advertId)
    .orderBy(desc(reveals), phoneReveals.advertId);
  return rows.map((r) => ({ advertId: String(r.advertId), reveals: Number(r.reveals), visitors: Number(r.visitors) }));
}

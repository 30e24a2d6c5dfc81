/**
 * Price history and days on market of an advert (SPEC §2.6). The changes are recorded by the
 * trigger of migration 0017 wherever a price is written; this module only reads them.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { advertPriceChanges } from '@/server/db/schema/price-changes';
import type { Currency, PricePointDto } from './ads.types';

const DAY_MS = 86_400_000;

/** Whole days since `createdAt` (0 on the first day; never negative). */
export function daysOnMarket(createdAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/** Every price the advert asked, oldest first: the price it was posted at, then each change. */
export async function priceHistory(
  db: Db,
  advert: { id: number; createdAt: Date; priceGross: number; currency: string },
): Promise<PricePointDto[]> {
  const changes = await db
    .select()
    .from(advertPriceChanges)
    .where(eq(advertPriceChanges.advertId, advert.id))
    .orderBy(asc(advertPriceChanges.changedAt), asc(advertPriceChanges.id));
  const first = changes[0];
  const posted: PricePointDto = {
    date: advert.createdAt.toISOString(),
    amount: Number(first ? first.oldPriceGross : advert.priceGross),
    currency: (first ? first.oldCurrency : advert.currency) as Currency,
  };
  return [
    posted,
    ...changes.map((c) => ({
      date: c.changedAt.toISOString(),
      amount: Number(c.newPriceGross),
      currency: c.newCurrency,
    })),
  ];
}

/**
 * Favourite adverts of an account (SPEC §2.6 favourites, docs/favourites.md): follow, unfollow,
 * the list newest first with each advert's listing card, merging what a visitor kept in the
 * browser before signing in, and removing them all.
 *
 * Whose favourites: always the signed-in account's own, a dealer's team sub-user included. A
 * favourite is a person's shortlist, not the business's stock, so a sub-user's favourites are
 * not the main account's (and the main account acting for a sub-user sees the sub-user's).
 *
 * Which adverts may be followed: those with a public page, active or archived (an archived
 * advert shows the inactive-ad page). Drafts, adverts waiting for activation and moderated ones
 * are refused like unknown ids, so following cannot reveal that they exist.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { favouriteAdverts } from '@/server/db/schema/favourites';
import { NotFoundError } from '@/lib/errors/app-errors';
import { cardColumns, convert, mainPhotoColumn, photosOfRows, toCards, type CardRow } from './advert-mapper';
import { type AdvertCardDto, type Currency, UserInputError } from './ads.types';
import { parseAdvertId } from './ads';
import { getCategoryTree } from './catalog';

/**
 * The most favourites an account keeps, and the most ids one merge takes: the list is one page
 * (no cursor) and a browser's list is bounded the same way.
 */
export const FAVOURITES_MAX = 200;

/** Statuses whose adverts have a public page, so may be followed. */
const FOLLOWABLE = ['active', 'archived'] as const;

/** The last change of an advert's price, up or down, in the current price's currency. */
export interface PriceChangeDto {
  previousAmount: number;
  amount: number;
  currency: Currency;
}

/** One favourite of the list. */
export interface FavouriteAdvertDto {
  advert: AdvertCardDto;
  /** False once the advert is no longer active (sold, expired, withdrawn): the list marks it. */
  active: boolean;
  /** When the account followed it; null for the cards of a visitor's browser list (advertCards). */
  followedAt: string | null;
  /** The last price change either way (the card's priceDrop shows a drop only); null when it never changed. */
  priceChange: PriceChangeDto | null;
}

/** An advert's favourite state for the account after a follow or unfollow. */
export interface FavouriteStateDto {
  advertId: string;
  followed: boolean;
  /** How many favourites the account has now. */
  total: number;
}

/** What a merge did. */
export interface FavouriteMergeDto {
  /** Adverts newly followed by this merge. */
  added: number;
  /** Every advert the account follows now, newest first. */
  advertIds: string[];
}

const badId = () => new UserInputError('errors:favourites.badAdvertId', 'Not an advert id.', 'advertId');
const unknownAdvert = () => new UserInputError('errors:favourites.unknownAdvert', 'No such advert.', 'advertId');
const tooMany = (field: string) =>
  new UserInputError('errors:favourites.tooMany', `At most ${FAVOURITES_MAX} favourites.`, field);

/** An advert id from the API; anything that cannot be one is BAD_USER_INPUT. */
function advertIdOf(id: string): number {
  try {
    return parseAdvertId(id);
  } catch (error) {
    if (error instanceof NotFoundError) throw badId();
    throw error;
  }
}

/** An advert id as a one-element list; none for what cannot be one (skipped, not refused). */
function advertIdOrNone(id: string): number[] {
  try {
    return [parseAdvertId(id)];
  } catch {
    return [];
  }
}

async function totalOf(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favouriteAdverts).where(eq(favouriteAdverts.accountId, accountId));
  return row?.n ?? 0;
}

/** Follows an advert; following it again changes nothing (the first time is kept). */
export async function followAdvert(db: Db, accountId: string, advertId: string, now: Date): Promise<FavouriteStateDto> {
  const id = advertIdOf(advertId);
  const [advert] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.id, id), inArray(adverts.status, [...FOLLOWABLE])));
  if (!advert) throw unknownAdvert();
  // One statement, so two tabs following at once cannot both pass the cap check.
  const inserted = await db
    .insert(favouriteAdverts)
    .select(
      db
        .select({
          accountId: sql<string>`${accountId}::uuid`.as('account_id'),
          advertId: sql<number>`${id}::int8`.as('advert_id'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`(select count(*) from ${favouriteAdverts} where ${favouriteAdverts.accountId} = ${accountId}) < ${FAVOURITES_MAX}`,
        ),
    )
    .onConflictDoNothing()
    .returning({ advertId: favouriteAdverts.advertId });
  const total = await totalOf(db, accountId);
  if (inserted.length === 0 && !(await isFollowed(db, accountId, id))) throw tooMany('advertId');
  return { advertId: String(id), followed: true, total };
}

async function isFollowed(db: Db, accountId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: favouriteAdverts.advertId })
    .from(favouriteAdverts)
    .where(and(eq(favouriteAdverts.accountId, accountId), eq(favouriteAdverts.advertId, id)));
  return row !== undefined;
}

/** Stops following an advert; an advert not followed (or unknown) is simply not followed. */
export async function unfollowAdvert(db: Db, accountId: string, advertId: string): Promise<FavouriteStateDto> {
  const id = advertIdOf(advertId);
  await db
    .delete(favouriteAdverts)
    .where(and(eq(favouriteAdverts.accountId, accountId), eq(favouriteAdverts.advertId, id)));
  return { advertId: String(id), followed: false, total: await totalOf(db, accountId) };
}

/**
 * The account's favourites, newest first, each with the listing's card (its price drop among
 * the card's fields) and whether the advert is still active.
 */
export async function listFavouriteAdverts(db: Db, accountId: string): Promise<FavouriteAdvertDto[]> {
  const [rows, tree] = await Promise.all([
    db
      .select({
        ...cardColumns,
        status: adverts.status,
        followedAt: favouriteAdverts.createdAt,
        mainPhoto: mainPhotoColumn,
        photoCount: sql<number>`(select count(*)::int from photos p where p.advert_id = ${adverts.id})`,
      })
      .from(favouriteAdverts)
      .innerJoin(adverts, eq(adverts.id, favouriteAdverts.advertId))
      .where(eq(favouriteAdverts.accountId, accountId))
      .orderBy(desc(favouriteAdverts.createdAt), desc(favouriteAdverts.advertId))
      .limit(FAVOURITES_MAX),
    getCategoryTree(db),
  ]);
  const cards = await toCards(
    db,
    rows,
    (id) => tree.byId.get(id)?.slug ?? 'autoturisme',
    accountId,
    photosOfRows(rows),
  );
  return rows.map((row, i) => ({
    advert: cards[i]!,
    active: row.status === 'active',
    followedAt: row.followedAt.toISOString(),
    priceChange: toPriceChange(row),
  }));
}

/** The last price change of a card's row, up or down; null when the price never changed (or came back). */
export function toPriceChange(
  row: Pick<CardRow, 'priceGross' | 'currency' | 'previousPriceGross' | 'previousCurrency'>,
): PriceChangeDto | null {
  if (row.previousPriceGross === null || row.previousCurrency === null) return null;
  const previousAmount = convert(Number(row.previousPriceGross), row.previousCurrency, row.currency);
  const amount = Number(row.priceGross);
  return previousAmount === amount ? null : { previousAmount, amount, currency: row.currency as Currency };
}

/**
 * The cards of the adverts a visitor keeps in the browser (no account, SPEC §6), in the order of
 * `advertIds` (the browser's, newest first). Public: the cards are the listing's. Ids that cannot
 * be an advert's, unknown ones and adverts without a public page are skipped (the browser may
 * keep ids of adverts deleted since); an archived advert is marked inactive. More than
 * FAVOURITES_MAX ids is BAD_USER_INPUT (errors:favourites.tooMany), like a merge.
 */
export async function advertCardsByIds(
  db: Db,
  advertIds: readonly string[],
  viewerId: string | null,
): Promise<FavouriteAdvertDto[]> {
  if (advertIds.length > FAVOURITES_MAX) throw tooMany('ids');
  const ids = [...new Set(advertIds.flatMap((id) => advertIdOrNone(id)))];
  if (ids.length === 0) return [];
  const [rows, tree] = await Promise.all([
    db
      .select({
        ...cardColumns,
        status: adverts.status,
        mainPhoto: mainPhotoColumn,
        photoCount: sql<number>`(select count(*)::int from photos p where p.advert_id = ${adverts.id})`,
      })
      .from(adverts)
      .where(and(inArray(adverts.id, ids), inArray(adverts.status, [...FOLLOWABLE]))),
    getCategoryTree(db),
  ]);
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
  const cards = await toCards(db, rows, (id) => tree.byId.get(id)?.slug ?? 'autoturisme', viewerId, photosOfRows(rows));
  return rows.map((row, i) => ({
    advert: cards[i]!,
    active: row.status === 'active',
    followedAt: null,
    priceChange: toPriceChange(row),
  }));
}

/**
 * Adds the adverts a visitor kept in the browser (most recently followed first) to the account:
 * ids it already follows and ids of no followable advert are skipped. More than FAVOURITES_MAX
 * ids, or a result above it, is refused as a whole, so the browser keeps its list.
 */
export async function mergeFavouriteAdverts(
  db: Db,
  accountId: string,
  advertIds: readonly string[],
  now: Date,
): Promise<FavouriteMergeDto> {
  if (advertIds.length > FAVOURITES_MAX) throw tooMany('advertIds');
  const ids = [...new Set(advertIds.map(advertIdOf))];
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      const known = await tx
        .select({ id: adverts.id })
        .from(adverts)
        .where(and(inArray(adverts.id, ids), inArray(adverts.status, [...FOLLOWABLE])));
      const knownIds = new Set(known.map((k) => Number(k.id)));
      // The browser's first id is its newest: it gets the latest time, so the list keeps its order.
      const values = ids
        .filter((id) => knownIds.has(id))
        .map((advertId, i) => ({ accountId, advertId, createdAt: new Date(now.getTime() - i) }));
      const inserted =
        values.length === 0
          ? []
          : await tx
              .insert(favouriteAdverts)
              .values(values)
              .onConflictDoNothing()
              .returning({ advertId: favouriteAdverts.advertId });
      if ((await totalOf(tx, accountId)) > FAVOURITES_MAX) throw tooMany('advertIds');
      return { added: inserted.length, advertIds: await followedIds(tx, accountId) };
    }
    return { added: 0, advertIds: await followedIds(tx, accountId) };
  });
}

/** The ids of the adverts the account follows, newest first: what a heart needs, without the cards. */
export async function listFavouriteAdvertIds(db: Db, accountId: string): Promise<string[]> {
  return followedIds(db, accountId);
}

async function followedIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favouriteAdverts.advertId })
    .from(favouriteAdverts)
    .where(eq(favouriteAdverts.accountId, accountId))
    .orderBy(desc(favouriteAdverts.createdAt), desc(favouriteAdverts.advertId));
  return rows.map((r) => String(r.id));
}

/** Removes every favourite of the account; answers how many there were. */
export async function removeAllFavouriteAdverts(db: Db, accountId: string): Promise<number> {
  const removed = await db
    .delete(favouriteAdverts)
    .where(eq(favouriteAdverts.accountId, accountId))
    .returning({ advertId: favouriteAdverts.advertId });
  return removed.length;
}

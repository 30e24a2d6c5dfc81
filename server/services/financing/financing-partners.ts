/**
 * Which partner finances what (SPEC §4; docs/financing.md, "Server"): an advert's financing type by
 * lib/financing's decision, read with the server's data — the dealer offers its own financing for
 * the advert (financing on, advert not excluded) and the dealerFinancingBatchEnablement flag is on;
 * the externalPartner flag — and the partner of each type (the sandboxes, for now).
 */
import { and, eq } from 'drizzle-orm';
import { FINANCING_CONFIG, type FinancingConfig } from '@/lib/financing/financing-config';
import { decideFinancingType, type FinancingType } from '@/lib/financing/financing-type';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { getEnv } from '@/server/env';
import { dealerFinancedAdverts } from './dealer-financing';
import type { FinancingPartner, PartnerAdvert } from './financing-partner';
import { sandboxPartners } from './sandbox-partners';

/** The feature flags the decision reads. */
export interface FinancingFlags {
  readonly externalPartner: string;
  readonly dealerFinancingBatchEnablement: boolean;
}

/** An active advert as financing sees it. */
export interface FinancingAdvert extends PartnerAdvert {
  /** Its dealer offers its own financing for it. */
  readonly dealerFinancing: boolean;
}

let partners: Record<FinancingType, FinancingPartner> | undefined;

/** The partner of each financing type (the sandboxes, on the site's origin). */
export function financingPartners(): Record<FinancingType, FinancingPartner> {
  partners ??= sandboxPartners(getEnv().SITE_ORIGIN);
  return partners;
}

/**
 * The active advert `advertId`, or null. Its price is the gross price in LEI (`price_lei`, the
 * converted amount for an advert priced in EUR): what the cards, the ad page and /finantare simulate on.
 */
export async function financingAdvert(db: Db, advertId: string): Promise<FinancingAdvert | null> {
  if (!/^[1-9]\d{0,15}$/u.test(advertId)) return null;
  const id = Number(advertId);
  const [row] = await db
    .select({ sellerId: adverts.userId, priceLei: adverts.priceLei })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.status, 'active')));
  if (!row) return null;
  const financed = await dealerFinancedAdverts(db, [id]);
  return {
    id: String(id),
    price: row.priceLei,
    sellerId: row.sellerId,
    dealerFinancing: financed.has(id),
  };
}

/** Who finances `advert` (null: the site-wide type, no advert). */
export function financingTypeOf(
  advert: FinancingAdvert | null,
  flags: FinancingFlags,
  config: FinancingConfig = FINANCING_CONFIG,
): FinancingType {
  return decideFinancingType(
    {
      dealerFinancingPartner: advert !== null,
      dealerFinancingEnabled: advert !== null && flags.dealerFinancingBatchEnablement && advert.dealerFinancing,
      sellerId: advert?.sellerId ?? null,
      externalPartner: flags.externalPartner,
    },
    config,
  );
}

/** What Query.financingAdvertDetails resolves its fields from (the GraphQL mapper of FinancingAdvertDetailsResult). */
export interface FinancingAdvertDetails {
  readonly advertId: string;
  readonly advert: FinancingAdvert;
  readonly partner: FinancingPartner;
}

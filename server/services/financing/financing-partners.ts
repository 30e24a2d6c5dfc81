/**
 * Which partner finances what (SPEC §4; docs/financing.md, "Server"): an advert's financing type by
 * lib/financing's decision, read with the server's data — the advert's dealer financing by SPEC §5's
 * rule (lib/financing/dealer-eligibility.ts: the dealerFinancingBatchEnablement flag, the seller's
 * package with the 'dealerfin' benefit, the dealer's partner's entry point settings — the dealer
 * offers its own financing, the advert is not excluded); the externalPartner flag — and the partner
 * of each type (the sandboxes, for now).
 */
import { and, eq } from 'drizzle-orm';
import { dealerFinancingEligibility, type DealerFinancingSettingsAnswer } from '@/lib/financing/dealer-eligibility';
import { FINANCING_CONFIG, type FinancingConfig } from '@/lib/financing/financing-config';
import { decideFinancingType, type FinancingType } from '@/lib/financing/financing-type';
import type { FinancingReport } from '@/lib/financing/financing.types';
import { logger } from '@/lib/logger/logger';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { getEnv } from '@/server/env';
import { dealerEntrypointSettings } from './dealer-financing';
import { FinancingPartnerError, type FinancingPartner, type PartnerAdvert } from './financing-partner';
import { sandboxPartners } from './sandbox-partners';
import { sellerPackages, type SellerPackage } from './seller-package';

/** The feature flags the decision reads. */
export interface FinancingFlags {
  readonly externalPartner: string;
  readonly dealerFinancingBatchEnablement: boolean;
}

/** An active advert as financing sees it. */
export interface FinancingAdvert extends PartnerAdvert {
  /** Its seller's package (SPEC §3 userPackage); null without one. */
  readonly userPackage: SellerPackage | null;
  /** It gets its dealer's own financing (SPEC §5's rule, for the entry point asked). */
  readonly dealerFinancing: boolean;
}

/**
 * What the dealer-financing rule is asked with: the flag, and the entry point the advert's
 * financing is decided for. Where no single entry point is known (Query.financingAdvertDetails,
 * which the ad page, /finantare and the redirect read) it is DEFAULT_DEALER_ENTRY_POINT
 * (docs/financing.md, "Server").
 */
export interface DealerFinancingAsk {
  readonly batchEnablement: boolean;
  readonly entryPoint: string;
}

/** The entry point an advert's financing is decided for when no single one is asked. */
export const DEFAULT_DEALER_ENTRY_POINT = 'calculator-cta';

let partners: Record<FinancingType, FinancingPartner> | undefined;

/** The partner of each financing type (the sandboxes, on the site's origin). */
export function financingPartners(): Record<FinancingType, FinancingPartner> {
  partners ??= sandboxPartners(getEnv().SITE_ORIGIN);
  return partners;
}

/** The rule's report, to the server's log. */
function report(found: FinancingReport | null, context: Record<string, unknown>): void {
  if (found?.level === 'error') logger.error(found.message, context);
  else if (found) logger.warn(found.message, context);
}

/**
 * The dealer's partner's settings for the advert (SPEC §3 DealerFinancingEntrypointSettingsOutput,
 * as Query.dealerFinancingEntrypointSettings answers it): its entry points when its dealer finances
 * it, none otherwise; a FinancingTechnicalError when the partner does not answer.
 */
async function dealerSettingsOf(db: Db, advertId: string, entryPoint: string): Promise<DealerFinancingSettingsAnswer> {
  try {
    const entrypoints = await dealerEntrypointSettings(
      db,
      financingPartners().DEALER_FINANCING,
      [advertId],
      [entryPoint],
    );
    return { __typename: 'DealerFinancingEntrypointSettingsOutput', adverts: entrypoints };
  } catch (error) {
    if (!(error instanceof FinancingPartnerError)) throw error;
    return { __typename: 'FinancingTechnicalError', message: error.message };
  }
}

/**
 * The active advert `advertId`, or null. Its price is the gross price in LEI (`price_lei`, the
 * converted amount for an advert priced in EUR): what the cards, the ad page and /finantare simulate
 * on. Its dealer financing is SPEC §5's rule for `ask`; what the rule reports goes to the log. The
 * dealer's partner is asked only when the flag and the seller's package leave the rule a question.
 */
export async function financingAdvert(
  db: Db,
  advertId: string,
  ask: DealerFinancingAsk,
): Promise<FinancingAdvert | null> {
  if (!/^[1-9]\d{0,15}$/u.test(advertId)) return null;
  const id = Number(advertId);
  const [row] = await db
    .select({ sellerId: adverts.userId, priceLei: adverts.priceLei, categoryId: adverts.categoryId })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.status, 'active')));
  if (!row) return null;
  const userPackage = (await sellerPackages(db, [row.sellerId])).get(row.sellerId) ?? null;
  const settings = ask.batchEnablement && userPackage ? await dealerSettingsOf(db, String(id), ask.entryPoint) : null;
  const decision = dealerFinancingEligibility({
    batchEnablement: ask.batchEnablement,
    advert: { id: String(id), rawPrice: row.priceLei, categoryId: row.categoryId, sellerId: row.sellerId, userPackage },
    settings,
    entryPoint: ask.entryPoint,
  });
  report(decision.report, {
    operation: 'dealerFinancingEligibility',
    advertId: String(id),
    entryPoint: ask.entryPoint,
  });
  return {
    id: String(id),
    price: row.priceLei,
    sellerId: row.sellerId,
    userPackage,
    dealerFinancing: decision.eligible,
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

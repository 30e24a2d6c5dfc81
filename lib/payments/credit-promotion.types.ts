/** What /contul-meu/plati-prin-credite reads and answers (lib/payments/credit-promotions-api.ts). */
import type {
  CreditPromotionRow,
  Payments_CreditPromotionsPage,
  Payments_PromoteAdvert,
} from '@/lib/graphql/generated/operations';

/** A promotion option as the form offers it. */
export type CreditPromotionOption = Payments_CreditPromotionsPage['promotionOptions'][number];
/** An active advert the form offers. */
export type PromotableAdvertView = Payments_CreditPromotionsPage['promotableAdverts']['adverts'][number];
/** A promotion bought, as the list shows it. */
export type CreditPromotionView = CreditPromotionRow;
/** What promoteAdvert answered. */
export type PromotionDone = Payments_PromoteAdvert['promoteAdvert'];

/** Everything the page shows, read at once. */
export interface CreditPromotionsPageView {
  readonly options: readonly CreditPromotionOption[];
  readonly balance: number;
  readonly adverts: readonly PromotableAdvertView[];
  readonly promotions: readonly CreditPromotionView[];
  readonly nextCursor: string | null;
}

/** A page of the promotions bought. */
export interface CreditPromotionsPage {
  readonly promotions: readonly CreditPromotionView[];
  readonly nextCursor: string | null;
}

/** The server refused the promotion: `key` says why (errors:billing.notEnoughCredits, …). */
export class PromotionRefusal extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'PromotionRefusal';
  }
}

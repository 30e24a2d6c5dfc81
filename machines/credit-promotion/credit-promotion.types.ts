/** The memory and events of the credit promotion flow (/contul-meu/plati-prin-credite). */
import type { PromotionKind } from '@/lib/graphql/generated/operations';
import type {
  CreditPromotionOption,
  CreditPromotionView,
  PromotableAdvertView,
} from '@/lib/payments/credit-promotion.types';

/** What the last promotion bought, for the confirmation notice. */
export interface PromotionNotice {
  readonly advertTitle: string;
  readonly kind: PromotionKind;
  readonly credits: number;
  /** ISO time it ends (null for a BUMP). */
  readonly endsAt: string | null;
}

/** The flow's memory. */
export interface CreditPromotionContext {
  readonly options: readonly CreditPromotionOption[];
  readonly balance: number;
  readonly adverts: readonly PromotableAdvertView[];
  readonly promotions: readonly CreditPromotionView[];
  readonly nextCursor: string | null;
  readonly advertId: string | null;
  readonly kind: PromotionKind | null;
  /** i18n key: the page could not be loaded, or the promotion was refused or failed (the choice stays). */
  readonly error: string | null;
  /** i18n key: the next page of promotions could not be loaded (the rows shown stay). */
  readonly moreError: string | null;
  readonly notice: PromotionNotice | null;
}

/** What the screen sends. */
export type CreditPromotionEvent =
  | { type: 'page.retry' }
  | { type: 'advert.choose'; advertId: string }
  | { type: 'option.choose'; kind: PromotionKind }
  | { type: 'promotion.review' }
  | { type: 'promotion.cancel' }
  | { type: 'promotion.confirm' }
  | { type: 'history.more' }
  | { type: 'notice.dismiss' };

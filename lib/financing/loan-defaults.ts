/**
 * The starting values of a simulation (SPEC §9): the listing card's, the dealer's (from the advert
 * price) and the term options a bounds allows.
 */
import {
  DEALER_DOWN_PAYMENT_SHARE,
  DEALER_INSTALMENTS,
  LISTING_CARD_SIMULATION,
  TERM_OPTIONS,
  type Bounds,
} from './financing-constants';
import { denoise } from './money';

/** The listing card's simulation: credit 50000 over 60 instalments at 16.2 %. */
export function listingCardDefaults(): { credit: number; instalments: number; annualRatePercent: number } {
  return {
    credit: LISTING_CARD_SIMULATION.credit.defaultValue,
    instalments: LISTING_CARD_SIMULATION.instalments.defaultValue,
    annualRatePercent: LISTING_CARD_SIMULATION.annualRatePercent,
  };
}

/** Dealer financing defaults derived from the advert price (SPEC §3, §9). */
export interface DealerFinancingDefaults {
  /** floor(10 % of the price), in LEI. */
  readonly downPaymentAmount: number;
  /** The advert price: the dealer's loan credit before the buyer changes the down payment. */
  readonly loanCredit: number;
  readonly expensesIncluded: boolean;
  readonly installments: Bounds;
}

/** The dealer's defaults for an advert priced `advertPrice` LEI. */
export function dealerFinancingDefaults(advertPrice: number): DealerFinancingDefaults {
  return {
    downPaymentAmount: Math.floor(denoise(advertPrice * DEALER_DOWN_PAYMENT_SHARE)),
    loanCredit: advertPrice,
    expensesIncluded: false,
    installments: DEALER_INSTALMENTS,
  };
}

/** The term options (12, 24, 36, 48, 60 months) within the instalment bounds. */
export function termOptionsWithin(bounds: Pick<Bounds, 'min' | 'max'>): number[] {
  return TERM_OPTIONS.filter((months) => months >= bounds.min && months <= bounds.max);
}

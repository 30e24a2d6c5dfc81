/** The financing constants of SPEC §9 (money in LEI, instalments in months, tax as a percentage). */

/** A range of whole values with the one preselected. */
export interface Bounds {
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
}

/** What a loan simulation may offer: the credit amount and the number of monthly instalments. */
export interface SimulationSettings {
  readonly credit: Bounds;
  readonly instalments: Bounds;
  /** The nominal annual interest rate, in percent (SPEC §9's "tax 16.2"; docs/financing.md). */
  readonly annualRatePercent: number;
}

/** The listing card's default simulation (SPEC §9). */
export const LISTING_CARD_SIMULATION: SimulationSettings = {
  credit: { defaultValue: 50_000, min: 1500, max: 200_000 },
  instalments: { defaultValue: 60, min: 6, max: 60 },
  annualRatePercent: 16.2,
};

/**
 * The external credit partner's bounds (SPEC §9); its default credit comes from the advert's price
 * (lib/financing/credit-estimate.ts), so `credit.defaultValue` is only the cap's fallback shape.
 */
export const EXTERNAL_PARTNER_SIMULATION: SimulationSettings = {
  credit: { defaultValue: 50_000, min: 1000, max: 300_000 },
  instalments: { defaultValue: 60, min: 3, max: 120 },
  annualRatePercent: 16.2,
};

/** The loan terms a buyer picks from, in months. */
export const TERM_OPTIONS = [12, 24, 36, 48, 60] as const;

/** Dealer financing: the down payment is this share of the price, floored (SPEC §9). */
export const DEALER_DOWN_PAYMENT_SHARE = 0.1;
/** Dealer financing instalments (SPEC §9). */
export const DEALER_INSTALMENTS: Bounds = { defaultValue: 48, min: 24, max: 72 };

/** The dealer financing settings request's benefit, unless the caller names another (SPEC §9). */
export const DEFAULT_BENEFIT_ID = 'CREDIT_INTERMEDIARY';

/**
 * The dealer financing settings request's context, as SPEC §7 and §9 fix it: PLN / WEB / PL. The
 * financing hub is the group's, shared with its Polish market, and these are the values it expects
 * ("some financing calls carry a Polish context", SPEC §1); what Volan shows stays in lei, in Romanian.
 */
export const DEFAULT_FINANCING_CONTEXT = { currency: 'PLN', platform: 'WEB', language: 'PL' } as const;

/** The page types (route ids of lib/routes/route-table.ts) whose footer carries the financing widget. */
export const FOOTER_PAGE_TYPES = ['home', 'listing', 'advertPage'] as const;

/** Categories whose under-price and calculator placements need a minimum price (SPEC §5, §9). */
export const MIN_PRICE_CATEGORIES: readonly number[] = [67, 69, 71, 73, 121, 123, 125, 127];
/** That minimum price, in LEI. */
export const MIN_PRICE_FOR_CATEGORIES = 1500;

/** The ad slot the footer shows instead of the widget while financing is switched off (SPEC §2.6). */
export const FOOTER_FALLBACK_SLOT = 'baxter-c-footer';

/**
 * The entry points of one advert (SPEC §2.6, §4, §5): the listing card (LISTING_AD_CARD) and the ad
 * page placements under-price-cta, sticky-bar-cta and calculator-cta. rawPrice must be numeric.
 */
import { FINANCING_CONFIG, type FinancingConfig } from './financing-config';
import { LISTING_CARD_SIMULATION, MIN_PRICE_CATEGORIES, MIN_PRICE_FOR_CATEGORIES } from './financing-constants';
import { decideFinancingType } from './financing-type';
import type { FinancingAdvertInfo } from './financing.types';
import { numericRawPrice } from './raw-price';
import { ENTRY_POINT_STATUS, statusOnly, type AdPagePlacement, type EntryPointResolution } from './entry-point-status';
import type { FinancingFlags } from './site-entry-status';

/** SPEC §8's error when a card (or a placement) has no advert info. */
export const ADVERT_INFO_MISSING = 'Financing: error on Advert info map';

/**
 * The UNDER_PRICE check of the listing card (its rule is not in the SPEC): the price is a credit
 * the card's simulation can offer, between its minimum and maximum credit (1500–200000 LEI).
 */
export function isUnderPrice(price: number): boolean {
  const { min, max } = LISTING_CARD_SIMULATION.credit;
  return price >= min && price <= max;
}

/**
 * The category rule of the under-price and calculator placements: in categories 67, 69, 71, 73,
 * 121, 123, 125 and 127 the price must be at least 1500; the sticky bar has no minimum.
 */
export function meetsCategoryMinimum(placement: AdPagePlacement, categoryId: number, price: number): boolean {
  if (placement === 'sticky-bar-cta' || !MIN_PRICE_CATEGORIES.includes(categoryId)) return true;
  return price >= MIN_PRICE_FOR_CATEGORIES;
}

/** What an advert's entry point reads. */
export interface AdvertEntryPointInputs {
  readonly flags: FinancingFlags;
  /** The advert info; null or undefined when the map has none for the advert. */
  readonly advert: FinancingAdvertInfo | null | undefined;
  /** The advert's dealer-financing eligibility here (dealer-eligibility.ts). */
  readonly dealerFinancingEnabled: boolean;
}

/** DISABLED, ERROR (reported) or, with the price rule met, ENABLED with the advert's financing type. */
function resolveAdvert(
  { flags, advert, dealerFinancingEnabled }: AdvertEntryPointInputs,
  priceRule: (price: number, advert: FinancingAdvertInfo) => boolean,
  config: FinancingConfig,
): EntryPointResolution {
  if (!flags.financingWidgets) return statusOnly(ENTRY_POINT_STATUS.DISABLED);
  if (!advert) {
    return {
      status: ENTRY_POINT_STATUS.ERROR,
      financingType: null,
      report: { level: 'error', message: ADVERT_INFO_MISSING },
    };
  }
  const price = numericRawPrice(advert.rawPrice);
  if (price === null || !priceRule(price, advert)) return statusOnly(ENTRY_POINT_STATUS.HIDDEN);
  const financingType = decideFinancingType(
    {
      dealerFinancingPartner: true,
      dealerFinancingEnabled,
      sellerId: advert.sellerId,
      externalPartner: flags.externalPartner,
    },
    config,
  );
  return { status: ENTRY_POINT_STATUS.ENABLED, financingType, report: null };
}

/** The listing card's simulation (LISTING_AD_CARD): HIDDEN unless the price passes UNDER_PRICE. */
export function resolveListingCardEntryPoint(
  inputs: AdvertEntryPointInputs,
  config: FinancingConfig = FINANCING_CONFIG,
): EntryPointResolution {
  return resolveAdvert(inputs, isUnderPrice, config);
}

/** An ad page placement: HIDDEN when its category rule is not met. */
export function resolveAdPageEntryPoint(
  placement: AdPagePlacement,
  inputs: AdvertEntryPointInputs,
  config: FinancingConfig = FINANCING_CONFIG,
): EntryPointResolution {
  return resolveAdvert(inputs, (price, advert) => meetsCategoryMinimum(placement, advert.categoryId, price), config);
}

/** The option lists the posting page gets from the server with its props (codes; labels via i18n). */
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { PriceRules } from '@/lib/posting/gross-net';

export interface PostingFormOptions {
  /** VAT and the additional fee (server configuration, SPEC §9). */
  readonly priceRules: PriceRules;
  /** The recommended number of photos (the ad-strength meter's photo count). */
  readonly photoRecommended: number;
  /** Edit: the advert (its own VIN is not a duplicate). */
  readonly advertId: string | null;
  readonly bodyTypes: readonly string[];
  readonly colors: readonly string[];
  readonly equipment: readonly string[];
  readonly places: ListingPlaces;
}

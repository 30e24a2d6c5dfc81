/** The option lists the posting page gets from the server with its props (codes; labels via i18n). */
import type { ListingPlaces } from '@/lib/page/page-data.types';
import type { PhotoRules } from '@/lib/posting-photos/photo-rules';
import type { PriceRules } from './gross-net';

export interface PostingFormOptions {
  /** VAT and the additional fee (server configuration, SPEC §9). */
  readonly priceRules: PriceRules;
  /** The photo limits (SPEC §5 {limit}, {recommended}, the size of a file). */
  readonly photoRules: PhotoRules;
  /** Edit: the advert (its own VIN is not a duplicate). */
  readonly advertId: string | null;
  readonly bodyTypes: readonly string[];
  readonly colors: readonly string[];
  readonly equipment: readonly string[];
  readonly places: ListingPlaces;
}

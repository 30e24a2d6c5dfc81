/** The option lists the posting page gets from the server with its props (codes; labels via i18n). */
import type { ListingPlaces } from '@/lib/page/page-data.types';

export interface PostingFormOptions {
  readonly bodyTypes: readonly string[];
  readonly colors: readonly string[];
  readonly equipment: readonly string[];
  readonly places: ListingPlaces;
}

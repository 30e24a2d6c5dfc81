/** Links of the map search: the map of a search, and the listing of one city of the map. */
import { formSearchHref, listingHref } from '@/lib/listing/listing-href';
import { DEFAULT_SORT, emptyQuery, type ListingQuery } from '@/lib/listing/listing-query';
import { routeUrl } from '@/lib/routes/navigate';
import type { MapPoint } from './map-types';

/**
 * The map search of a category ('/autoturisme/harta'), with the listing's filters when given
 * ('/autoturisme/harta?marca=dacia&stare=nou'). The map has no order of its own: the sort and the
 * page are left out.
 */
export function mapSearchHref(category: string, query: ListingQuery = emptyQuery(category)): string {
  return formSearchHref(routeUrl('mapSearch', { params: { category } }), {
    ...query,
    category,
    sort: DEFAULT_SORT,
    after: null,
    before: null,
  });
}

/**
 * The listing of one city of the map with the map's filters ('/autoturisme/dacia?judet=cj&oras=
 * cluj-napoca'): the city replaces any location the search had.
 */
export function cityListingHref(
  category: string,
  point: Pick<MapPoint, 'countyCode' | 'citySlug'>,
  query: ListingQuery = emptyQuery(category),
): string {
  return listingHref({
    ...query,
    category,
    county: point.countyCode,
    city: point.citySlug,
    radiusKm: null,
    after: null,
    before: null,
  });
}

/** Links of the map search: the map of a category, and the listing of one city. */
import { routeUrl } from '@/lib/routes/navigate';
import type { MapPoint } from './map-types';

/** The map search of a category: '/autoturisme/harta'. */
export function mapSearchHref(category: string): string {
  return routeUrl('mapSearch', { params: { category } });
}

/**
 * The listing of a category filtered by one city ('/autoturisme?judet=CJ&oras=cluj-napoca'), with
 * the listing's location parameters (judet = county code, oras = city slug).
 */
export function cityListingHref(category: string, point: Pick<MapPoint, 'countyCode' | 'citySlug'>): string {
  return routeUrl('listing', { params: { category }, query: { judet: point.countyCode, oras: point.citySlug } });
}

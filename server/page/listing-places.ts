/**
 * Counties and cities for the listing's location filter, from the reference data the database is
 * seeded with (ids are fixed there, server/db/seed/locations-data.ts), so the page needs no query.
 */
import type { ListingCity } from '@/lib/listing/listing-filters';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { cityRows, countyRows } from '@/server/db/seed/locations-data';

let places: ListingPlaces | undefined;

/** Every county (by name) and every city with its county. */
export function listingPlaces(): ListingPlaces {
  places ??= {
    counties: countyRows().sort((a, b) => a.name.localeCompare(b.name, 'ro')),
    cities: cityRows().map((c): ListingCity => ({ id: c.id, slug: c.slug, name: c.name, county: c.countyCode })),
  };
  return places;
}
